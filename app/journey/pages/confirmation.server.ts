import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { analyticsProducts } from "~/domain/analytics";
import { orderConsentOf, PRE_NOTIFICATION_DAYS, WITHDRAWAL_DAYS } from "~/domain/journey/checkout";
import { stepPath } from "~/domain/journey/paths";
import { remoteKind, visitDays } from "~/domain/journey/services";
import { resetVsmp } from "~/domain/journey/state";
import { personalDataHeaders } from "~/domain/security";
import { journeyModeOf } from "~/journey/mode.server";
import { chargedLine, stepPrice } from "~/journey/price.server";
import { completeStep, loadJourneyStep } from "~/journey/step.server";
import { commitJourney } from "~/sessions/journey.server";

/** etape7, the confirmation (SPEC 2): the server side of the page. */

export const headers = personalDataHeaders;

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
