import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getUser } from "~/auth/user.server";
import { CheckboxField, DefaultSubmit, ErrorSummary, RadioGroup, StepActions } from "~/components/form";
import { JourneyPage } from "~/components/journey-page";
import { PriceBox } from "~/components/price";
import { priceOf } from "~/domain/journey/offers";
import {
  choiceFromServices,
  formulaName,
  hasAnyService,
  servicePayload,
  servicesFromChoice,
  triggerType,
  VISIT_DAYS,
  type ServicesChoice,
} from "~/domain/journey/services";
import {
  choiceFromForm,
  choiceFromInitialQuery,
  choiceFromValues,
  servicesFormSchema,
  type ServicesFormInput,
} from "~/domain/journey/services-form";
import { ensureCart } from "~/domain/journey/state";
import { completeStep, loadJourneyStep } from "~/journey/step.server";
import { journeyMeta } from "~/journey/meta";
import { commitJourney } from "~/sessions/journey.server";
import { isUpstreamError } from "~/upstream/http.server";
import { createJourneyContract, saveSection } from "~/upstream/journey.server";
import { getPriceGrid } from "~/upstream/offers.server";

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "services");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape1");
  const grid = await getPriceGrid("LPFR", journey.services.type, context.requestId);
  const saved = hasAnyService(journey.services)
    ? choiceFromServices(journey.services)
    : { ...choiceFromServices(journey.services), ...choiceFromInitialQuery(journey.state.initialQueryOffers, journey.state.initialQueryOptions) };
  return data(
    { frame: journey.frame, grid, choice: saved, hasErrors: Boolean(context.formErrors) },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape1");
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: servicesFormSchema });
  const onScreen = choiceFromValues(Object.fromEntries([...new Set(formData.keys())].map((key) => [key, formData.getAll(key).length > 1 ? formData.getAll(key) : formData.get(key)])));

  // "Mettre à jour le prix" (or any intent): nothing is saved, the price follows the form.
  if (formData.get("intent") === "price" || submission.status !== "success") {
    if (submission.status !== "success" && formData.get("intent") !== "price") context.formErrors = true;
    return { result: submission.reply(), choice: onScreen };
  }

  const services = servicesFromChoice(choiceFromForm(submission.value));
  let state = ensureCart(journey.state, Date.now());
  try {
    if (!state.contractId) {
      const user = await getUser(request);
      const created = await createJourneyContract(
        { cartId: state.cartId!, system: "LPFR", ...(user ? { customerId: user.id } : {}) },
        { requestId: context.requestId },
      );
      state = { ...state, contractId: created.contractId, contractNumber: created.contractNumber };
    }
    await saveSection(
      state.contractId!,
      "offers",
      {
        offers: {
          serviceLevel: services.type,
          zoneType: services.country,
          formulaName: formulaName(services),
          triggerType: triggerType(services),
          services: servicePayload(services),
        },
      },
      { requestId: context.requestId },
    );
  } catch (error) {
    context.formErrors = true;
    const key = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return data(
      { result: submission.reply({ formErrors: [key] }), choice: onScreen },
      state !== journey.state ? { headers: { "Set-Cookie": await commitJourney(state) } } : undefined,
    );
  }
  return completeStep(request, state, "etape1", services);
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
  const { frame, grid, choice: saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<ServicesFormInput>({ id: "services", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const [live, setLive] = useState<ServicesChoice | null>(null);
  const choice = live ?? actionData?.choice ?? saved;
  const price = grid ? priceOf(servicesFromChoice(choice), grid) : null;
  const initialDays = new Set<string>(
    (fields.visitDays.initialValue as string[] | string | undefined) !== undefined
      ? ([] as string[]).concat(fields.visitDays.initialValue as string[] | string)
      : saved.visitDays,
  );
  const visitError = fields.visitDays.errors?.[0];

  return (
    <JourneyPage frame={frame} title={t("journey:services.title")} summary={<ErrorSummary form={form} fields={fields} />}>
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
            <PriceBox price={price} live />
            <button type="submit" name="intent" value="price" className="button secondary">
              {t("journey:price.update")}
            </button>
          </aside>
        </div>
        <StepActions />
      </Form>
    </JourneyPage>
  );
}
