import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { IdentityConfirmation } from "~/kernel/ui/counter";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConformForm, DefaultSubmit, ErrorSummary } from "~/kernel/ui/form";
import { deviceFateWording, deviceWording } from "~/kernel/i18n/wording";
import { DashboardLayout, pagePath } from "./layout";
import { AcknowledgementLink, TerminationChoice, TerminationConfirm, TerminationSummary, useTerminationForm } from "~/kernel/contract/termination-form";
import { useWords } from "~/kernel/ui/words";
import type { TerminationInput } from "~/kernel/contract/change-forms";
import { formatMoment } from "~/kernel/i18n/date-format";
import { actTermination, loadTermination } from "./termination.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "./doors.server";

/** The termination, at both doors; at the counter the client's identity is confirmed on the confirmation step. */
export const meta = dashboardMeta("termination");
export const headers = personalDataHeaders;
export const loader = doorLoader("termination", loadTermination);
export const handle: ScriptsHandle = { i18n: ["changes", "journey", "validation"] };
export const clientLoader = loadTexts(handle);
export const action = doorAction("contract.termination", actTermination, {
  // Only the confirmation step (step=confirm, not "Modifier ma demande") sends the request.
  changes: (form) => form.get("step") === "confirm" && form.get("intent") !== "change",
  unchanged: (form) => {
    form.delete("step");
    return form;
  },
});

export default function DashboardTermination() {
  const { base, contractNumber, earliestEnd, devices, requested, receivedAt, reference, acknowledgement } = useLoaderData<typeof loadTermination>();
  const actionData = useActionData<typeof actTermination>();
  const [form, fields] = useTerminationForm<TerminationInput>("termination", actionData);
  const { t, word, day, i18n } = useWords();
  const review = actionData?.review;
  const devicesSection = (
    <section aria-labelledby="devices-title">
      <h2 id="devices-title">{t("changes:termination.devices")}</h2>
      {devices.length === 0 ? (
        <p>{t("changes:termination.noDevices")}</p>
      ) : (
        <ul className="plain-list">
          {devices.map((device) => (
            <li key={device.serialNumber}>
              {t("changes:termination.device", { device: word(deviceWording(device.kind)), serial: device.serialNumber, fate: word(deviceFateWording(device)) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  if (reference || requested) {
    return (
      <DashboardLayout base={base} contractNumber={contractNumber} page="termination">
        {reference && (
          <p className="notice" role="status">
            {t("changes:termination.done", { reference })}
          </p>
        )}
        {requested && receivedAt && <p>{t("changes:termination.received", { ...formatMoment(new Date(receivedAt), i18n.language), end: day(requested) })}</p>}
        {acknowledgement && <AcknowledgementLink href={acknowledgement} />}
        {requested && <p>{t("changes:termination.already", { date: day(requested) })}</p>}
        {devicesSection}
        <p>
          <a href={pagePath(base, "home")}>{t("dashboard:titles.home")}</a>
        </p>
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout base={base} contractNumber={contractNumber} page="termination" summary={<ErrorSummary form={form} fields={fields} />}>
      {review ? (
        <TerminationConfirm kept={{ endDate: review.endDate, reason: review.reason, earlyEnd: review.earlyEnd ? "on" : null }} confirmLabel={t("changes:termination.confirm")}>
          <h2 id="confirm-title">{t("changes:termination.confirmTitle")}</h2>
          <TerminationSummary number={contractNumber} review={review} earliestEnd={earliestEnd} />
          {devicesSection}
          <IdentityConfirmation formId={form.id} />
        </TerminationConfirm>
      ) : (
        <>
          <p>{t("changes:termination.intro")}</p>
          <p className="notice">{t("changes:termination.earliest", { date: day(earliestEnd) })}</p>
          <p>{t("dashboard:requiredNotice")}</p>
          <ConformForm form={form} method="post" noValidate>
            <DefaultSubmit />
            <TerminationChoice fields={fields} suggestedEnd={earliestEnd} />
            {devicesSection}
            <button type="submit" className="button">
              {t("changes:termination.review")}
            </button>
          </ConformForm>
        </>
      )}
    </DashboardLayout>
  );
}
