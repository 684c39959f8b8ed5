import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { analyticsProducts } from "~/kernel/platform/analytics";
import { choiceFromServices, hasAnyService, servicesFromChoice } from "~/kernel/contract/services";
import { choiceFromInitialQuery, choiceFromValues } from "~/kernel/contract/services-choice";
import { choiceFromForm, servicesFormSchema } from "~/kernel/contract/services-form";
import { isRefusedForm, parseForm, readForm } from "~/kernel/platform/form-data.server";
import { premiumExtra } from "~/kernel/contract/offers";
import { stepEstimate } from "~/features/journey/price.server";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import { pricedChoice, saveServices, servicesIntent } from "~/features/journey/services-step.server";
import { loadJourneyStep } from "~/features/journey/step.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";

/** etape1, the services (SPEC 2): the server side of the page. */

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  const journey = await loadJourneyStep(request, context, mode, "etape1");
  const saved = hasAnyService(journey.services)
    ? choiceFromServices(journey.services)
    : { ...choiceFromServices(journey.services), ...choiceFromInitialQuery(journey.state.initialQueryOffers, journey.state.initialQueryOptions) };
  const services = servicesFromChoice(saved);
  const [{ grid, price, discount, priceUnavailable }, standard, premium] = await Promise.all([
    stepEstimate(request, context, journey, services),
    getPriceGrid(journey.mode.system, "STANDARD", context.requestId),
    getPriceGrid(journey.mode.system, "PREMIUM", context.requestId),
  ]);
  const setCookie = journey.setCookie;
  return data(
    {
      frame: journey.frame,
      system: journey.mode.system,
      price,
      priceUnavailable,
      choice: saved,
      // What Premium adds to Standard and what it costs more, from the offers.
      premiumExtra: premiumExtra(standard, premium),
      discount,
      products: analyticsProducts(services, grid),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  const journey = await loadJourneyStep(request, context, mode, "etape1");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: servicesFormSchema });
  const onScreen = choiceFromValues(Object.fromEntries([...new Set(formData.keys())].map((key) => [key, formData.getAll(key).length > 1 ? formData.getAll(key) : formData.get(key)])));
  const intent = String(formData.get("intent") ?? "");

  // A refused post (fields no form of ours has) acts on nothing: the form comes back with its
  // message and what made sense, priced as on screen, whatever its intent.
  if (isRefusedForm(formData)) {
    return data({ result: submission.reply({ resetForm: false }), choice: onScreen, ...(await pricedChoice(context, journey.mode.system, onScreen)), discount: null, notices: [], promoError: null }, { status: 400 });
  }
  // Intents ("Mettre à jour le prix", promo codes): the services are not saved; the price and
  // the promo codes follow what is on screen.
  if (intent) {
    const { setCookie, ...shown } = await servicesIntent(request, context, journey, intent, formData, servicesFromChoice(onScreen));
    // An intent shows no field's error.
    const reply = submission.reply({ resetForm: false });
    // A promo code refused is bad input: said next to the field and in the error summary.
    return data({ result: { ...reply, error: undefined }, choice: onScreen, ...shown }, { status: shown.promoError ? 400 : 200, ...(setCookie ? { headers: { "Set-Cookie": setCookie } } : {}) });
  }
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply(),
        choice: onScreen,
        ...(await pricedChoice(context, journey.mode.system, onScreen)),
        discount: null,
        notices: [],
        promoError: null,
      },
      { status: 400 },
    );
  }

  const saved = await saveServices(request, context, journey, servicesFromChoice(choiceFromForm(submission.value)));
  if (saved.saved) return saved.response;
  return data(
    {
      result: submission.reply({ formErrors: [saved.messageKey] }),
      choice: onScreen,
      ...(await pricedChoice(context, journey.mode.system, onScreen)),
      discount: null,
      notices: [],
      promoError: null,
    },
    { status: 503, ...(saved.setCookie ? { headers: { "Set-Cookie": saved.setCookie } } : {}) },
  );
}
