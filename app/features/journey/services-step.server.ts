import type { AppLoadContext } from "@remix-run/node";
import { getUser } from "~/kernel/auth/user.server";
import { priceUnavailability } from "~/kernel/contract/offers";
import { formulaName, servicePayload, servicesFromChoice, triggerType, type Services, type ServicesChoice } from "~/kernel/contract/services";
import { ensureCart } from "~/features/journey/rules/state";
import { stepsChangeNotices } from "~/kernel/contract/journey-steps";
import type { TryKeys } from "~/kernel/platform/attempt-limiter.server";
import { flashNotices } from "~/features/journey/flash.server";
import { isUpstreamError, type ProjectSystem } from "~/kernel/upstream/http.server";
import { createJourneyContract, saveSection } from "~/kernel/upstream/journey.server";
import {
  applyPromoCode,
  discountStateOf,
  followOffer,
  promoTryKeys,
  promoVisitorKey,
  withPromoKey,
  removePromoCode,
  retryPromoCode,
  savedCodesUnknown,
  savedCodesUnreadable,
  savePromosIfChanged,
  withDiscountState,
  type PromoOutcome,
} from "./discount.server";
import { estimatePrice, servicesGrid } from "./price.server";
import { completeStep, type LoadedJourney } from "./step.server";

/**
 * The services step (etape1) of the journey: the promo codes' intents and the price that follows
 * the form, and the submission that creates the contract and saves the services with it. The
 * route keeps the form and the view.
 */

/** The form given back without promo details: the price on screen, or why it cannot be shown. */
export async function pricedChoice(context: AppLoadContext, system: ProjectSystem, choice: ServicesChoice) {
  const { grid, price } = await servicesGrid(context, system, servicesFromChoice(choice));
  return { price, priceUnavailable: priceUnavailability(grid, false) };
}

/** The promo intents of the form: apply, retry, remove, and the price update (the code follows the offer). */
function promoOutcome(intent: string, formData: FormData, journey: LoadedJourney, services: Services, keys: TryKeys, requestId?: string): Promise<PromoOutcome> | PromoOutcome | null {
  const current = discountStateOf(journey.state);
  const changesCodes = intent === "apply-promo" || intent === "retry-promo" || intent.startsWith("remove-promo:");
  if (changesCodes && savedCodesUnknown(journey.state)) return savedCodesUnreadable(formData.get("promoCode"), current);
  if (intent === "apply-promo") return applyPromoCode(formData.get("promoCode"), current, services, keys, requestId);
  if (intent === "retry-promo") return retryPromoCode(current, services, keys, requestId);
  if (intent.startsWith("remove-promo:")) return removePromoCode(intent.slice("remove-promo:".length), current);
  if (intent === "price") return followOffer(current, services, requestId);
  return null;
}

/**
 * An intent of the form ("Mettre à jour le prix", a promo code applied, tried again or removed):
 * the services are not saved; the price and the promo codes follow what is on screen, and the
 * codes' list is saved with the contract when it changed. `setCookie` when the codes changed.
 */
export async function servicesIntent(request: Request, context: AppLoadContext, journey: LoadedJourney, intent: string, formData: FormData, onScreen: Services) {
  // A try is counted against this journey's own key, which its first try gives it (decision 080).
  // No try is counted while the saved codes cannot be read (savedCodesUnreadable): no key is given then.
  const tries = (intent === "apply-promo" || intent === "retry-promo") && !savedCodesUnknown(journey.state);
  const state = tries && journey.mode.project === "VSMP" ? withPromoKey(journey.state) : journey.state;
  const keys = await promoTryKeys(request, context, journey.mode.project, state);
  const outcome = await promoOutcome(intent, formData, journey, onScreen, keys, context.requestId);
  const current = discountStateOf(journey.state);
  if (outcome) await savePromosIfChanged(journey.state.contractId, outcome, context.requestId);
  const visitorKey = await promoVisitorKey(request, journey.mode.project, state);
  const { price, priceUnavailable, discount } = await estimatePrice(request, context, { system: journey.mode.system, services: onScreen, discount: outcome?.state ?? current, visitorKey });
  const codesChanged = outcome !== null && outcome.state !== current;
  const next = codesChanged ? withDiscountState(state, outcome.state) : state;
  return {
    price,
    priceUnavailable,
    discount,
    notices: outcome?.events ?? [],
    promoError: outcome?.error ?? null,
    setCookie: next !== journey.state ? await journey.mode.store.commit(next) : null,
  };
}

export type SavedServices = { saved: true; response: Response } | { saved: false; messageKey: string; setCookie: string | null };

/**
 * The submission: the promo codes follow the offer; the contract is created when the journey has
 * none (the signed-in visitor's or, at the counter, the identified client's) and the services are
 * saved with it, then the codes; on to the next step with the codes' notices. An upstream failure
 * gives the message to show (the form keeps what was typed).
 */
export async function saveServices(request: Request, context: AppLoadContext, journey: LoadedJourney, services: Services): Promise<SavedServices> {
  // The saved codes unread: the journey keeps no promo state, so the next page reads them again.
  const codesUnknown = savedCodesUnknown(journey.state);
  const followed = await followOffer(discountStateOf(journey.state), services, context.requestId);
  let state = codesUnknown ? ensureCart(journey.state, Date.now()) : withDiscountState(ensureCart(journey.state, Date.now()), followed.state);
  const newContract = !state.contractId;
  try {
    if (!state.contractId) {
      const customerId = journey.mode.project === "SIBP" ? state.clientId : (await getUser(request))?.id;
      const created = await createJourneyContract(
        { cartId: state.cartId!, system: journey.mode.system, ...(customerId ? { customerId } : {}) },
        { requestId: context.requestId },
      );
      state = { ...state, contractId: created.contractId, contractNumber: created.contractNumber };
    }
    const offers = { serviceLevel: services.type, zoneType: services.country, formulaName: formulaName(services), triggerType: triggerType(services), services: servicePayload(services) };
    await saveSection(state.contractId!, "offers", { offers }, { requestId: context.requestId });
  } catch (error) {
    const messageKey = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return { saved: false, messageKey, setCookie: state !== journey.state ? await journey.mode.store.commit(state) : null };
  }
  await savePromosIfChanged(state.contractId, { state: followed.state, listChanged: followed.listChanged || (newContract && followed.state.applied.length > 0) }, context.requestId);
  const response = await completeStep(request, journey.mode, state, "etape1", services);
  // A total already announced that changes with the services is explained on the next page, never changed silently.
  const after = journey.mode.frame(journey.mode.complete(state, "etape1", services, new URL(request.url)).state);
  const stepsChanged = journey.frame.totalKnown ? stepsChangeNotices(journey.frame.steps, after.steps, after.max) : [];
  if (followed.events.length > 0 || stepsChanged.length > 0) response.headers.append("Set-Cookie", await flashNotices(request, followed.events, stepsChanged));
  return { saved: true, response };
}
