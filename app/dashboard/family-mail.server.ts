import { formatDay } from "~/domain/date-format";
import { PAPERS_TO_RETURN, SIGNED_DOCUMENTS_ADDRESS } from "~/domain/journey/signed-documents";
import { getT } from "~/i18n/i18next.server";
import type { Locale } from "~/i18n/locales";
import { config } from "~/platform/config.server";
import { sendMail } from "~/platform/mailer.server";
import { clientDashboardPath } from "~/domain/journey/paths";
import { textValue } from "~/domain/mail-text";
import { formatPhoneNumber, HELP_LINE } from "~/domain/phone";

/**
 * The family circle's mails (issue 28, decision 086): sent over SMTP (app/platform/mailer.server),
 * plain text, in the language of the person who caused them. They carry a link and names, never
 * a health detail: a mail can be read by anyone who sees the inbox.
 */
const person = (someone: { firstName: string; lastName: string }) => `${someone.firstName} ${someone.lastName}`.trim();

type MailT = ReturnType<typeof getT>;

/**
 * A mail's subject or text in the reader's language, every value placed in it one line of plain
 * text (decision 121): a name cannot add a line or a link to a mail sent from the service's own
 * address. A list the app writes itself goes in unescaped (`{{- papers}}`), its lines escaped.
 */
const write = (t: MailT, key: string, values: Record<string, string>) => t(key, { ...values, interpolation: { escapeValue: true, escape: textValue } });

/** The address of the page where an invitation is accepted; the token goes in the query, never in a logged path. */
export function invitationLink(token: string): string {
  return `${config.publicOrigin}/services-seniors/suivi/invitation?${new URLSearchParams({ jeton: token })}`;
}

/** The address of a relative's follow-up page. */
export const followPath = (contractNumber: string) => `/services-seniors/suivi/${encodeURIComponent(contractNumber)}`;

export async function sendInvitationMail(
  invitation: { to: string; relative: { firstName: string; lastName: string }; owner: { firstName: string; lastName: string }; recipient: { firstName: string; lastName: string }; token: string; expiresAt: string },
  locale: Locale,
  requestId?: string,
): Promise<void> {
  const t = getT(locale);
  const values = {
    name: person(invitation.relative),
    owner: person(invitation.owner),
    recipient: person(invitation.recipient),
    link: invitationLink(invitation.token),
    until: formatDay(invitation.expiresAt.slice(0, 10), locale),
  };
  await sendMail({ to: invitation.to, subject: write(t, "family:mail.invitation.subject", values), text: write(t, "family:mail.invitation.text", values) }, { kind: "family invitation", requestId });
}

/** An IMPORTANT alert, to a relative who asked for it: that there is one, and where to read it; nothing of what it says. */
export async function sendAlertMail(alert: { to: string; recipient: { firstName: string; lastName: string }; contractNumber: string }, locale: Locale, requestId?: string): Promise<void> {
  const t = getT(locale);
  const values = { recipient: person(alert.recipient), link: `${config.publicOrigin}${followPath(alert.contractNumber)}` };
  await sendMail({ to: alert.to, subject: write(t, "family:mail.alert.subject", values), text: write(t, "family:mail.alert.text", values) }, { kind: "family alert", requestId });
}

/** An important alert, to the contract's owner unless they said no (decision 138): the same rule, nothing of what it says; read on their reports page. */
export async function sendOwnerAlertMail(alert: { to: string; recipient: { firstName: string; lastName: string }; contractNumber: string }, locale: Locale, requestId?: string): Promise<void> {
  const t = getT(locale);
  const values = { recipient: person(alert.recipient), contractNumber: alert.contractNumber, link: `${config.publicOrigin}${clientDashboardPath(alert.contractNumber)}/comptes-rendus` };
  await sendMail({ to: alert.to, subject: t("family:mail.ownerAlert.subject", values), text: t("family:mail.ownerAlert.text", values) }, { kind: "owner alert", requestId });
}

/**
 * How a subscription is to be signed, for its confirmation mail: electronically (signed already),
 * or on paper, the papers sent back by post (the visitor's journey) or signed at the counter (the
 * agent's journey, where the client may also send them back or hand them in later).
 */
export type SubscriptionSignature = "electronic" | "paperByPost" | "paperAtCounter";

/**
 * The mail of an order signed on paper (issue 25): the contract awaits its signed documents, which
 * papers, where they go and that nothing starts before; the papers and the address are the
 * confirmation page's own (~/domain/journey/signed-documents), its sentences too where they fit.
 */
function paperMail(t: MailT, signature: "paperByPost" | "paperAtCounter", values: { contractNumber: string; link: string }): { subject: string; text: string } {
  const address = t(SIGNED_DOCUMENTS_ADDRESS);
  const all = {
    ...values,
    address,
    status: t("common:words.status.awaitingSignedDocuments"),
    papers: PAPERS_TO_RETURN.map((paper) => `- ${textValue(t(paper.name))}`).join("\n"),
    send: t("checkout:confirmation.paperSend", { address }),
    nothingBefore: t("checkout:confirmation.paperNothingBefore"),
  };
  const text = signature === "paperAtCounter" ? "family:mail.subscription.paperTextCounter" : "family:mail.subscription.paperText";
  return { subject: write(t, "family:mail.subscription.paperSubject", all), text: write(t, text, all) };
}

/**
 * The mails the product promised and now sends (issue 28): the subscription's confirmation and
 * the termination's acknowledgement, to the subscriber's address as the hub has it. Best effort:
 * what was done stands when the mail cannot be sent (the failure is logged by the mailer).
 */
export async function sendSubscriptionMail(
  to: string | null,
  contractNumber: string,
  locale: Locale,
  { requestId, signature = "electronic" }: { requestId?: string; signature?: SubscriptionSignature } = {},
): Promise<boolean> {
  if (!to) return false;
  const t = getT(locale);
  const values = { contractNumber, link: `${config.publicOrigin}${clientDashboardPath(contractNumber)}` };
  const mail =
    signature === "electronic" ? { subject: write(t, "family:mail.subscription.subject", values), text: write(t, "family:mail.subscription.text", values) } : paperMail(t, signature, values);
  try {
    await sendMail({ to, ...mail }, { kind: "subscription confirmation", requestId });
    return true;
  } catch {
    return false;
  }
}

/**
 * The termination's acknowledgement. Asked without signing in (`askedWithoutSignIn`), anyone who
 * knew a contract number and a name and postcode could have asked: the subscriber's copy says so
 * and how to object before the end, in a paragraph before the signature (the mail's last one).
 */
export async function sendTerminationMail(
  to: string | null,
  contractNumber: string,
  reference: string,
  locale: Locale,
  requestId?: string,
  { askedWithoutSignIn = false }: { askedWithoutSignIn?: boolean } = {},
): Promise<boolean> {
  if (!to) return false;
  const t = getT(locale);
  const values = { contractNumber, reference };
  const paragraphs = write(t, "family:mail.termination.text", values).split("\n\n");
  if (askedWithoutSignIn) paragraphs.splice(-1, 0, write(t, "family:mail.termination.objection", { helpLine: formatPhoneNumber(HELP_LINE) }));
  try {
    await sendMail({ to, subject: write(t, "family:mail.termination.subject", values), text: paragraphs.join("\n\n") }, { kind: "termination acknowledgement", requestId });
    return true;
  } catch {
    return false;
  }
}
