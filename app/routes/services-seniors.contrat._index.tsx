import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth/user.server";
import { formatEuros } from "~/domain/money";
import { formulaWording } from "~/domain/wording";
import { listContractsOfCustomer } from "~/upstream/hub.server";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const meta: MetaFunction = ({ matches }) => matches.find((match) => match.id === "root")?.meta ?? [];

/** /services-seniors/contrat: the signed-in client's contracts (a secured route). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // Preview mode (a content editor, nobody signed in): the page as a client with no contract sees it.
  if (!user) return { contracts: [], failed: false, preview: true };
  try {
    return { contracts: await listContractsOfCustomer(user.id, context.requestId), failed: false, preview: false };
  } catch {
    return { contracts: [], failed: true, preview: false };
  }
}

export default function MyContracts() {
  const { contracts, failed, preview } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const formulaText = (formula: string) => {
    const wording = formulaWording(formula);
    return wording ? t(wording.key, wording.values) : formula;
  };
  return (
    <div className="container">
      <h1>{t("contracts.title")}</h1>
      {preview && (
        <p role="status" className="notice">
          {t("contracts.preview")}
        </p>
      )}
      {failed ? (
        <p role="alert" className="notice error">
          {t("contracts.unavailable")}
        </p>
      ) : contracts.length === 0 ? (
        <>
          <p>{t("contracts.none")}</p>
          <p>
            <a className="button" href="/services-seniors/souscription">
              {t("home.subscribe")}
            </a>
          </p>
        </>
      ) : (
        <ul className="cards">
          {contracts.map((contract) => (
            <li key={contract.contractNumber} className="card">
              <h2>{t("contracts.number", { number: contract.contractNumber })}</h2>
              <dl className="summary-list">
                <dt>{t("contracts.recipient")}</dt>
                <dd>
                  {contract.recipient.firstName} {contract.recipient.lastName}
                </dd>
                <dt>{t("contracts.formula")}</dt>
                <dd>{formulaText(contract.formula)}</dd>
                <dt>{t("contracts.price")}</dt>
                <dd>{t("contracts.perMonth", { price: formatEuros(contract.ttcPriceInCents) })}</dd>
                <dt>{t("contracts.status")}</dt>
                <dd>{contract.suspended ? t("contracts.suspended") : t("contracts.active")}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
