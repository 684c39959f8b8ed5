import type { AppLoadContext } from "@remix-run/node";
import { getUser } from "~/auth/user.server";
import { priceUnavailability } from "~/domain/journey/offers";
import { formulaName, servicePayload, servicesFromChoice, triggerType, type Services, type ServicesChoice } from "~/domain/journey/services";
import { ensureCart } from "~/domain/journey/state";
import { flashNotices } from "~/sessions/flash.server";
import { isUpstreamError, type ProjectSystem } from "~/upstream/http.server";
import { createJourneyContract, saveSection } from "~/upstream/journey.server";
import {
  applyPromoCode,
  discountStateOf,
  followOffer,
  limiterKey,
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
function promoOutcome(intent: string, formData: FormData, journey: LoadedJourney, services: Services, key: string, requestId?: string): Promise<PromoOutcome> | PromoOutcome | null {
  const current = discountStateOf(journey.state);
  const changesCodes = intent === "apply-promo" || intent === "retry-promo" || intent.startsWith("remove-promo:");
  if (changesCodes && savedCodesUnknown(journey.state)) return savedCodesUnreadable(formData.get("promoCode"), current);
  if (intent === "apply-promo") return applyPromoCode(formData.get("promoCode"), current, services, key, requestId);
  if (intent === "retry-promo") return retryPromoCode(current, services, key, requestId);
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
  const outcome = await promoOutcome(intent, formData, journey, onScreen, limiterKey(request, context), context.requestId);
  const current = discountStateOf(journey.state);
  // A promo code refused is bad input: said next to the field and in the error summary.
  if (outcome?.error) context.formErrors = true;
  if (outcome) await savePromosIfChanged(journey.state.contractId, outcome, context.requestId);
  const { price, priceUnavailable, discount } = await estimatePrice(request, context, { system: journey.mode.system, services: onScreen, discount: outcome?.state ?? current });
  const changed = outcome && outcome.state !== current;
  return {
    price,
    priceUnavailable,
    discount,
    notices: outcome?.events ?? [],
    promoError: outcome?.error ?? null,
    setCookie: changed ? await journey.mode.store.commit(withDiscountState(journey.state, outcome.state)) : null,
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
  const response = await completeStep(request, state, "etape1", services);
  if (followed.events.length > 0) response.headers.append("Set-Cookie", await flashNotices(request, followed.events));
  return { saved: true, response };
}
