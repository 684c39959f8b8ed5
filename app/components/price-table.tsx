import { useTranslation } from "react-i18next";
import { formatEurosIn } from "~/domain/money";
import type { PriceRow, PriceTable } from "~/domain/price-table";

function useFormulaWords() {
  const { t } = useTranslation("pages");
  return (row: PriceRow) => {
    if (row.visitsPerWeek === 0) return t("grid.formula.remoteOnly");
    return t(row.remoteAssistance ? "grid.formula.remoteWithVisits" : "grid.formula.visits", { count: row.visitsPerWeek });
  };
}

function PriceExtras({ title, items }: { title: string; items: [label: string, price: string][] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
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

/** One kind of service: its formulas in words with monthly price, tax credit and what is left, then options and fees. */
export function PriceTableView({ table, level }: { table: PriceTable; level: string }) {
  const { t, i18n } = useTranslation("pages");
  const euros = (cents: number) => formatEurosIn(cents, i18n.language);
  const words = useFormulaWords();
  const kind = t(`grid.kinds.${table.kind}`);
  const price = (cents: number) => (cents === 0 ? t("grid.included") : euros(cents));
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
      <PriceExtras title={t("grid.optionsTitle")} items={table.options.map((option) => [t(`grid.options.${option.code}`), price(option.cents)])} />
      <PriceExtras title={t("grid.feesTitle")} items={table.fees.map((fee) => [t(`grid.fees.${fee.type}`), price(fee.cents)])} />
    </div>
  );
}
