import { randomUUID } from "node:crypto";
import { MAX_APPLIED_CODES, type CodeCheck } from "~/kernel/money/discount/codes";
import type { AppLoadContext } from "@remix-run/node";
import { getAgentSession, readAgent } from "~/kernel/auth/agent.server";
import { config } from "~/kernel/platform/config.server";
import { clientKeyFor, giveBackTry, takeTry, visitorTries, type AttemptStatus, type TryKeys, type TryOutcome } from "~/kernel/platform/attempt-limiter.server";
import { discountOfferOfChoice, type DiscountOffer, type OfferType } from "~/kernel/money/discount/offer";
import { choiceOfServices, feeTypeOf } from "~/kernel/money/contract-price";
import { discountLabel, feeWaiverLabel, type DiscountMessage } from "~/kernel/money/discount/pricing";
import {
  codeToRetry,
  discountReducer,
  initialDiscountState,
  parseDiscountState,
  precheckDiscountCode,
  type DiscountEvent,
  type DiscountState,
} from "~/kernel/money/discount/state";
import { offerType, type Services } from "~/kernel/contract/services";
import type { JourneyState } from "~/features/journey/rules/state";
import { createCache } from "~/kernel/upstream/cache.server";
import { compatibilityWithOffer, readAppliedDiscounts, readContractPromos, saveContractPromos, validateDiscountCode } from "~/kernel/upstream/discount.server";
import type { AppliedDiscount } from "~/kernel/money/discount/schemas";

/** The journey's services as the discount rules see them (the contract hub reads a draft's the same way). */
export function discountOfferOf(services: Services): DiscountOffer {
  return discountOfferOfChoice(choiceOfServices(services));
}

export function discountStateOf(state: JourneyState): DiscountState {
  return state.discount === undefined ? initialDiscountState : parseDiscountState(state.discount);
}

/**
 * After the step's guard tried to restore them: the codes saved with the contract could not be
 * read, so no price is shown (it could lack a code the person is charged with).
 */
export function savedCodesUnknown(state: JourneyState): boolean {
  return Boolean(state.contractId) && state.discount === undefined;
}

export function withDiscountState(state: JourneyState, discount: DiscountState): JourneyState {
  return { ...state, discount };
}

/**
 * Whose promo tries a page counts (decisions 080, 136): at the counter the agent's for the client
 * being served (their idrh and the client's id: a new client starts with all five), else the
 * journey's own random key, which its first try sets (null before: nothing tried, nothing shown).
 * The address's ceiling applies to visitors, not to a signed-in agent.
 */
export async function promoVisitorKey(request: Request, project: "VSMP" | "SIBP", state: JourneyState): Promise<string | null> {
  if (project === "SIBP") {
    const agent = readAgent(await getAgentSession(request));
    if (!agent) return null;
    return state.clientId ? `promo:agent:${agent.idrh}:client:${state.clientId}` : `promo:agent:${agent.idrh}`;
  }
  return state.promoKey ? `promo:journey:${state.promoKey}` : null;
}

/** The journey with its promo key, given at its first try. */
export function withPromoKey(state: JourneyState): JourneyState {
  return state.promoKey ? state : { ...state, promoKey: randomUUID() };
}

/** The keys a try counts against: the visitor's (or agent's) own, and the address's ceiling for a visitor. */
export async function promoTryKeys(request: Request, context: AppLoadContext, project: "VSMP" | "SIBP", state: JourneyState): Promise<TryKeys> {
  const address = `promo:${clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops)}`;
  const visitor = await promoVisitorKey(request, project, state);
  // An agent's page always has the agent; without one, the address stands in rather than no limit.
  return project === "SIBP" ? { visitor: visitor ?? address, address: null } : { visitor: visitor ?? address, address };
}

/** Applied-code details depend only on the code and the offer: shared, briefly cached. */
const appliedCache = createCache<AppliedDiscount[]>(60_000);

/** Throws when the discount service could not answer for a code (nothing is cached then). */
async function appliedDiscounts(codes: readonly string[], offer: DiscountOffer, requestId?: string) {
  if (codes.length === 0) return [];
  return appliedCache.get(`${codes.join(",")}|${JSON.stringify(offer)}`, async () => {
    const { discounts, failed } = await readAppliedDiscounts(codes, offer, { requestId });
    if (failed.length > 0) throw new Error(`discount service unavailable for ${failed.join(", ")}`);
    return discounts;
  });
}

export interface DiscountView {
  /** Each code with what it does to the monthly price (`label`) and to the offer's one-time fee (`fees`). */
  applied: { code: string; label: DiscountMessage | null; fees?: DiscountMessage | null }[];
  /** The applied codes' terms for this offer: what the estimate needs, on the server and, with JavaScript, the page. */
  discounts: AppliedDiscount[];
  /** The applied codes' terms could not be read: no price is shown rather than one without them. */
  unavailable: boolean;
  status: AttemptStatus;
  lockedUntilIso: string | null;
  /** The last code tried in error, which "Réessayer le dernier code" checks again. */
  retryCode: string | null;
}

/** What the page shows: the applied codes, the price before and after, and the visitor's own attempt limit. */
export async function discountView(
  state: DiscountState,
  services: Services,
  visitorKey: string | null,
  context: AppLoadContext,
): Promise<DiscountView> {
  const offer = discountOfferOf(services);
  const choice = choiceOfServices(services);
  const feeType = choice ? feeTypeOf(choice) : null;
  const [read, status] = await Promise.all([
    appliedDiscounts(state.applied, offer, context.requestId).then(
      (discounts) => ({ discounts, unavailable: false }),
      () => ({ discounts: [], unavailable: true }),
    ),
    visitorTries(visitorKey),
  ]);
  const { discounts, unavailable } = read;
  const byCode = new Map(discounts.map((discount) => [discount.code.toUpperCase(), discount]));
  return {
    applied: state.applied.map((code) => {
      const discount = byCode.get(code);
      return { code, label: discount ? discountLabel(discount) : null, fees: discount ? feeWaiverLabel(discount, feeType) : null };
    }),
    discounts,
    unavailable,
    status,
    lockedUntilIso: status.lockedUntil?.toISOString() ?? null,
    retryCode: state.lastError,
  };
}

export interface PromoOutcome {
  state: DiscountState;
  events: DiscountEvent[];
  /** What to say next to the field; `code`: what was typed, given back in the field. */
  error: { key: string; values?: Record<string, string | number>; code?: string } | null;
  listChanged: boolean;
}

/**
 * While the codes saved with the contract cannot be read, no code is added, tried again or
 * removed: the list saved then would replace them and drop them. The code typed stays in the
 * field, no try is counted, and the same submission goes through once they can be read.
 */
export function savedCodesUnreadable(typed: unknown, discount: DiscountState): PromoOutcome {
  return { state: discount, events: [], error: { key: "discount:errors.savedUnreadable", code: String(typed ?? "") }, listChanged: false };
}

/**
 * "Appliquer": the code is checked (format, already applied, dates, compatibility) against the
 * offer on screen; only a wrong code uses up a try of the limit (5, then 5 minutes, on the server).
 */
export async function applyPromoCode(raw: unknown, discount: DiscountState, services: Services, keys: TryKeys, requestId?: string): Promise<PromoOutcome> {
  const typed = String(raw ?? "");
  const outcome = await checkPromoCode(precheckDiscountCode(discount, raw), typed, discount, services, keys, requestId);
  return outcome.error ? { ...outcome, error: { ...outcome.error, code: typed } } : outcome;
}

/** "Réessayer le dernier code": the last code tried in error, checked again; ERR_NO_PREVIOUS without one. */
export function retryPromoCode(discount: DiscountState, services: Services, keys: TryKeys, requestId?: string): Promise<PromoOutcome> {
  return checkPromoCode(codeToRetry(discount), discount.lastError ?? "", discount, services, keys, requestId);
}

async function checkPromoCode(
  precheck: CodeCheck,
  typed: string,
  discount: DiscountState,
  services: Services,
  keys: TryKeys,
  requestId?: string,
): Promise<PromoOutcome> {
  // The try is taken first, so that parallel posts cannot pass the limit, and given back
  // unless the code was wrong (decision 136: a code applied, or one that could not be checked, is no try).
  const attempt = await takeTry(keys);
  if (!attempt.allowed) return { state: discount, events: [], error: lockedError(attempt), listChanged: false };
  const outcome = await judgePromoCode(precheck, typed, discount, services, requestId);
  if (!outcome.wrongCode) await giveBackTry(keys);
  return outcome.outcome;
}

/** Errors that say the code itself is wrong (unknown, expired, malformed): each one is a try. */
const WRONG_CODE_ERRORS: ReadonlySet<string> = new Set(["ERR_INVALID_FORMAT", "ERR_NOT_FOUND", "ERR_DATES_VALIDITY"]);

async function judgePromoCode(
  precheck: CodeCheck,
  typed: string,
  discount: DiscountState,
  services: Services,
  requestId?: string,
): Promise<{ outcome: PromoOutcome; wrongCode: boolean }> {
  if (!precheck.ok) {
    const failed = discountReducer(discount, { type: "failed", code: typed, error: precheck.error });
    return { outcome: { ...failed, error: { key: `discount:errors.${precheck.error}`, values: { max: MAX_APPLIED_CODES } } }, wrongCode: WRONG_CODE_ERRORS.has(precheck.error) };
  }
  const type = offerType(services) ?? "visite_facteur";
  let check;
  try {
    check = await validateDiscountCode(precheck.code, discountOfferOf(services), { requestId });
  } catch {
    return { outcome: { state: discount, events: [], error: { key: "journey:price.discountsUnavailable" }, listChanged: false }, wrongCode: false };
  }
  if (!check.ok) {
    const failed = discountReducer(discount, { type: "failed", code: precheck.code, error: check.error });
    return { outcome: { ...failed, error: { key: `discount:errors.${check.error}` } }, wrongCode: WRONG_CODE_ERRORS.has(check.error) };
  }
  const applied = discountReducer(discount, { type: "applied", code: precheck.code, offerType: type as OfferType });
  return { outcome: { ...applied, error: applied.error ? { key: `discount:errors.${applied.error}` } : null }, wrongCode: false };
}

/** The visitor's own lock, or the address's ceiling (someone else's tries: said as such). */
function lockedError(refused: Extract<TryOutcome, { allowed: false }>) {
  const key = refused.by === "visitor" ? "discount:errors.ERR_LOCKED" : "discount:errors.ERR_ADDRESS_LOCKED";
  return { key, values: { time: refused.lockedUntil.toISOString() } };
}

export function removePromoCode(code: string, discount: DiscountState): PromoOutcome {
  const removed = discountReducer(discount, { type: "removed", code });
  return { ...removed, error: null };
}

/** SPEC 4: when the services change, incompatible codes leave (remembered) and come back. */
export async function followOffer(discount: DiscountState, services: Services, requestId?: string): Promise<PromoOutcome> {
  const type = offerType(services);
  const codes = [...discount.applied, ...discount.cache.map((entry) => entry.code)];
  if (!type || codes.length === 0) return { state: discount, events: [], error: null, listChanged: false };
  const compatibility = await compatibilityWithOffer(codes, discountOfferOf(services), { requestId });
  const changed = discountReducer(discount, { type: "offerChanged", offerType: type, compatibility });
  return { ...changed, error: null };
}

/** Saves the list with the contract after each add, remove or update (when there is a contract). */
export async function savePromosIfChanged(contractId: string | null, outcome: { state: DiscountState; listChanged: boolean }, requestId?: string) {
  if (!contractId || !outcome.listChanged) return true;
  return saveContractPromos(contractId, outcome.state.applied, { requestId });
}

/**
 * Reads the saved list back when the cookie has no discount state yet (SPEC 7). When it cannot
 * be read, nothing is restored, so the next page tries again (the saved codes are not forgotten).
 */
export async function restoreDiscounts(state: JourneyState, services: Services, requestId?: string): Promise<DiscountState | null> {
  if (!state.contractId || state.discount !== undefined) return null;
  const references = await readContractPromos(state.contractId, { requestId });
  if (references === null) return null;
  return discountReducer(initialDiscountState, {
    type: "restored",
    codes: references.map((reference) => reference.code),
    offerType: offerType(services),
  }).state;
}
