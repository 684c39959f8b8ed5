import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { formatEuros } from "~/kernel/money/money";
import { useEffect, useState } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { DiscountBox, usePromoSummary } from "~/features/journey/steps/discount-box";
import { CheckboxField, ConformForm, DefaultSubmit, ErrorSummary, RadioGroup, StepActions } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import { JourneyPage } from "~/features/journey/journey-frame";
import { PriceBox } from "~/kernel/money/price";
import { pageViewName } from "~/kernel/platform/analytics";
import { priceUnavailability, servicesPrice, type PriceGrid, type PriceUnavailable } from "~/kernel/contract/offers";
import { PRICE_GRIDS_PATH } from "~/kernel/contract/paths";
import { servicesFromChoice, VISIT_DAYS, type ServiceType, type ServicesChoice } from "~/kernel/contract/services";
import { applicableOptions, choiceFromValues } from "~/kernel/contract/services-choice";
import type { ServicesFormInput } from "~/kernel/contract/services-form";
import { journeyMeta } from "~/features/journey/meta";
import type { action, loader } from "./services.server";
export { action, loader } from "./services.server";
export const handle: ScriptsHandle = { i18n: ["services", "notices", "validation", "discount"] };
export const clientLoader = loadTexts(handle);

/** etape1, the services (SPEC 2): the page. */

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "services");

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
  const { frame, system, price: savedPrice, priceUnavailable: savedPriceUnavailable, choice: saved, discount: savedDiscount, products, premiumExtra } = useLoaderData<typeof loader>();
  // With JavaScript, the price follows the form as it changes, from the grids fetched once.
  const [grids, setGrids] = useState<Record<ServiceType, PriceGrid | null> | null>(null);
  useEffect(() => {
    fetch(system === "SIBP" ? `${PRICE_GRIDS_PATH}?system=SIBP` : PRICE_GRIDS_PATH)
      .then((response) => (response.ok ? response.json() : null))
      .then(setGrids)
      .catch(() => setGrids(null));
  }, [system]);
  const actionData = useActionData<typeof action>();
  const { t } = useReaderTranslation();
  const [form, fields] = useForm<ServicesFormInput>({ id: "services", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const [live, setLive] = useState<ServicesChoice | null>(null);
  const liveGrid = live && grids ? grids[live.type] : undefined;
  const fromGrids = live && liveGrid !== undefined;
  const discount = actionData?.discount ?? savedDiscount;
  // The estimate by the hub's own rule, with the codes' terms the server read for this offer.
  const price = fromGrids ? servicesPrice(servicesFromChoice(live), liveGrid ?? null, discount?.discounts) : (actionData?.price ?? savedPrice);
  const unavailable: PriceUnavailable = fromGrids ? priceUnavailability(liveGrid ?? null, Boolean(discount?.unavailable)) : (actionData?.priceUnavailable ?? savedPriceUnavailable);
  const initialDays = new Set<string>(
    (fields.visitDays.initialValue as string[] | string | undefined) !== undefined
      ? ([] as string[]).concat(fields.visitDays.initialValue as string[] | string)
      : saved.visitDays,
  );
  const visitError = fields.visitDays.errors?.[0];
  // With JavaScript, the options that do not apply to the remote assistance on screen are hidden
  // (only those that apply are offered); without it they all show, and the server ignores those that do not apply.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const remoteNow = live?.remote ?? choiceFromValues({ remote: (fields.remote.initialValue as string | undefined) ?? saved.remote }).remote;
  const applicable = applicableOptions(remoteNow);
  const hidden = (option: keyof typeof applicable) => enhanced && !applicable[option];
  const promoSummary = usePromoSummary(actionData?.promoError ?? null);

  return (
    <JourneyPage frame={frame} title={t("services:title")} summary={<ErrorSummary form={form} fields={fields} more={promoSummary} />}>
      <Analytics name={pageViewName("etape1")} step="etape1" products={products} />
      <p>{t("journey:form.requiredNotice")}</p>
      <ConformForm form={form} method="post" noValidate onChange={(event) => setLive(readChoice(event.currentTarget))} className="services-form">
        <DefaultSubmit />
        <div className="services-layout">
          <div>
            <fieldset className={`field${visitError ? " invalid" : ""}`} id={fields.visitDays.id} tabIndex={-1} aria-describedby={`${fields.visitDays.id}-hint${visitError ? ` ${fields.visitDays.errorId}` : ""}`}>
              <legend>{t("services:visits.legend")}</legend>
              <p className="hint" id={`${fields.visitDays.id}-hint`}>
                {t("services:visits.hint")}
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
                    <label htmlFor={`day-${day}`}>{t(`services:days.${day}`)}</label>
                  </div>
                ))}
              </div>
            </fieldset>

            <RadioGroup
              field={fields.remote}
              legend={t("services:remote.legend")}
              defaultValue={saved.remote}
              choices={(["NONE", "LANDLINE", "MOBILE", "SIM_3G4G"] as const).map((value) => ({
                value,
                label: t(`services:remote.${value}.label`),
                hint: value === "NONE" ? undefined : t(`services:remote.${value}.hint`),
              }))}
            />

            <fieldset className="field" hidden={hidden("fallDetector") && hidden("geofencing")}>
              <legend>{t("services:options.legend")}</legend>
              <p className="hint">{t("services:options.hint")}</p>
              <div hidden={hidden("fallDetector")}>
                <CheckboxField field={fields.fallDetector} label={t("services:options.fallDetector")} defaultChecked={saved.fallDetector} />
                <CheckboxField
                  field={fields.healthConsent}
                  label={t("services:options.healthConsent")}
                  hint={t("services:options.healthConsentHint")}
                  defaultChecked={saved.fallDetector}
                />
              </div>
              <div hidden={hidden("geofencing")}>
                <CheckboxField field={fields.geofencing} label={t("services:options.geofencing")} defaultChecked={saved.geofencing} />
              </div>
            </fieldset>

            <div hidden={hidden("simInstallation")}>
              <RadioGroup
                field={fields.simInstallation}
                legend={t("services:sim.legend")}
                hint={t("services:sim.hint")}
                defaultValue={saved.simInstallation ?? undefined}
                choices={(["MATERIAL_SENDING", "INSTALL_ASSIST"] as const).map((value) => ({
                  value,
                  label: t(`services:sim.${value}`),
                }))}
              />
            </div>

            <RadioGroup
              field={fields.type}
              legend={t("services:type.legend")}
              hint={premiumHint(t, premiumExtra)}
              defaultValue={saved.type}
              inline
              choices={(["STANDARD", "PREMIUM"] as const).map((value) => ({ value, label: t(`services:type.${value}`) }))}
            />
          </div>
          <aside>
            <PriceBox price={price} unavailable={unavailable} live />
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
      </ConformForm>
    </JourneyPage>
  );
}

/** What Premium adds to Standard, and what it costs more a month (from the offers; nothing said of the price without them). */
function premiumHint(t: TFunction, extra: { min: number; max: number } | null): string {
  const adds = t("services:type.premium");
  if (!extra) return adds;
  const price =
    extra.min === extra.max
      ? t("services:type.premiumPrice", { amount: formatEuros(extra.min) })
      : t("services:type.premiumPriceRange", { min: formatEuros(extra.min), max: formatEuros(extra.max) });
  return `${adds} ${price}`;
}
