import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HelpLine } from "~/kernel/ui/help-line";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import { requireUser } from "~/kernel/auth/user.server";
import { contractsOfUser } from "~/features/dashboard/contracts.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { clientDoor } from "~/features/dashboard/client-door.server";
import { personalDataHeaders } from "~/kernel/platform/security";
import { contractStatusWording, listedStatusFacts } from "~/kernel/contract/contract-status";
import { today } from "~/kernel/contract/calendar";
import { formatDay } from "~/kernel/i18n/date-format";
import { formulaWording } from "~/kernel/i18n/wording";
import { formatEuros } from "~/kernel/money/money";
import { listFollowed } from "~/kernel/upstream/family.server";
import { getOpenQuotations } from "~/kernel/upstream/journey.server";
import { quotationLinkPath } from "~/kernel/contract/paths";
import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";

/**
 * "Mes contrats – Veiller sur mes parents": the page has its own title; a relative with
 * no contract of their own lands on the people they follow, and the title says so.
 */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const texts = textsOf(matches);
  return [{ title: pageTitle(data && followsOnly(data) ? texts.family.follow.list : texts.pages.contracts.title, matches) }];
};
export const headers = personalDataHeaders;
// The list sends no script; reached from a page that runs them (the journey's confirmation), its
// links open dashboards in the browser: the dashboard layout's texts come with the list.
export const handle: ScriptsHandle = { i18n: ["pages", "family", "dashboard"] };
export const clientLoader = loadTexts(handle);

/** /services-seniors/contrat: the signed-in client's contracts, each opening its dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, { context });
  // Preview mode (a content editor, nobody signed in): the page as a client without a contract sees it.
  if (!user) return data({ followed: [], failed: false, contracts: [], quotations: [], preview: true, today: today() }, { headers: PRIVATE_NO_STORE });
  // The quotations made at a post office for this client: the signed-in user's id is the
  // client's customer id at the counter (decision 135). Best effort, as the people followed.
  const [{ contracts, failed }, followed, quotations] = await Promise.all([
    contractsOfUser(user, context.requestId),
    // The people this client follows as a relative, best effort: the list of contracts stands without it.
    listFollowed(user.id, { requestId: context.requestId }).catch(() => []),
    getOpenQuotations(user.id, { requestId: context.requestId }).catch(() => []),
  ]);
  return data(
    {
      followed: followed.map((entry) => ({ contractNumber: entry.contractNumber, recipient: `${entry.recipient.firstName} ${entry.recipient.lastName}` })),
      failed,
      quotations: quotations.flatMap((quotation) => (quotation.id ? [{ number: quotation.number, validUntil: quotation.validUntil, href: quotationLinkPath(quotation.id) }] : [])),
      preview: false,
      today: today(),
      contracts: contracts.map((contract) => ({
        contractNumber: contract.contractNumber,
        href: clientDoor.basePath(contract.contractNumber),
        formula: contract.formula,
        price: contract.ttcPriceInCents,
        nextPrice: contract.nextPrice,
        status: listedStatusFacts(contract),
        recipient: `${contract.recipient.firstName} ${contract.recipient.lastName}`,
      })),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** Someone signed in with no contract of their own who follows a relative's: the people they follow come first. */
const followsOnly = (page: { contracts: unknown[]; followed: unknown[]; failed: boolean }) => !page.failed && page.contracts.length === 0 && page.followed.length > 0;

export default function MyContracts() {
  const page = useLoaderData<typeof loader>();
  const { contracts, failed, preview, today: day, followed, quotations } = page;
  const { t, i18n } = useTranslation();
  const followedLinks = (
    <ul className="plain-list">
      {followed.map((entry) => (
        <li key={entry.contractNumber}>
          <Link to={`/services-seniors/suivi/${encodeURIComponent(entry.contractNumber)}`}>{t("family:follow.title", { recipient: entry.recipient })}</Link>
        </li>
      ))}
    </ul>
  );
  if (followsOnly(page)) {
    return (
      <div className="container">
        <h1>{t("family:follow.list")}</h1>
        {followedLinks}
        <p>
          {t("pages:contracts.subscribeToo")} <a href="/services-seniors/souscription">{t("home.subscribe")}</a>
        </p>
        <p>
          <Link to="/services-seniors/contrat/carnet-adresses">{t("pages:contracts.addressBook")}</Link>
        </p>
        <HelpLine />
      </div>
    );
  }
  return (
    <div className="container">
      <h1>{t("pages:contracts.title")}</h1>
      {preview && (
        <p role="status" className="notice">
          {t("pages:contracts.preview")}
        </p>
      )}
      {failed ? (
        <p role="alert" className="notice error">
          {t("pages:contracts.unavailable")}
        </p>
      ) : contracts.length === 0 ? (
        <>
          <p>{t("pages:contracts.none")}</p>
          <p>
            <a className="button" href="/services-seniors/souscription">
              {t("home.subscribe")}
            </a>
          </p>
        </>
      ) : (
        <ul className="cards">
          {contracts.map((contract) => {
            const formula = formulaWording(contract.formula);
            const sayWording = (wording: { key: string; values?: Record<string, string | number> }) => t(wording.key, wording.values);
            return (
              <li key={contract.contractNumber} className="card">
                <h2>
                  <Link to={contract.href}>{t("pages:contracts.number", { number: contract.contractNumber })}</Link>
                </h2>
                <dl className="summary-list">
                  <dt>{t("pages:contracts.recipient")}</dt>
                  <dd>{contract.recipient}</dd>
                  <dt>{t("pages:contracts.formula")}</dt>
                  <dd>{t(formula.key, formula.values)}</dd>
                  <dt>{t("pages:contracts.price")}</dt>
                  <dd>
                    {t("pages:contracts.perMonth", { price: formatEuros(contract.price) })}
                    {contract.nextPrice && (
                      <>
                        <br />
                        {t("pages:contracts.nextPrice", { date: formatDay(contract.nextPrice.from, i18n.language), price: formatEuros(contract.nextPrice.ttcPriceInCents) })}
                      </>
                    )}
                  </dd>
                  <dt>{t("pages:contracts.status")}</dt>
                  <dd>{sayWording(contractStatusWording(contract.status, day, (iso) => formatDay(iso, i18n.language)))}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      {quotations.length > 0 && (
        <section aria-labelledby="quotations-title">
          <h2 id="quotations-title">{t("pages:contracts.quotations.title")}</h2>
          <ul className="plain-list">
            {quotations.map((quotation) => (
              <li key={quotation.number}>
                {t("pages:contracts.quotations.item", { number: quotation.number, date: formatDay(quotation.validUntil, i18n.language) })}{" "}
                <a href={quotation.href}>{t("pages:contracts.quotations.resume", { number: quotation.number })}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/services-seniors/contrat/carnet-adresses">{t("pages:contracts.addressBook")}</Link>
      </p>
      {followed.length > 0 && (
        <section aria-labelledby="followed-title">
          <h2 id="followed-title">{t("family:follow.list")}</h2>
          {followedLinks}
        </section>
      )}
      <HelpLine />
    </div>
  );
}
