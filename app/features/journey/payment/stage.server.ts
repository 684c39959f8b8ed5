import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { analyticsProducts } from "~/kernel/platform/analytics";
import { orderConsentOf, paymentStage, type PaymentStage } from "~/features/journey/rules/checkout";
import type { JourneyState } from "~/features/journey/rules/state";
import { isUpstreamError, type HubRefusal } from "~/kernel/upstream/http.server";
import type { JourneyContract } from "~/kernel/upstream/journey.server";
import { draftPrice } from "~/features/journey/price.server";
import type { PriceGrid } from "~/kernel/contract/offers";
import { loadJourneyStep, type LoadedJourney } from "~/features/journey/step.server";
import type { JourneyMode } from "~/features/journey/mode.server";
import { today } from "~/kernel/contract/calendar";
import { debitStartOf } from "~/kernel/money/first-debit";

/**
 * The payment page (etape6, and the SIBP journey's paiement step) is one address in three stages
 * (decision 036): the SEPA mandate, the order, the signature. This is what they share: the
 * page's guard (the journey's step guard, then a contract), the stage it is at, the data every
 * stage shows, and the answers of their actions.
 */

export type Payment = LoadedJourney & { contract: JourneyContract; stage: PaymentStage; readFailed: false };

/** The stage the journey is at: the contract is the authority, the cookie says what this browser last chose. */
function stageOf(state: JourneyState, contract: JourneyContract): PaymentStage {
  return paymentStage({
    cookieRum: state.mandate.rum,
    cookieSignatureMethod: state.signature.method,
    mandateRum: contract.mandate?.rum ?? null,
    signature: contract.signature,
    orderAccepted: orderConsentOf(contract.billing) !== null,
  });
}

/**
 * The payment page's guard: the journey at its payment step, with a contract (else its first
 * step). A post whose read of the contract failed, and the page shown after it, get the journey
 * unread instead (its stage unknown): the page keeps what was typed.
 */
export async function loadPayment(request: Request, context: AppLoadContext, mode: JourneyMode): Promise<Payment | UnreadPayment> {
  const journey = await loadJourneyStep(request, context, mode, "etape6");
  if (journey.readFailed) return { ...journey, contract: null, readFailed: true };
  if (!journey.contract) throw redirect(journey.pathOf("etape1"));
  return { ...journey, contract: journey.contract, stage: stageOf(journey.state, journey.contract), readFailed: false };
}

export type UnreadPayment = LoadedJourney & { contract: null; readFailed: true };

/**
 * The page shown after a post whose read failed (503): the bank details' form, the only stage
 * where a person types more than a code, with no price (it could not be read) and no mandate.
 */
export function unreadPaymentPage(journey: UnreadPayment) {
  return { frame: journey.frame, stage: "mandate" as const, ...draftPrice(null), debitStart: null, mandate: null, signature: null, products: [], accountOwner: undefined };
}

/** What every stage shows: the stepper, the price charged, the contract's mandate (masked) and signature. */
export function paymentBase(journey: Payment, grid: PriceGrid | null) {
  const { contract } = journey;
  return {
    frame: journey.frame,
    stage: journey.stage,
    // The draft's price as the hub prices it, for the page and the mandate alike.
    ...draftPrice(contract),
    // When the first debit that takes money would come, for a signature today (decision 140).
    debitStart: debitStartOf(contract.contract, { paper: contract.signature?.method === "PAPER", earlyStart: orderConsentOf(contract.billing)?.earlyStart ?? false }, today()),
    // Only the masked view of the mandate ever reaches the page.
    mandate: contract.mandate,
    signature: contract.signature,
    products: analyticsProducts(journey.services, grid),
  };
}

export type PaymentBase = ReturnType<typeof paymentBase>;

// ---------------------------------------------------------------------------------------------
// The stages' actions: one form per stage (hidden "form"), intent buttons for the moves between stages.

export interface Outcome {
  /** The stage the page shows with this result (the cookie of this response is not read yet). */
  stage: PaymentStage;
  result: SubmissionResult<string[]>;
  resentTo?: string | null;
  /** What a refusal of the hub counted (decision 120), for its message: the tries left, when to ask again. */
  refusal?: RefusalValues;
}

export interface RefusalValues {
  triesLeft?: number;
  retryAt?: string;
}

/** The counts a hub's refusal gives, for the page's message; nothing for another failure. */
export function refusalValues(refusal: HubRefusal | null): RefusalValues | undefined {
  if (!refusal || (refusal.triesLeft === undefined && refusal.retryAt === undefined)) return undefined;
  return { triesLeft: refusal.triesLeft, retryAt: refusal.retryAt };
}

/** Post/redirect/get back to the payment page with the new state. */
export async function stay(journey: Payment, state: JourneyState) {
  return redirect(journey.pathOf("etape6"), { headers: { "Set-Cookie": await journey.mode.store.commit(state) } });
}

/** The form back with its messages and every value typed, refused (400) (and the new state, when it changed). */
export function failed(outcome: Outcome, state?: JourneyState, journey?: Payment) {
  return state && journey ? journey.mode.store.commit(state).then((cookie) => data(outcome, { status: 400, headers: { "Set-Cookie": cookie } })) : data(outcome, { status: 400 });
}

export function upstreamCode(error: unknown): string | undefined {
  if (!isUpstreamError(error, "status")) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

export function failureKey(error: unknown): string {
  return isUpstreamError(error, "timeout") ? "order:errors.timeout" : "order:errors.failed";
}

/** Validated meanwhile (a second submission, another tab): the order is done, go on. */
export function alreadyValidated(error: unknown) {
  return upstreamCode(error) === "CONTRACT_VALIDATED";
}
