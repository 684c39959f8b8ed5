import { useTranslation } from "react-i18next";
import { chargedPrice } from "~/domain/discount/pricing";
import type { AppliedDiscount } from "~/domain/discount/schemas";
import type { Price } from "~/domain/journey/offers";
import { formatEuros } from "~/domain/money";
import { formulaWording } from "~/domain/wording";

/**
 * The monthly price, its details, the 50 % tax credit with its condition, and the shipping fee:
 * with promo codes, the one price after them (`chargedPrice`), as on every other page.
 */
export function PriceBox({ price, live, discounts = [] }: { price: Price | null; live?: boolean; discounts?: readonly AppliedDiscount[] }) {
  const { t } = useTranslation();
  const charged = price ? chargedPrice(price, discounts) : null;
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
      ) : (
        <p>{t("journey:price.none")}</p>
      )}
    </section>
  );
}
