import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PriceCharges } from "~/kernel/money/price-table-view";
import { PrintButton } from "~/kernel/ui/print-button";
import type { RouteHandle } from "~/kernel/ui/templates";
import { formatEurosIn } from "~/kernel/money/money";
import { isOfferPage, priceListOf } from "~/features/counter/rules/price-list";
import { agentPage, sibpPage } from "~/kernel/auth/counter.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";
import { getPriceGrid } from "~/kernel/upstream/offers.server";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction<typeof loader> = (args) =>
  sibpMeta(args, args.data ? `sibp:offers.pages.${args.data.page}.title` : "sibp:offers.title");

/**
 * /sibp/offers-about/{teleassistance-classique|teleassistance-en-mobilite|visites-facteur}: one
 * kind of service with its prices from the SIBP price list, its options, fees and the tax
 * credit, printable.
 */
export const loader = sibpPage(async ({ request, params, context }: LoaderFunctionArgs) => {
  const { headers } = await agentPage(request);
  const page = params.page;
  if (!isOfferPage(page)) throw new Response(null, { status: 404 });
  const grid = await getPriceGrid("SIBP", "STANDARD", context.requestId);
  return data({ page, priceList: grid ? priceListOf(grid, page) : null }, { headers });
});

export default function OfferPageView() {
  const { page, priceList } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEurosIn(cents, i18n.language);
  return (
    <div className="container narrow">
      <p className="no-print">
        <Link to="/sibp/offers-about">{t("sibp:offers.backToOffers")}</Link>
      </p>
      <h1>{t(`sibp:offers.pages.${page}.title`)}</h1>
      <p>{t(`sibp:offers.pages.${page}.text`)}</p>
      {priceList ? (
        <>
          <div className="table-scroll">
            <table className="price-table">
              <thead>
                <tr>
                  <th scope="col">{t("sibp:offers.formulaColumn")}</th>
                  <th scope="col">{t("sibp:offers.priceColumn")}</th>
                  <th scope="col">{t("sibp:offers.creditColumn")}</th>
                </tr>
              </thead>
              <tbody>
                {priceList.plans.map((row) => (
                  <tr key={`${row.formula.key}-${row.formula.count}`}>
                    <th scope="row">{t(`sibp:offers.formula.${row.formula.key}`, { count: row.formula.count })}</th>
                    <td>{euros(row.cents)}</td>
                    <td>{euros(row.taxCreditCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PriceCharges Heading="h2" table={priceList} titles={{ monthly: t("sibp:offers.optionsTitle"), oneOff: t("sibp:offers.feesTitle") }} />
          <p className="hint">{t("sibp:offers.taxCredit")}</p>
        </>
      ) : (
        <p role="alert">{t("sibp:offers.unavailable")}</p>
      )}
      <PrintButton />
    </div>
  );
}
