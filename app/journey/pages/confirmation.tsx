import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Analytics } from "~/components/analytics";
import { JourneyDocuments } from "~/components/journey-documents";
import { JourneyPage } from "~/components/journey-page";
import { ChargedPriceLine } from "~/components/price";
import { pageViewName } from "~/domain/analytics";
import { journeyMeta } from "~/journey/meta";
import type { loader } from "./confirmation.server";
import { useReaderContext } from "~/components/sibp/counter";

/** etape7, the confirmation (SPEC 2): the page. */

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "confirmation");

export default function ConfirmationStep() {
  const { frame, counter, contractNumber, paper, earlyStart, remoteAssistance, visits, products, legal, monthly, discount, priceUnavailable } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const busy = useNavigation().state === "submitting";
  return (
    <JourneyPage frame={frame} title={t("checkout:confirmation.title")}>
      <Analytics name={pageViewName("etape7")} step="etape7" products={products} />
      <p className="notice" role="status">
        <strong>{t("checkout:confirmation.contractNumber", { number: contractNumber })}</strong>
      </p>
      <p>{t("checkout:confirmation.thanks")}</p>
      <ChargedPriceLine monthly={monthly} discount={discount} unavailable={priceUnavailable} />

      <section aria-labelledby="next-title">
        <h2 id="next-title">{t("checkout:confirmation.nextTitle")}</h2>
        <ol>
          {paper && <li>{t("checkout:confirmation.paper", reader)}</li>}
          <li>
            {earlyStart
              ? t("checkout:confirmation.startEarly")
              : t("checkout:confirmation.startAfterWithdrawal", { days: legal.withdrawalDays })}
          </li>
          {remoteAssistance && <li>{t("checkout:confirmation.material")}</li>}
          {visits && <li>{t("checkout:confirmation.firstVisit")}</li>}
          <li>{t("checkout:confirmation.firstDebit", { days: legal.preNotificationDays })}</li>
        </ol>
      </section>

      <JourneyDocuments />

      {counter ? (
        <Form method="post">
          <button type="submit" className="button" disabled={busy}>
            {t("checkout:confirmation.finish")}
          </button>
        </Form>
      ) : (
        <>
          <ul className="link-list">
            <li>
              <Link to="/services-seniors/contrat">{t("checkout:confirmation.contracts")}</Link>
            </li>
            <li>
              <Link to="/">{t("checkout:confirmation.home")}</Link>
            </li>
          </ul>

          <section aria-labelledby="restart-title">
            <h2 id="restart-title">{t("checkout:confirmation.restartTitle")}</h2>
            <Form method="post">
              <button type="submit" className="button secondary" disabled={busy}>
                {t("checkout:confirmation.restart")}
              </button>
            </Form>
          </section>
        </>
      )}
    </JourneyPage>
  );
}
