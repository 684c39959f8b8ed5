import { useTranslation } from "react-i18next";
import { useReaderTranslation } from "~/kernel/ui/counter";
import type { PriceUnavailable } from "~/kernel/contract/offers";
import type { ContractPrice } from "~/kernel/money/contract-price";
import { priceStatement, sayMoney, type MoneyMessage, type Sentence, type Translate } from "~/kernel/money/statement";
import { formatEurosIn } from "~/kernel/money/money";
import { formulaWording } from "~/kernel/i18n/wording";
import { formatDay } from "~/kernel/i18n/date-format";
import { firstPaidDebitMessage, type DebitStart } from "~/kernel/money/first-debit";

/**
 * A contract's money as every page states it (decision 060): the monthly price over time, the
 * VAT with its rate, the one-off fee and the first debit, from the price the hub gives (or, on the
 * services step, the estimate by the same rule).
 */

function useSay() {
  const { t } = useReaderTranslation();
  const translate = t as unknown as Translate;
  return (message: Sentence | MoneyMessage) => sayMoney(message, translate);
}

/**
 * The statement's lines: monthly price, VAT, fee, first debit (`paid`: the first debit is behind,
 * only the months to come). `debitStart`, where the order is made or confirmed: the first debit
 * that takes money and its day (null: the start is not known yet).
 */
export function PriceStatement({ price, paid = false, debitStart }: { price: ContractPrice; paid?: boolean; debitStart?: DebitStart | null }) {
  const say = useSay();
  const { i18n } = useTranslation();
  const statement = priceStatement(price);
  const firstPaid = debitStart === undefined || paid ? null : firstPaidDebitMessage(price, debitStart, (day) => formatDay(day, i18n.language));
  return (
    <ul className="price-statement">
      <li className="price-monthly">{say(statement.monthly)}</li>
      <li>{say(statement.vat)}</li>
      {statement.fee && !paid && <li>{say(statement.fee)}</li>}
      {!paid && <li>{say(statement.firstDebit)}</li>}
      {firstPaid && <li className="first-paid-debit">{say(firstPaid)}</li>}
    </ul>
  );
}

/**
 * The price box of the services step and the summary: the monthly price and its statement, the
 * lines it is made of, the 50 % tax credit with its condition.
 */
export function PriceBox({ price, live, unavailable = null }: { price: ContractPrice | null; live?: boolean; unavailable?: PriceUnavailable }) {
  const { t, i18n } = useReaderTranslation();
  const say = useSay();
  const formula = price ? formulaWording(price.formula) : null;
  return (
    <section className="price-box" aria-labelledby="price-title" aria-live={live ? "polite" : undefined}>
      <h2 id="price-title">{t("journey:price.title")}</h2>
      {price && !unavailable ? (
        <>
          <PriceStatement price={price} />
          {formula && <p>{t("journey:price.formula", { formula: t(formula.key, formula.values) })}</p>}
          <ul className="price-lines" aria-label={t("journey:price.detail")}>
            {price.lines.map((line) => (
              <li key={line.code}>
                {t("common:money.line", { label: t(`common:money.lines.${line.code}`, { defaultValue: t("common:money.lines.OTHER") }), amount: formatEurosIn(line.ttcPriceInCents, i18n.language) })}
              </li>
            ))}
          </ul>
          {price.promoCodes.length > 0 && <p>{t("common:money.promoCodes", { codes: price.promoCodes.join(", ") })}</p>}
          <p className="tax-credit">
            {say(priceStatement(price).taxCredit)}
            <sup>*</sup>
          </p>
          <p className="hint">
            <sup>*</sup> {t("journey:price.taxCreditCondition")}
          </p>
        </>
      ) : unavailable ? (
        <p role="status">{t(unavailablePriceKey(unavailable))}</p>
      ) : (
        <p>{t("journey:price.none")}</p>
      )}
    </section>
  );
}

/** Why the price cannot be shown now, in words. */
export function unavailablePriceKey(unavailable: "price" | "discounts"): string {
  return unavailable === "price" ? "journey:price.unavailable" : "journey:price.discountsUnavailable";
}

/** The price charged (payment, confirmation, quotation), or why it cannot be shown now. */
export function ChargedPrice({ price, unavailable, debitStart }: { price: ContractPrice | null; unavailable: PriceUnavailable; debitStart?: DebitStart | null }) {
  const { t } = useReaderTranslation();
  if (unavailable || !price) return <p role="status">{t(unavailablePriceKey(unavailable ?? "price"))}</p>;
  return <PriceStatement price={price} debitStart={debitStart} />;
}
