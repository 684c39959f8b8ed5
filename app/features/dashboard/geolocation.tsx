import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { IdentityConfirmation } from "~/kernel/ui/counter";
import { ConformForm, DefaultSubmit, ErrorSummary, TextField } from "~/kernel/ui/form";
import type { GeolocationInput } from "~/kernel/people/family/forms";
import { DashboardLayout, pagePath } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { actGeolocation, geolocationChanges, loadGeolocation } from "./geolocation.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "./doors.server";

/** The geofencing zone (decision 089), at both doors; at the counter the confirmation is audited. */
export const meta = dashboardMeta("geolocation");
export const headers = personalDataHeaders;
export const loader = doorLoader("geolocation", loadGeolocation);
export const handle: ScriptsHandle = { i18n: ["family", "journey", "validation"] };
export const clientLoader = loadTexts(handle);
export const action = doorAction("contract.geolocation", actGeolocation, { changes: geolocationChanges });

/** The geofencing zone: seen, changed, reviewed, confirmed (decision 089). */
export default function DashboardGeolocation() {
  const { base, contractNumber, zone, bounds, reference } = useLoaderData<typeof loadGeolocation>();
  const actionData = useActionData<typeof actGeolocation>();
  const [form, fields] = useForm<GeolocationInput>({ id: "geolocation", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const { t, i18n } = useWords();
  const metres = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const review = actionData?.review ?? null;
  const edited = actionData?.edited ?? null;
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="geolocation" summary={<ErrorSummary form={form} fields={fields} />}>
      {reference && (
        <p className="notice" role="status">
          {t("family:geolocation.done", { reference })}
        </p>
      )}
      {!zone ? (
        <p>{t("family:geolocation.none")}</p>
      ) : (
        <>
          <p>{t("family:geolocation.intro")}</p>
          <p>{t("family:geolocation.current", { radius: metres(zone.radiusInMeters), address: zone.homeAddress })}</p>
          {reference ? (
            <p>
              <a href={pagePath(base, "home")}>{t("dashboard:titles.home")}</a>
            </p>
          ) : review ? (
            <section aria-labelledby="review-title">
              <h2 id="review-title">{t("family:geolocation.reviewTitle")}</h2>
              <p>{t("family:geolocation.reviewText", { radius: metres(review.radiusInMeters), address: review.homeAddress })}</p>
              <Form method="post" className="inline-form">
                <input type="hidden" name="radiusInMeters" value={review.radiusInMeters} />
                <input type="hidden" name="homeAddress" value={review.homeAddress} />
                <IdentityConfirmation formId="geolocation-confirm" />
                <button type="submit" name="intent" value="confirm" className="button">
                  {t("family:geolocation.confirm")}
                </button>
                <button type="submit" name="intent" value="change" className="button secondary">
                  {t("family:geolocation.change")}
                </button>
              </Form>
            </section>
          ) : (
            <ConformForm form={form} method="post" noValidate key={edited ? `${edited.radiusInMeters}-${edited.homeAddress}` : "zone"}>
              <DefaultSubmit />
              <input type="hidden" name="intent" value="review" />
              <p>{t("dashboard:requiredNotice")}</p>
              <TextField
                field={fields.radiusInMeters}
                label={t("family:geolocation.radius")}
                hint={t("family:geolocation.radiusHint", { min: metres(bounds.min), max: metres(bounds.max) })}
                type="number"
                inputMode="numeric"
                width="short"
                defaultValue={String(edited?.radiusInMeters ?? zone.radiusInMeters)}
              />
              <TextField field={fields.homeAddress} label={t("family:geolocation.address")} autoComplete="street-address" defaultValue={edited?.homeAddress ?? zone.homeAddress} />
              <button type="submit" className="button">
                {t("family:geolocation.review")}
              </button>
            </ConformForm>
          )}
        </>
      )}
    </DashboardLayout>
  );
}
