import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField, DefaultSubmit, ErrorSummary, RadioGroup, StepActions } from "~/components/form";
import { JourneyPage } from "~/components/journey-page";
import { PriceBox } from "~/components/price";
import { priceOf, priceUnavailability, type PriceGrid, type PriceUnavailable } from "~/domain/journey/offers";
import {
  choiceFromServices,
  hasAnyService,
  servicesFromChoice,
  VISIT_DAYS,
  type ServiceType,
  type ServicesChoice,
} from "~/domain/journey/services";
import { choiceFromInitialQuery, choiceFromValues } from "~/domain/journey/services-choice";
import { choiceFromForm, servicesFormSchema, type ServicesFormInput } from "~/domain/journey/services-form";
import { Analytics } from "~/components/analytics";
import { DiscountBox, usePromoSummary } from "~/components/discount-box";
import { analyticsProducts, pageViewName } from "~/domain/analytics";
import { stepPrice } from "~/journey/price.server";
import { pricedChoice, saveServices, servicesIntent } from "~/journey/services-step.server";
import { loadJourneyStep } from "~/journey/step.server";
import { journeyMeta } from "~/journey/meta";
import { PRICE_GRIDS_PATH } from "~/domain/journey/paths";
import { readForm } from "~/platform/form-data.server";

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "services");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape1");
  const saved = hasAnyService(journey.services)
    ? choiceFromServices(journey.services)
    : { ...choiceFromServices(journey.services), ...choiceFromInitialQuery(journey.state.initialQueryOffers, journey.state.initialQueryOptions) };
  const services = servicesFromChoice(saved);
  const { grid, price, discount, priceUnavailable } = await stepPrice(request, context, journey, services);
  const setCookie = journey.setCookie;
  return data(
    {
      frame: journey.frame,
      system: journey.mode.system,
      price,
      priceUnavailable,
      choice: saved,
      discount,
      products: analyticsProducts(services, grid),
      hasErrors: Boolean(context.formErrors),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape1");
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: servicesFormSchema });
  const onScreen = choiceFromValues(Object.fromEntries([...new Set(formData.keys())].map((key) => [key, formData.getAll(key).length > 1 ? formData.getAll(key) : formData.get(key)])));
  const intent = String(formData.get("intent") ?? "");

  // Intents ("Mettre à jour le prix", promo codes): the services are not saved; the price and
  // the promo codes follow what is on screen.
  if (intent) {
    const { setCookie, ...shown } = await servicesIntent(request, context, journey, intent, formData, servicesFromChoice(onScreen));
    const reply = submission.reply({ resetForm: false });
    return data({ result: { ...reply, error: undefined }, choice: onScreen, ...shown }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  }
  if (submission.status !== "success") {
    context.formErrors = true;
    return {
      result: submission.reply(),
      choice: onScreen,
      ...(await pricedChoice(journey.mode.system, onScreen, context.requestId)),
      discount: null,
      notices: [],
      promoError: null,
    };
  }

  const saved = await saveServices(request, context, journey, servicesFromChoice(choiceFromForm(submission.value)));
  if (saved.saved) return saved.response;
  context.formErrors = true;
  return data(
    {
      result: submission.reply({ formErrors: [saved.messageKey] }),
      choice: onScreen,
      ...(await pricedChoice(journey.mode.system, onScreen, context.requestId)),
      discount: null,
      notices: [],
      promoError: null,
    },
    saved.setCookie ? { headers: { "Set-Cookie": saved.setCookie } } : undefined,
  );
}

function readChoice(form: HTMLFormElement): ServicesChoice {
  const formData = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key);
    values[key] = all.length > 1 ? all : all[0];
  }
  return choiceFromValues(values);
}

export default function ServicesStep() {
  const { frame, system, price: savedPrice, priceUnavailable: savedPriceUnavailable, choice: saved, discount: savedDiscount, products } = useLoaderData<typeof loader>();
  // With JavaScript, the price follows the form as it changes, from the grids fetched once.
  const [grids, setGrids] = useState<Record<ServiceType, PriceGrid | null> | null>(null);
  useEffect(() => {
    fetch(system === "SIBP" ? `${PRICE_GRIDS_PATH}?system=SIBP` : PRICE_GRIDS_PATH)
      .then((response) => (response.ok ? response.json() : null))
      .then(setGrids)
      .catch(() => setGrids(null));
  }, [system]);
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<ServicesFormInput>({ id: "services", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const [live, setLive] = useState<ServicesChoice | null>(null);
  const liveGrid = live && grids ? grids[live.type] : undefined;
  const fromGrids = live && liveGrid !== undefined;
  const price = fromGrids ? (liveGrid ? priceOf(servicesFromChoice(live), liveGrid) : null) : (actionData?.price ?? savedPrice);
  const discount = actionData?.discount ?? savedDiscount;
  const unavailable: PriceUnavailable = fromGrids ? priceUnavailability(liveGrid ?? null, Boolean(discount?.unavailable)) : (actionData?.priceUnavailable ?? savedPriceUnavailable);
  const initialDays = new Set<string>(
    (fields.visitDays.initialValue as string[] | string | undefined) !== undefined
      ? ([] as string[]).concat(fields.visitDays.initialValue as string[] | string)
      : saved.visitDays,
  );
  const visitError = fields.visitDays.errors?.[0];
  const promoSummary = usePromoSummary(actionData?.promoError ?? null);

  return (
    <JourneyPage frame={frame} title={t("journey:services.title")} summary={<ErrorSummary form={form} fields={fields} more={promoSummary} />}>
      <Analytics name={pageViewName("etape1")} step="etape1" products={products} />
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate onChange={(event) => setLive(readChoice(event.currentTarget))} className="services-form">
        <DefaultSubmit />
        <div className="services-layout">
          <div>
            <fieldset className={`field${visitError ? " invalid" : ""}`} id={fields.visitDays.id} tabIndex={-1} aria-describedby={`${fields.visitDays.id}-hint${visitError ? ` ${fields.visitDays.errorId}` : ""}`}>
              <legend>{t("journey:services.visits.legend")}</legend>
              <p className="hint" id={`${fields.visitDays.id}-hint`}>
                {t("journey:services.visits.hint")}
              </p>
              {visitError && (
                <p id={fields.visitDays.errorId} className="field-error">
                  {t(visitError)}
                </p>
              )}
              <div className="days">
                {VISIT_DAYS.map((day) => (
                  <div className="choice" key={day}>
                    <input type="checkbox" id={`day-${day}`} name="visitDays" value={day} defaultChecked={initialDays.has(day)} />
                    <label htmlFor={`day-${day}`}>{t(`journey:days.${day}`)}</label>
                  </div>
                ))}
              </div>
            </fieldset>

            <RadioGroup
              field={fields.remote}
              legend={t("journey:services.remote.legend")}
              defaultValue={saved.remote}
              choices={(["NONE", "LANDLINE", "MOBILE", "SIM_3G4G"] as const).map((value) => ({
                value,
                label: t(`journey:services.remote.${value}.label`),
                hint: value === "NONE" ? undefined : t(`journey:services.remote.${value}.hint`),
              }))}
            />

            <fieldset className="field">
              <legend>{t("journey:services.options.legend")}</legend>
              <p className="hint">{t("journey:services.options.hint")}</p>
              <CheckboxField field={fields.fallDetector} label={t("journey:services.options.fallDetector")} defaultChecked={saved.fallDetector} />
              <CheckboxField
                field={fields.healthConsent}
                label={t("journey:services.options.healthConsent")}
                hint={t("journey:services.options.healthConsentHint")}
                defaultChecked={saved.fallDetector}
              />
              <CheckboxField field={fields.geofencing} label={t("journey:services.options.geofencing")} defaultChecked={saved.geofencing} />
            </fieldset>

            <RadioGroup
              field={fields.simInstallation}
              legend={t("journey:services.sim.legend")}
              hint={t("journey:services.sim.hint")}
              defaultValue={saved.simInstallation ?? undefined}
              choices={(["MATERIAL_SENDING", "INSTALL_ASSIST"] as const).map((value) => ({
                value,
                label: t(`journey:services.sim.${value}`),
              }))}
            />

            <RadioGroup
              field={fields.type}
              legend={t("journey:services.type.legend")}
              defaultValue={saved.type}
              inline
              choices={(["STANDARD", "PREMIUM"] as const).map((value) => ({ value, label: t(`journey:services.type.${value}`) }))}
            />
          </div>
          <aside>
            <PriceBox price={price} discounts={discount?.discounts} unavailable={unavailable} live />
            <button type="submit" name="intent" value="price" className="button secondary">
              {t("journey:price.update")}
            </button>
            <DiscountBox
              view={actionData?.discount ?? savedDiscount}
              notices={actionData?.notices ?? []}
              error={actionData?.promoError ?? null}
            />
          </aside>
        </div>
        <StepActions />
      </Form>
    </JourneyPage>
  );
}
