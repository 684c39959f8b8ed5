import { useTranslation } from "react-i18next";
import { chargedPrice, type DiscountMessage } from "~/domain/discount/pricing";
import type { AppliedDiscount } from "~/domain/discount/schemas";
import type { Price, PriceUnavailable } from "~/domain/journey/offers";
import { formatEuros } from "~/domain/money";
import { formulaWording } from "~/domain/wording";

/**
 * The monthly price, its details, the 50 % tax credit with its condition, and the shipping fee:
 * with promo codes, the one price after them (`chargedPrice`), as on every other page.
 */
export function PriceBox({
  price,
  live,
  discounts = [],
  unavailable = null,
}: {
  price: Price | null;
  live?: boolean;
  discounts?: readonly AppliedDiscount[];
  unavailable?: PriceUnavailable;
}) {
  const { t } = useTranslation();
  const charged = price && !unavailable ? chargedPrice(price, discounts) : null;
  const formula = price ? formulaWording(price.formula) : null;
  return (
    <section className="price-box" aria-labelledby="price-title" aria-live={live ? "polite" : undefined}>
      <h2 id="price-title">{t("journey:price.title")}</h2>
      {price && charged ? (
        <>
          <p className="price-amount">
            {charged.priceMessage
              ? t(`discount:${charged.priceMessage.key}`, charged.priceMessage.values)
              : t("journey:price.monthly", { price: formatEuros(price.monthlyCents) })}
          </p>
          {formula && <p>{t("journey:price.formula", { formula: t(formula.key, formula.values) })}</p>}
          <ul className="price-lines">
            {price.lines.map((line) => (
              <li key={line.key}>
                {t(`journey:price.lines.${line.key}`)} : {formatEuros(line.cents)}
              </li>
            ))}
            <li>{t("journey:price.vat", { vat: formatEuros(price.monthlyTaxesCents) })}</li>
          </ul>
          {price.feeKey &&
            (charged.feesMessage ? (
              <p className="discounted">{t(`discount:${charged.feesMessage.key}`, charged.feesMessage.values)}</p>
            ) : (
              <p>{t("journey:price.shippingFee", { fee: formatEuros(charged.feeCents) })}</p>
            ))}
          <p className="tax-credit">
            {t("journey:price.taxCredit", { price: formatEuros(charged.afterTaxCreditCents) })}
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
  return unavailable === "price" ? "journey:price.unavailable" : "discount:errors.unavailable";
}

/** The one monthly price after the codes (payment, confirmation), or why it cannot be shown now. */
export function ChargedPriceLine({ monthly, discount, unavailable }: { monthly: string | null; discount: DiscountMessage | null; unavailable: PriceUnavailable }) {
  const { t } = useTranslation();
  if (unavailable) return <p role="status">{t(unavailablePriceKey(unavailable))}</p>;
  if (discount) return <p className="discounted">{t(`discount:${discount.key}`, discount.values)}</p>;
  return monthly ? <p>{t("checkout:payment.monthly", { price: monthly })}</p> : null;
}
