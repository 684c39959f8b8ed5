import { addDays } from "~/kernel/contract/calendar";
import { formatDay, formatMoment } from "~/kernel/i18n/date-format";
import { PAPERS_TO_RETURN, SIGNED_DOCUMENTS_ADDRESS } from "~/kernel/contract/signed-documents";
import { getT } from "~/kernel/i18n/i18next.server";
import type { Locale } from "~/kernel/i18n/locales";
import { config } from "~/kernel/platform/config.server";
import { sendMail } from "~/kernel/platform/mailer.server";
import { clientDashboardPath } from "~/kernel/contract/paths";
import { textValue } from "~/kernel/platform/mail-text";
import { formatPhoneNumber, HELP_LINE } from "~/kernel/people/phone";
import type { ContractPrice } from "~/kernel/money/contract-price";
import { monthlySentence, sayMoney, type Translate } from "~/kernel/money/statement";

/**
 * The family circle's mails (decision 086): sent over SMTP (app/kernel/platform/mailer.server),
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
 * The mail of an order signed on paper (decision 063): the contract awaits its signed documents, which
 * papers, where they go and that nothing starts before; the papers and the address are the
 * confirmation page's own (~/kernel/contract/signed-documents), its sentences too where they fit.
 */
function paperMail(t: MailT, signature: "paperByPost" | "paperAtCounter", values: { contractNumber: string; link: string }): { subject: string; text: string } {
  const address = t(SIGNED_DOCUMENTS_ADDRESS);
  const all = {
    ...values,
    address,
    status: t("common:words.status.awaitingSignedDocuments"),
    papers: PAPERS_TO_RETURN.map((paper) => `- ${textValue(t(paper.name))}`).join("\n"),
    send: t("confirmation:paperSend", { address }),
    nothingBefore: t("confirmation:paperNothingBefore"),
  };
  const text = signature === "paperAtCounter" ? "family:mail.subscription.paperTextCounter" : "family:mail.subscription.paperText";
  return { subject: write(t, "family:mail.subscription.paperSubject", all), text: write(t, text, all) };
}

/**
 * The mails the product promised and now sends: the subscription's confirmation and
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
 * The termination's acknowledgement: its reference, the day and time it was received and the end
 * of service. Asked without signing in (`askedWithoutSignIn`), anyone who knew a contract number
 * and a name and postcode could have asked: the subscriber's copy says so and how to object
 * before the end, in a paragraph before the signature (the mail's last one).
 */
export async function sendTerminationMail(
  to: string | null,
  termination: { contractNumber: string; reference: string; receivedAt: string; endDate: string },
  locale: Locale,
  requestId?: string,
  { askedWithoutSignIn = false }: { askedWithoutSignIn?: boolean } = {},
): Promise<boolean> {
  if (!to) return false;
  const t = getT(locale);
  const received = formatMoment(new Date(termination.receivedAt), locale);
  const values = { contractNumber: termination.contractNumber, reference: termination.reference, day: received.day, time: received.time, end: formatDay(termination.endDate, locale) };
  const paragraphs = write(t, "family:mail.termination.text", values).split("\n\n");
  if (askedWithoutSignIn) paragraphs.splice(-1, 0, write(t, "family:mail.termination.objection", { helpLine: formatPhoneNumber(HELP_LINE) }));
  try {
    await sendMail({ to, subject: write(t, "family:mail.termination.subject", values), text: paragraphs.join("\n\n") }, { kind: "termination acknowledgement", requestId });
    return true;
  } catch {
    return false;
  }
}

/**
 * The confirmation of an avenant, to the subscriber's address the hub has: its reference and the
 * version it creates; when it changes the price, the price billed until then and the new one from
 * the day it takes effect (decision 100).
 */
export async function sendAvenantMail(
  to: string | null,
  avenant: { contractNumber: string; reference: string; version: number; prices: { today: ContractPrice; next: ContractPrice; from: string } | null },
  locale: Locale,
  requestId?: string,
): Promise<boolean> {
  if (!to) return false;
  const t = getT(locale);
  const say = (price: ContractPrice) => sayMoney(monthlySentence(price), t as unknown as Translate);
  const values = { contractNumber: avenant.contractNumber, reference: avenant.reference, version: avenant.version };
  const prices = avenant.prices && t("family:mail.avenant.prices", {
      today: say(avenant.prices.today),
      next: say(avenant.prices.next),
      until: formatDay(addDays(avenant.prices.from, -1), locale),
      date: formatDay(avenant.prices.from, locale),
    });
  try {
    await sendMail(
      { to, subject: t("family:mail.avenant.subject", values), text: t("family:mail.avenant.text", { ...values, prices: prices ?? t("family:mail.avenant.samePrice") }) },
      { kind: "avenant confirmation", requestId },
    );
    return true;
  } catch {
    return false;
  }
}

export type SuspensionChange = "recorded" | "moved" | "cancelled";

/**
 * The confirmation of a suspension recorded, moved or cancelled, to the subscriber's address the
 * hub has: its dates and what happens meanwhile to the visits, the remote assistance and the
 * billing (decision 126).
 */
export async function sendSuspensionMail(
  to: string | null,
  suspension: { contractNumber: string; reference: string; change: SuspensionChange; startDate: string; endDate: string; remoteAssistance: boolean },
  locale: Locale,
  requestId?: string,
): Promise<boolean> {
  if (!to) return false;
  const t = getT(locale);
  const values = { contractNumber: suspension.contractNumber, reference: suspension.reference, from: formatDay(suspension.startDate, locale), to: formatDay(suspension.endDate, locale) };
  const during = suspension.change === "cancelled" ? "" : `\n\n${t(suspension.remoteAssistance ? "changes:suspension.during" : "changes:suspension.duringVisitsOnly")}`;
  try {
    await sendMail(
      { to, subject: t(`family:mail.suspension.subject.${suspension.change}`, values), text: t("family:mail.suspension.text", { ...values, what: t(`family:mail.suspension.what.${suspension.change}`, values), during }) },
      { kind: "suspension confirmation", requestId },
    );
    return true;
  } catch {
    return false;
  }
}
