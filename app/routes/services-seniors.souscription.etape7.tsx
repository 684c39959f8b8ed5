import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Analytics } from "~/components/analytics";
import { JourneyDocuments } from "~/components/journey-documents";
import { JourneyPage } from "~/components/journey-page";
import { ChargedPriceLine } from "~/components/price";
import { analyticsProducts, pageViewName } from "~/domain/analytics";
import { orderConsentOf, PRE_NOTIFICATION_DAYS, WITHDRAWAL_DAYS } from "~/domain/journey/checkout";
import { remoteKind, visitDays } from "~/domain/journey/services";
import { resetVsmp } from "~/domain/journey/state";
import { journeyMeta } from "~/journey/meta";
import { stepPath } from "~/domain/journey/paths";
import { journeyModeOf } from "~/journey/mode.server";
import { completeStep, loadJourneyStep } from "~/journey/step.server";
import { commitJourney } from "~/sessions/journey.server";
import { chargedLine, stepPrice } from "~/journey/price.server";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "confirmation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape7");
  const contract = journey.contract;
  if (contract?.status !== "VALIDATED") throw redirect(journey.pathOf("etape6"));
  const priced = await stepPrice(request, context, journey);
  return data(
    {
      ...chargedLine(priced),
      frame: journey.frame,
      // At the counter, the agent ends the subscription here (SIBP: past the last step).
      counter: journey.mode.project === "SIBP",
      contractNumber: contract.contractNumber,
      paper: contract.signature?.method === "PAPER",
      earlyStart: orderConsentOf(contract.billing)?.earlyStart ?? false,
      remoteAssistance: remoteKind(journey.services) !== null,
      visits: visitDays(journey.services).length > 0,
      products: analyticsProducts(journey.services, priced.grid),
      // Constants come with the data so that the page does not ship the schemas' module.
      legal: { preNotificationDays: PRE_NOTIFICATION_DAYS, withdrawalDays: WITHDRAWAL_DAYS },
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

/**
 * The visitor's "Commencer une nouvelle souscription" clears the whole journey state (resetVsmp);
 * the agent's "Terminer la souscription" goes past the last step: the subscription is ended.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (journeyModeOf(request).project === "VSMP") {
    return redirect(stepPath("etape1"), { headers: { "Set-Cookie": await commitJourney(resetVsmp()) } });
  }
  const journey = await loadJourneyStep(request, context, "etape7");
  if (journey.contract?.status !== "VALIDATED") throw redirect(journey.pathOf("etape6"));
  return completeStep(request, journey.state, "etape7", journey.services);
}

export default function ConfirmationStep() {
  const { frame, counter, contractNumber, paper, earlyStart, remoteAssistance, visits, products, legal, monthly, discount, priceUnavailable } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
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
          {paper && <li>{t("checkout:confirmation.paper")}</li>}
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
