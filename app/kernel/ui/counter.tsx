import { useContext } from "react";
import { useActionData, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { IDENTITY_CONFIRMED, IDENTITY_FIELD } from "~/kernel/auth/desk";
import { TemplateContext } from "./templates";
import { PrintButton } from "./print-button";

/** Whether the page is served behind the agent's door (the SIBP template). */
export function useAtCounter(): boolean {
  return useContext(TemplateContext) === "sibp";
}

/** The i18next context of the texts behind the agent's door: "titles.home_agent" before "titles.home". */
export const AGENT_CONTEXT = "agent";

/**
 * The translation options of the page's reader: behind the agent's door, a text with an agent's
 * wording (key suffixed _agent: "La demande…", "le contrat du client") before the client's.
 */
export function useReaderContext(): { context?: string } {
  return useAtCounter() ? { context: AGENT_CONTEXT } : {};
}

/**
 * useTranslation for the pages the journey engine shares between its modes (DESIGN 10): at the
 * counter every text is read with the agent's context, so a key with an agent's wording
 * (`key_agent`: "Le client accepte…", "Enregistrer les coordonnées bancaires du client") is read
 * instead of the client's first-person one; a key without one reads the same in both modes
 * (decision 137). The wordings themselves live in the locales, beside the client's.
 */
export function useReaderTranslation(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  const reader = useReaderContext();
  if (!reader.context) return translation;
  const t = ((key: string | string[], options?: Record<string, unknown>) => translation.t(key, { ...reader, ...options })) as typeof translation.t;
  return Object.assign([t, translation.i18n, translation.ready], { t, i18n: translation.i18n, ready: translation.ready }) as ReturnType<typeof useTranslation>;
}

/** The agent's notes on a shared dashboard page; nothing behind the client's door. */
export function CounterNotes({ changes }: { changes: boolean }) {
  const { t } = useTranslation();
  if (!useAtCounter()) return null;
  return (
    <aside className="counter-notes no-print" aria-labelledby="counter-title">
      <h2 id="counter-title">{t("desk:counter.title")}</h2>
      <p>{t("desk:counter.agentDesk")}</p>
      {changes && <p>{t("desk:counter.paperCopy")}</p>}
      <p>
        <Link to="/sibp/contrat/recherche">{t("desk:counter.backToSearch")}</Link>
      </p>
      <PrintButton />
    </aside>
  );
}

/** "Open to print" beside a document's download, for the agent to hand a paper copy. */
export function PrintDocumentLink({ href, label }: { href: string; label: string }) {
  return useAtCounter() ? <PrintLink href={href} label={label} /> : null;
}

function PrintLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {" "}
      <a href={`${href}?imprimer=1`} target="_blank" rel="noopener noreferrer">
        {t("desk:counter.printDocument")}
        <span className="visually-hidden"> {label}</span>
      </a>
    </>
  );
}

/**
 * Inside a change form, behind the agent's door: the required confirmation that the client is
 * present and was identified with an identity document (checked again on the server). On a page
 * with two change forms, `posted` says whether the last answer was this form's.
 */
export function IdentityConfirmation({ formId, posted = true }: { formId: string; posted?: boolean }) {
  const { t } = useTranslation();
  const actionData = useActionData<{ result?: { error?: Record<string, string[] | null> | null } }>();
  const atCounter = useAtCounter();
  if (!atCounter) return null;
  const error = posted ? actionData?.result?.error?.[IDENTITY_FIELD]?.[0] : undefined;
  // The error summary of the page's form links here.
  const id = `${formId}-${IDENTITY_FIELD}`;
  return (
    <div className={`field choice${error ? " invalid" : ""}`}>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          <span className="visually-hidden">{t("journey:form.errorPrefix")}</span>
          {t(error)}
        </p>
      )}
      <input
        type="checkbox"
        id={id}
        name={IDENTITY_FIELD}
        value={IDENTITY_CONFIRMED}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{t("desk:identity.label")}</label>
    </div>
  );
}
