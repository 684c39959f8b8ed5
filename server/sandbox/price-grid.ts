import { filterOffers, priceGrid } from "../../app/kernel/contract/offers";
import { formatEurosIn } from "../../app/kernel/money/money";
import { priceTables } from "../../app/kernel/money/price-table";
import { chargeWording, visitAdditionWording } from "../../app/kernel/i18n/wording";
import { COMPANY } from "./documents.js";
import { renderPdf, type PdfLine } from "./pdf.js";
import { seedOffers } from "./seed/offers.js";
import { wordsIn } from "./words.js";

/**
 * The public price grid as a PDF, in the same words and by the same rule (app/kernel/money/price-table)
 * as the page: monthly options "par mois", one-off charges "une seule fois", a visit stated as
 * what it adds (decision 128). The one document of the hub with an English edition (decision
 * 142): informative, it binds no one; the amounts as the language writes them.
 */
export function pricesPdf(now: Date = new Date(), language: "fr" | "en" = "fr"): Uint8Array {
  const euros = (cents: number) => formatEurosIn(cents, language);
  const word = (key: string, values?: Record<string, string | number>) => wordsIn(language, { key, values }, "");
  const line = (label: string, amount: string) => word("common:money.line", { label, amount });
  const lines: PdfLine[] = [];
  for (const level of ["STANDARD", "PREMIUM"] as const) {
    const grid = priceGrid(filterOffers(seedOffers("LPFR", now), { system: "LPFR", type: level, country: "FRANCE" }, now));
    lines.push({ text: word(`pages:grid.levels.${level}`), bold: true }, "");
    for (const table of priceTables(grid)) {
      lines.push({ text: word(`pages:grid.kinds.${table.kind}`), bold: true });
      for (const row of table.rows) {
        const formula =
          row.visitsPerWeek === 0 ? word("pages:grid.formula.remoteOnly") : word(row.remoteAssistance ? "pages:grid.formula.remoteWithVisits" : "pages:grid.formula.visits", { count: row.visitsPerWeek });
        lines.push(`${line(formula, word("common:money.charge.monthly", { price: euros(row.monthlyCents) }))}, ${line(word("pages:grid.columns.afterTaxCredit").toLocaleLowerCase(language), euros(row.afterTaxCreditCents))}`);
      }
      const monthly = table.monthly.map((charge) =>
        line(wordsIn(language, chargeWording(charge.code), charge.code), charge.cents === 0 ? word("common:money.charge.included") : word("common:money.charge.monthly", { price: euros(charge.cents) })),
      );
      if (table.visitAdditionCents !== null) monthly.push(line(wordsIn(language, visitAdditionWording(1), ""), word("common:money.charge.added", { price: euros(table.visitAdditionCents) })));
      if (monthly.length > 0) lines.push(word("pages:grid.optionsTitle"), ...monthly);
      if (table.oneOff.length > 0) {
        lines.push(word("pages:grid.feesTitle"), ...table.oneOff.map((charge) => line(wordsIn(language, chargeWording(charge.code), charge.code), word("common:money.charge.once", { price: euros(charge.cents) }))));
      }
      lines.push("");
    }
  }
  lines.push(word("pages:grid.intro"), "", COMPANY);
  return renderPdf({ title: language === "en" ? "Price list" : "Grille tarifaire", subtitle: "Veiller sur mes parents", lines });
}
