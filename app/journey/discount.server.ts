import { MAX_APPLIED_CODES, type CodeCheck } from "~/domain/discount/codes";
import type { AppLoadContext } from "@remix-run/node";
import { config } from "~/platform/config.server";
import { attemptLimiter, clientKeyFor, type AttemptStatus } from "~/platform/discount-limiter.server";
import { discountOfferOfChoice, type DiscountOffer, type OfferType } from "~/domain/discount/offer";
import { choiceOfServices } from "~/domain/pricing/contract-price";
import { discountLabel, type DiscountMessage } from "~/domain/discount/pricing";
import {
  codeToRetry,
  discountReducer,
  initialDiscountState,
  parseDiscountState,
  precheckDiscountCode,
  type DiscountEvent,
  type DiscountState,
} from "~/domain/discount/state";
import { offerType, type Services } from "~/domain/journey/services";
import type { JourneyState } from "~/domain/journey/state";
import { createCache } from "~/upstream/cache.server";
import { compatibilityWithOffer, readAppliedDiscounts, readContractPromos, saveContractPromos, validateDiscountCode } from "~/upstream/discount.server";
import type { AppliedDiscount } from "~/domain/discount/schemas";

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

export function limiterKey(request: Request, context: AppLoadContext): string {
  return clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops);
}

/** The promo tries of the request's address (SPEC 4). */
function promoTries(request: Request, context: AppLoadContext): Promise<AttemptStatus> {
  return attemptLimiter().getAttemptStatus(limiterKey(request, context));
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
  applied: { code: string; label: DiscountMessage | null }[];
  /** The applied codes' terms for this offer: what the estimate needs, on the server and, with JavaScript, the page. */
  discounts: AppliedDiscount[];
  /** The applied codes' terms could not be read: no price is shown rather than one without them. */
  unavailable: boolean;
  status: AttemptStatus;
  lockedUntilIso: string | null;
  /** The last code tried in error, which "Réessayer le dernier code" checks again. */
  retryCode: string | null;
}

/** What the page shows: the applied codes, the price before and after, and the attempt limit. */
export async function discountView(
  state: DiscountState,
  services: Services,
  request: Request,
  context: AppLoadContext,
): Promise<DiscountView> {
  const offer = discountOfferOf(services);
  const [read, status] = await Promise.all([
    appliedDiscounts(state.applied, offer, context.requestId).then(
      (discounts) => ({ discounts, unavailable: false }),
      () => ({ discounts: [], unavailable: true }),
    ),
    promoTries(request, context),
  ]);
  const { discounts, unavailable } = read;
  const byCode = new Map(discounts.map((discount) => [discount.code.toUpperCase(), discount]));
  return {
    applied: state.applied.map((code) => {
      const discount = byCode.get(code);
      return { code, label: discount ? discountLabel(discount) : null };
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
 * "Appliquer": every try counts against the limit (5, then 5 minutes, on the server), then
 * the code is checked (format, already applied, dates, compatibility) against the offer on screen.
 */
export async function applyPromoCode(raw: unknown, discount: DiscountState, services: Services, key: string, requestId?: string): Promise<PromoOutcome> {
  const typed = String(raw ?? "");
  const outcome = await checkPromoCode(precheckDiscountCode(discount, raw), typed, discount, services, key, requestId);
  return outcome.error ? { ...outcome, error: { ...outcome.error, code: typed } } : outcome;
}

/** "Réessayer le dernier code": the last code tried in error, checked again; ERR_NO_PREVIOUS without one. */
export function retryPromoCode(discount: DiscountState, services: Services, key: string, requestId?: string): Promise<PromoOutcome> {
  return checkPromoCode(codeToRetry(discount), discount.lastError ?? "", discount, services, key, requestId);
}

async function checkPromoCode(
  precheck: CodeCheck,
  typed: string,
  discount: DiscountState,
  services: Services,
  key: string,
  requestId?: string,
): Promise<PromoOutcome> {
  const limiter = attemptLimiter();
  const before = await limiter.getAttemptStatus(key);
  if (before.locked) return { state: discount, events: [], error: lockedError(before), listChanged: false };
  const attempt = await limiter.recordAttempt(key);
  if (!attempt.allowed) return { state: discount, events: [], error: lockedError(attempt.status), listChanged: false };

  if (!precheck.ok) {
    const failed = discountReducer(discount, { type: "failed", code: typed, error: precheck.error });
    return { ...failed, error: { key: `discount:errors.${precheck.error}`, values: { max: MAX_APPLIED_CODES } } };
  }
  const type = offerType(services) ?? "visite_facteur";
  let check;
  try {
    check = await validateDiscountCode(precheck.code, discountOfferOf(services), { requestId });
  } catch {
    return { state: discount, events: [], error: { key: "discount:errors.unavailable" }, listChanged: false };
  }
  if (!check.ok) {
    const failed = discountReducer(discount, { type: "failed", code: precheck.code, error: check.error });
    return { ...failed, error: { key: `discount:errors.${check.error}` } };
  }
  const applied = discountReducer(discount, { type: "applied", code: precheck.code, offerType: type as OfferType });
  return { ...applied, error: applied.error ? { key: `discount:errors.${applied.error}` } : null };
}

function lockedError(status: AttemptStatus) {
  return { key: "discount:errors.ERR_LOCKED", values: { time: status.lockedUntil?.toISOString() ?? "" } };
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
