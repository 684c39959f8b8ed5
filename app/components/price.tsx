import { useTranslation } from "react-i18next";
import type { DiscountMessage } from "~/domain/discount/pricing";
import type { Price } from "~/domain/journey/offers";
import { formatEuros, taxCreditCents } from "~/domain/money";

/** The monthly price, its details, the 50 % tax credit with its condition, and the shipping fee. */
interface DiscountLines {
  priceMessage: DiscountMessage | null;
  feesMessage: DiscountMessage | null;
}

export function PriceBox({ price, live, discount }: { price: Price | null; live?: boolean; discount?: DiscountLines | null }) {
  const { t } = useTranslation();
  return (
    <section className="price-box" aria-labelledby="price-title" aria-live={live ? "polite" : undefined}>
      <h2 id="price-title">{t("journey:price.title")}</h2>
      {price ? (
        <>
          <p className="price-amount">
            {t("journey:price.monthly", { price: formatEuros(price.monthlyCents) })}
          </p>
          {discount?.priceMessage && (
            <p className="discounted">
              <span className="visually-hidden">{t("discount:price.after")} : </span>
              {t(`discount:${discount.priceMessage.key}`, discount.priceMessage.values)}
            </p>
          )}
          <p>{t("journey:price.formula", { formula: price.formula })}</p>
          <ul className="price-lines">
            {price.lines.map((line) => (
              <li key={line.key}>
                {t(`journey:price.lines.${line.key}`)} : {formatEuros(line.cents)}
              </li>
            ))}
            <li>{t("journey:price.vat", { vat: formatEuros(price.monthlyTaxesCents) })}</li>
          </ul>
          {price.feeKey && (
            <p>{t("journey:price.shippingFee", { fee: formatEuros(price.feeCents) })}</p>
          )}
          {discount?.feesMessage && <p className="discounted">{t(`discount:${discount.feesMessage.key}`, discount.feesMessage.values)}</p>}
          <p className="tax-credit">
            {t("journey:price.taxCredit", { price: formatEuros(price.monthlyCents - taxCreditCents(price.monthlyCents)) })}
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
