import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import { useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { IdentityConfirmation } from "~/kernel/ui/counter";
import { ConformForm, DefaultSubmit, ErrorSummary, MessageValues, SelectField, TextField } from "~/kernel/ui/form";
import { useRefusalValues } from "~/kernel/ui/refusal";
import { RELATIONSHIPS } from "~/kernel/people/family/invitation";
import type { InvitationInput } from "~/kernel/people/family/forms";
import { DashboardLayout, UpstreamProblem } from "./layout";
import { useWords } from "~/kernel/ui/words";
import { actFamily, familyAudit, loadFamily } from "./family.server";
import { dashboardMeta } from "./meta";
import { personalDataHeaders } from "~/kernel/platform/security";
import { doorAction, doorLoader } from "./doors.server";

/** "Mes proches" (decision 085), at both doors; at the counter each change is audited by its intent. */
export const meta = dashboardMeta("family");
export const headers = personalDataHeaders;
export const loader = doorLoader("family", loadFamily);
export const handle: ScriptsHandle = { i18n: ["family", "journey", "validation"] };
export const clientLoader = loadTexts(handle);
export const action = doorAction(familyAudit, actFamily);

/** "Mes proches": the owner's alerts by e-mail, the family-messaging block, the relatives and their status, the invitation form. */
export default function DashboardFamily() {
  const { base, contractNumber, messaging, ownerAlerts, relatives, failure, done } = useLoaderData<typeof loadFamily>();
  const actionData = useActionData<typeof actFamily>();
  const [form, fields] = useForm<InvitationInput>({ id: "invite", lastResult: actionData?.result, shouldRevalidate: "onSubmit" });
  const { t, day } = useWords();
  // A refusal's time (decision 120) is a form-level message: the summary alone reads it.
  const values = useRefusalValues(actionData?.refusal ?? undefined);
  const on = messaging.state === "CONFIGURED";
  return (
    <DashboardLayout
      base={base}
      contractNumber={contractNumber}
      page="family"
      summary={
        <MessageValues value={values}>
          <ErrorSummary form={form} fields={fields} />
        </MessageValues>
      }
    >
      {/* A refused change posted from the page of the last one done: that notice no longer holds. */}
      {done && !actionData && (
        <p className={`notice${done === "notMailed" ? " error" : ""}`} role="status">
          {t(`family:done.${done}`)}
        </p>
      )}
      <p>{t("family:owner.intro")}</p>
      <UpstreamProblem failure={failure} />

      {ownerAlerts !== null && (
        <section aria-labelledby="owner-alerts-title">
          <h2 id="owner-alerts-title">{t("family:ownerAlerts.title")}</h2>
          <p>{t(ownerAlerts ? "family:ownerAlerts.on" : "family:ownerAlerts.off")}</p>
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value="ownerAlerts" />
            <input type="hidden" name="alertsByEmail" value={ownerAlerts ? "off" : "on"} />
            <IdentityConfirmation formId="ownerAlerts" />
            <button type="submit" className="button secondary">
              {t(ownerAlerts ? "family:ownerAlerts.turnOff" : "family:ownerAlerts.turnOn")}
            </button>
          </Form>
        </section>
      )}

      <section aria-labelledby="messaging-title">
        <h2 id="messaging-title">{t("family:messaging.title")}</h2>
        <dl className="summary-list">
          <dt>{t("family:messaging.code")}</dt>
          <dd>{messaging.code || t("family:messaging.noCode")}</dd>
          <dt>{t("family:messaging.state")}</dt>
          <dd>{t(on ? "family:messaging.on" : "family:messaging.off")}</dd>
        </dl>
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="messaging" />
          <input type="hidden" name="state" value={on ? "NOT_CONFIGURED" : "CONFIGURED"} />
          <IdentityConfirmation formId="messaging" />
          <button type="submit" className="button secondary">
            {t(on ? "family:messaging.turnOff" : "family:messaging.turnOn")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="relatives-title">
        <h2 id="relatives-title">{t("family:owner.relatives")}</h2>
        {!failure && relatives.length === 0 && <p>{t("family:owner.none")}</p>}
        <ul className="plain-list relatives">
          {relatives.map((relative) => (
            <li key={relative.id}>
              <h3>
                {relative.firstName} {relative.lastName}
              </h3>
              <p>
                {t(`family:relationships.${relative.relationship}`, { defaultValue: t("family:relationships.OTHER") })} – {relative.email}
              </p>
              <p>
                <strong>{t(`family:status.${relative.status}`)}</strong>
                {" – "}
                {relative.status === "following" && relative.acceptedAt
                  ? t("family:owner.since", { day: day(relative.acceptedAt.slice(0, 10)) })
                  : relative.status === "invited"
                    ? t("family:owner.until", { day: day(relative.expiresAt.slice(0, 10)) })
                    : relative.status === "expired"
                      ? t("family:owner.expiredOn", { day: day(relative.expiresAt.slice(0, 10)) })
                      : relative.endedAt
                        ? t("family:owner.endedOn", { day: day(relative.endedAt.slice(0, 10)) })
                        : null}
              </p>
              {relative.actions.length > 0 && (
                <div className="relative-actions">
                  {relative.actions.map((action) => (
                    <Form method="post" key={action} className="inline-form">
                      <input type="hidden" name="intent" value={action} />
                      <input type="hidden" name="relativeId" value={relative.id} />
                      <IdentityConfirmation formId={`${action}-${relative.id}`} />
                      {/* A removal is never the page's loudest action: every change of a relative is a secondary button. */}
                      <button type="submit" className="button secondary">
                        {t(`family:actions.${action}`, { name: `${relative.firstName} ${relative.lastName}` })}
                      </button>
                    </Form>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invite-title">
        <h2 id="invite-title">{t("family:invite.title")}</h2>
        <p>{t("family:invite.intro")}</p>
        <p>{t("dashboard:requiredNotice")}</p>
        <ConformForm form={form} method="post" noValidate>
          <DefaultSubmit />
          <input type="hidden" name="intent" value="invite" />
          <TextField field={fields.firstName} label={t("family:invite.firstName")} autoComplete="off" />
          <TextField field={fields.lastName} label={t("family:invite.lastName")} autoComplete="off" />
          <TextField field={fields.email} label={t("family:invite.email")} type="email" inputMode="email" hint={t("family:invite.emailHint")} />
          <SelectField
            field={fields.relationship}
            label={t("family:invite.relationship")}
            placeholder={t("dashboard:choose")}
            choices={RELATIONSHIPS.map((value) => ({ value, label: t(`family:relationships.${value}`) }))}
          />
          <IdentityConfirmation formId={form.id} />
          <button type="submit" className="button">
            {t("family:invite.submit")}
          </button>
        </ConformForm>
      </section>
    </DashboardLayout>
  );
}
