import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Analytics } from "~/components/analytics";
import { ClientCard } from "~/components/sibp/client-card";
import { PrintButton } from "~/components/sibp/print-button";
import type { RouteHandle } from "~/components/templates";
import { PAGE_VIEW_NAMES } from "~/domain/analytics";
import { priceOf } from "~/domain/journey/offers";
import { formulaName, offerType } from "~/domain/journey/services";
import { formatEuros } from "~/domain/money";
import { displayDate } from "~/domain/sibp/quotation";
import { formulaWording } from "~/domain/wording";
import { discountStateOf, discountView, limiterKey } from "~/journey/discount.server";
import { SIBP_MODE } from "~/journey/mode.server";
import { SIBP_JOURNEY_PATH } from "~/domain/journey/paths";
import { loadContract, servicesOf } from "~/journey/step.server";
import { SIBP_DOCUMENTS_BASE } from "~/domain/journey/paths";
import { agentPage, requireSibpClient, sibpPage } from "~/sibp/guard.server";
import { sibpMeta } from "~/sibp/meta";
import { getPriceGrid } from "~/upstream/offers.server";

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
  const grid = await getPriceGrid("SIBP", services.type, context.requestId);
  const price = grid ? priceOf(services, grid) : null;
  const { charged } = await discountView(discountStateOf(state), services, price, limiterKey(request, context), context.requestId);
  return data(
    {
      client,
      quotation: { number: quotation.number, sentTo: quotation.sentTo, validUntil: displayDate(quotation.validUntil) },
      offer: offerType(services),
      formula: formulaWording(formulaName(services)),
      monthly: charged ? formatEuros(charged.monthlyCents) : null,
      discount: charged?.priceMessage ?? null,
    },
    { headers },
  );
});

export default function SibpQuotationSent() {
  const { client, quotation, offer, formula, monthly, discount } = useLoaderData<typeof loader>();
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
          <dd>{offer ? t(`checkout:offers.${offer}`) : t("checkout:empty")}</dd>
          <dt>{t("checkout:summary.services.formula")}</dt>
          <dd>{formula ? t(formula.key, formula.values) : t("checkout:empty")}</dd>
          <dt>{t("sibp:quotation.monthly")}</dt>
          <dd>{discount ? t(`discount:${discount.key}`, discount.values) : (monthly ?? t("checkout:empty"))}</dd>
          <dt>{t("sibp:quotation.validUntil")}</dt>
          <dd>{quotation.validUntil}</dd>
        </dl>
        <p>{t("sibp:quotation.resume")}</p>
      </section>
      <ClientCard client={client} />
      <ul className="link-list no-print">
        <li>
          <a href={`${SIBP_DOCUMENTS_BASE}/devis`} download>
            {t("sibp:quotation.pdf")}
          </a>
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
