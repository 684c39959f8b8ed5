import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Analytics } from "~/kernel/ui/analytics";
import { DocumentLink } from "~/kernel/ui/download-link";
import { ChargedPrice } from "~/kernel/money/price";
import { draftPrice } from "~/features/journey/price.server";
import { ClientCard } from "~/kernel/ui/client-card";
import { PrintButton } from "~/kernel/ui/print-button";
import type { RouteHandle } from "~/kernel/ui/templates";
import { PAGE_VIEW_NAMES } from "~/kernel/platform/analytics";
import { formulaName, offerType } from "~/kernel/contract/services";
import { formatDay } from "~/kernel/i18n/date-format";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { formulaWording } from "~/kernel/i18n/wording";
import { SIBP_MODE } from "~/features/journey/mode.server";
import { SIBP_JOURNEY_PATH } from "~/kernel/contract/paths";
import { loadContract, servicesOf } from "~/features/journey/step.server";
import { SIBP_DOCUMENTS_BASE } from "~/kernel/contract/paths";
import { requireAgent } from "~/kernel/auth/agent.server";
import { readForm } from "~/kernel/platform/form-data.server";
import { agentPage, requireSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { auditAccess, auditOutcome } from "~/kernel/upstream/audit.server";
import { sendPasswordReset } from "~/kernel/upstream/client.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:quotation.sentTitle");

/**
 * /sibp/quotation-sent: the quotation just sent to the client by e-mail, to print or download,
 * with the way back to the subscription (the client may also resume it later, at the counter or
 * online).
 */
export const loader = sibpPage(async ({ request, context }: LoaderFunctionArgs) => {
  const { headers } = await agentPage(request);
  const client = await requireSibpClient(request);
  const state = await SIBP_MODE.store.read(request);
  if (state.clientId !== client.id) throw redirect(SIBP_JOURNEY_PATH);
  const contract = await loadContract(state, context, SIBP_MODE);
  const quotation = contract?.quotation;
  if (!contract || !quotation) throw redirect(SIBP_JOURNEY_PATH);
  const services = servicesOf(contract);
  return data(
    {
      client,
      quotation: { number: quotation.number, sentTo: quotation.sentTo, validUntil: formatDay(quotation.validUntil, await getLocale(request)) },
      offer: offerType(services),
      formula: formulaWording(formulaName(services)),
      // The draft's price as the hub prices it: the figures of the quotation PDF.
      ...draftPrice(contract),
    },
    { headers },
  );
});

/**
 * A client who already has an online account but no longer knows its password: the client
 * service e-mails them a link to choose a new one (POST /client/reset-token/), so that they can
 * sign in and resume the quotation online.
 */
export const action = sibpPage(async ({ request, context }: ActionFunctionArgs) => {
  const { agent } = await requireAgent(request);
  const client = await requireSibpClient(request);
  await readForm(request);
  const state = await SIBP_MODE.store.read(request);
  const contract = state.clientId === client.id ? await loadContract(state, context, SIBP_MODE) : null;
  if (!contract?.quotation) throw redirect(SIBP_JOURNEY_PATH);
  const audit = { agent, action: "client.access" as const, clientId: client.id, contractId: contract.contractId };
  // Nothing is sent before the request is in the audit trail (decision 076).
  await auditAccess({ ...audit, outcome: "requested" }, context.requestId);
  try {
    await sendPasswordReset(contract.quotation.sentTo, context.requestId);
  } catch (error) {
    await auditOutcome({ ...audit, outcome: "failure" }, context.requestId);
    if (!isUpstreamError(error) || (isUpstreamError(error, "status") && (error.status ?? 0) >= 500)) throw error;
    return data({ access: isUpstreamError(error, "timeout") ? ("timeout" as const) : ("failed" as const) }, { headers: { "Cache-Control": "private, no-store" } });
  }
  await auditOutcome({ ...audit, outcome: "success" }, context.requestId);
  return data({ access: "sent" as const }, { headers: { "Cache-Control": "private, no-store" } });
});

export default function SibpQuotationSent() {
  const { client, quotation, offer, formula, price, priceUnavailable } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <div className="container narrow">
      <Analytics name={PAGE_VIEW_NAMES.quotationSent} step="sibp" />
      <h1>{t("sibp:quotation.sentTitle")}</h1>
      <p className="notice" role="status">
        {t("sibp:quotation.sentTo", { number: quotation.number, email: quotation.sentTo })}
      </p>
      <section aria-labelledby="quotation-detail-title">
        <h2 id="quotation-detail-title">{t("sibp:quotation.detailTitle", { number: quotation.number })}</h2>
        <dl className="summary-list">
          <dt>{t("checkout:summary.services.offer")}</dt>
          <dd>{offer ? t(`notices:offers.${offer}`) : t("notices:empty")}</dd>
          <dt>{t("checkout:summary.services.formula")}</dt>
          <dd>{formula ? t(formula.key, formula.values) : t("notices:empty")}</dd>
          <dt>{t("sibp:quotation.validUntil")}</dt>
          <dd>{quotation.validUntil}</dd>
        </dl>
        <ChargedPrice price={price} unavailable={priceUnavailable} />
        <p>{t("sibp:quotation.resume")}</p>
      </section>
      <ClientCard client={client} />
      <section aria-labelledby="access-title" className="no-print">
        <h2 id="access-title">{t("sibp:quotation.accessTitle")}</h2>
        <p>{t("sibp:quotation.accessLead")}</p>
        {answer && (
          <p className={answer.access === "sent" ? "notice" : "flash"} role={answer.access === "sent" ? "status" : "alert"}>
            {t(`sibp:quotation.access.${answer.access}`, { email: quotation.sentTo })}
          </p>
        )}
        <Form method="post">
          <button type="submit" className="button secondary">
            {t("sibp:quotation.accessButton")}
          </button>
        </Form>
      </section>
      <ul className="link-list no-print">
        <li>
          <DocumentLink href={`${SIBP_DOCUMENTS_BASE}/devis`} document="quotation">
            {t("sibp:quotation.pdf")}
          </DocumentLink>
        </li>
        <li>
          <Link to={SIBP_JOURNEY_PATH}>{t("sibp:quotation.backToSubscription")}</Link>
        </li>
        <li>
          <Link to="/sibp/client-identification">{t("sibp:final.otherClient")}</Link>
        </li>
      </ul>
      <PrintButton />
    </div>
  );
}
