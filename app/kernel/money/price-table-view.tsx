import { useTranslation } from "react-i18next";
import { formatEurosIn } from "~/kernel/money/money";
import type { PriceRow, PriceTable } from "~/kernel/money/price-table";
import { chargeWording, visitAdditionWording } from "~/kernel/i18n/wording";

function useFormulaWords() {
  const { t } = useTranslation("pages");
  return (row: PriceRow) => {
    if (row.visitsPerWeek === 0) return t("grid.formula.remoteOnly");
    return t(row.remoteAssistance ? "grid.formula.remoteWithVisits" : "grid.formula.visits", { count: row.visitsPerWeek });
  };
}

function PriceExtras({ title, items, Heading }: { title: string; items: [label: string, price: string][]; Heading: "h2" | "h4" }) {
  if (items.length === 0) return null;
  return (
    <>
      <Heading>{title}</Heading>
      <dl className="price-extras">
        {items.map(([label, price]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{price}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The charges of a price list, by kind, with one name each (`chargeWording`): the options of the
 * month under "par mois" with what a postman visit adds, the one-off charges under "une seule
 * fois". The web grid and the counter's offer pages both show them so.
 */
export function PriceCharges({ table, titles, Heading = "h4" }: { table: Pick<PriceTable, "monthly" | "oneOff" | "visitAdditionCents">; titles: { monthly: string; oneOff: string }; Heading?: "h2" | "h4" }) {
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEurosIn(cents, i18n.language);
  const word = (wording: { key: string; values?: Record<string, string | number> }) => t(wording.key, wording.values);
  const monthly: [string, string][] = table.monthly.map((charge) => [
    word(chargeWording(charge.code)),
    charge.cents === 0 ? t("common:money.charge.included") : t("common:money.charge.monthly", { price: euros(charge.cents) }),
  ]);
  if (table.visitAdditionCents !== null) monthly.push([word(visitAdditionWording(1)), t("common:money.charge.added", { price: euros(table.visitAdditionCents) })]);
  return (
    <>
      <PriceExtras Heading={Heading} title={titles.monthly} items={monthly} />
      <PriceExtras
        Heading={Heading}
        title={titles.oneOff}
        items={table.oneOff.map((charge) => [word(chargeWording(charge.code)), t("common:money.charge.once", { price: euros(charge.cents) })])}
      />
    </>
  );
}

/** One kind of service: its formulas in words with monthly price, tax credit and what is left, then its charges. */
export function PriceTableView({ table, level }: { table: PriceTable; level: string }) {
  const { t, i18n } = useTranslation("pages");
  const euros = (cents: number) => formatEurosIn(cents, i18n.language);
  const words = useFormulaWords();
  const kind = t(`grid.kinds.${table.kind}`);
  return (
    <div className="price-grid">
      <h3>{kind}</h3>
      <table>
        <caption className="visually-hidden">{t("grid.caption", { kind, level })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("grid.columns.formula")}</th>
            <th scope="col">{t("grid.columns.monthly")}</th>
            <th scope="col">{t("grid.columns.afterTaxCredit")}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.visitsPerWeek}>
              <th scope="row">{words(row)}</th>
              <td>{euros(row.monthlyCents)}</td>
              <td>{euros(row.afterTaxCreditCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PriceCharges table={table} titles={{ monthly: t("grid.optionsTitle"), oneOff: t("grid.feesTitle") }} />
    </div>
  );
}
