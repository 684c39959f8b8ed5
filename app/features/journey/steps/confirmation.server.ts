import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getUser } from "~/kernel/auth/user.server";
import { analyticsProducts } from "~/kernel/platform/analytics";
import { today } from "~/kernel/contract/calendar";
import { debitStartOf } from "~/kernel/money/first-debit";
import { feeTypeOf, type ContractPrice } from "~/kernel/money/contract-price";
import { personView, PRE_NOTIFICATION_DAYS } from "~/features/journey/rules/checkout";
import { agentDashboardPath, stepPath } from "~/kernel/contract/paths";
import { awaitsSignedDocuments } from "~/kernel/contract/signed-documents";
import { visitDays } from "~/kernel/contract/services";
import { resetVsmp } from "~/features/journey/rules/state";
import { personalDataHeaders } from "~/kernel/platform/security";
import { mayWithdraw, PUBLIC_WITHDRAWAL_PATH, withdrawalWindow } from "~/kernel/contract/withdrawal";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { draftPrice } from "~/features/journey/price.server";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import { completeStep, loadJourneyStep } from "~/features/journey/step.server";
import { commitJourney } from "~/features/journey/journey-cookie.server";

/** etape7, the confirmation (SPEC 2): the server side of the page. */

/** Installed (a landline's box, a SIM box with installation assistance) or sent by parcel; null without remote assistance. */
function equipmentOf(price: Pick<ContractPrice, "remoteAssistanceType" | "fee"> | null): "install" | "sending" | null {
  const type = price ? (price.fee?.type ?? feeTypeOf({ remoteAssistanceType: price.remoteAssistanceType, options: [] })) : null;
  return type === null ? null : type === "sending" ? "sending" : "install";
}

export const headers = personalDataHeaders;

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  const journey = await loadJourneyStep(request, context, mode, "etape7");
  const contract = journey.contract;
  if (contract?.status !== "VALIDATED") throw redirect(journey.pathOf("etape6"));
  const grid = await getPriceGrid(journey.mode.system, journey.services.type, context.requestId);
  // The contract's state and dates as the hub set them, in the journey's read of the contract.
  const facts = contract.contract;
  const counter = journey.mode.project === "SIBP";
  // Someone who subscribed without an account is offered one, to follow the contract.
  const signedIn = counter ? true : Boolean(await getUser(request));
  return data(
    {
      signedIn,
      ...draftPrice(contract),
      // The first debit that takes money, on the day the hub's start gives (none yet on paper).
      debitStart: debitStartOf(facts, { paper: awaitsSignedDocuments(facts?.contractStatus), earlyStart: facts?.earlyStart ?? false }, today()),
      frame: journey.frame,
      // At the counter, the agent ends the subscription here (SIBP: past the last step).
      counter,
      contractNumber: contract.contractNumber,
      // The confirmation mail, said sent only when it was handed to the relay, never otherwise; the
      // address is the subscriber's, as the contract has it.
      confirmationMail: journey.state.confirmationMail === null ? null : { sent: journey.state.confirmationMail === "sent", to: personView(contract.billing)?.mail ?? null },
      // Ordered on paper: nothing is signed nor starts until the signed documents come back.
      awaitingSignedDocuments: awaitsSignedDocuments(facts?.contractStatus),
      start: facts ? { contractStatus: facts.contractStatus, startDate: facts.startDate, withdrawalEndDate: facts.withdrawalEndDate, earlyStart: facts.earlyStart } : null,
      // The start's tense is told from the server's day (the browser's clock may be another's).
      today: today(),
      // "Se rétracter du contrat ici" while the period runs (decision 123): without signing in
      // online (the contract's number filled in), on the contract's page at the counter.
      withdrawal:
        facts && mayWithdraw(facts, today())
          ? { href: counter ? `${agentDashboardPath(contract.contractNumber)}/retractation` : `${PUBLIC_WITHDRAWAL_PATH}?contrat=${encodeURIComponent(contract.contractNumber)}`, window: withdrawalWindow(facts, today()) }
          : null,
      // Where the agent records the signed documents handed at the counter.
      contractPath: counter ? agentDashboardPath(contract.contractNumber) : null,
      // How the remote-assistance equipment comes: installed by a technician, or sent (none without remote assistance).
      equipment: equipmentOf(contract.price),
      visits: visitDays(journey.services).length > 0,
      products: analyticsProducts(journey.services, grid),
      // Constants come with the data so that the page does not ship the schemas' module.
      legal: { preNotificationDays: PRE_NOTIFICATION_DAYS },
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

/**
 * The visitor's "Commencer une nouvelle souscription" clears the whole journey state (resetVsmp);
 * the agent's "Terminer la souscription" goes past the last step: the subscription is ended.
 */
export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  if (mode.project === "VSMP") {
    return redirect(stepPath("etape1"), { headers: { "Set-Cookie": await commitJourney(resetVsmp()) } });
  }
  const journey = await loadJourneyStep(request, context, mode, "etape7");
  if (journey.contract?.status !== "VALIDATED") throw redirect(journey.pathOf("etape6"));
  return completeStep(request, journey.mode, journey.state, "etape7", journey.services);
}
