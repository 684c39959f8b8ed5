import { z } from "zod";
import { upstream, type ProjectSystem } from "./http.server";

/**
 * The family circle at the contract hub (decision 085; docs/upstream-api.md, section 4, "Family
 * circle"): the relatives a contract's owner invited, who follows which contract, and a
 * relative's choice of e-mail alerts. An invitation's token comes back once, from an invitation
 * or a resend, for the mail; the app keeps it nowhere.
 */
const HUB = "/vsmp/api/vsmp/v1/hub";

interface Options {
  requestId?: string;
}

export const relativeSchema = z.object({
  id: z.string(),
  contractNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  relationship: z.string(),
  state: z.enum(["INVITED", "FOLLOWING", "WITHDRAWN", "REVOKED"]),
  invitedAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  customerId: z.string().nullable(),
  alertsByEmail: z.boolean(),
  /** The language of the page the relative accepted on (or last chose their alerts on): their mails' language. A hub that has none: French. */
  language: z.enum(["fr", "en"]).catch("fr"),
});

export type Relative = z.infer<typeof relativeSchema>;

const personSchema = z.object({ civility: z.string(), firstName: z.string(), lastName: z.string() });

/** The owner's choice of a mail on each important alert, in the language of the page they chose on; a hub that says nothing: yes, in French (decision 138). */
const ownerAlertsSchema = z.object({ alertsByEmail: z.boolean(), language: z.enum(["fr", "en"]).catch("fr") });

export type OwnerAlerts = z.infer<typeof ownerAlertsSchema>;

const familySchema = z.object({
  messaging: z.object({ code: z.string(), state: z.string() }),
  owner: ownerAlertsSchema.optional().default({ alertsByEmail: true, language: "fr" }),
  relatives: z.array(relativeSchema),
});

export type Family = z.infer<typeof familySchema>;

const path = (contractNumber: string) => `${HUB}/contract/${encodeURIComponent(contractNumber)}/family`;

/** The contract's family-messaging block and its relatives, newest invitation first. */
export function getFamily(contractNumber: string, { requestId }: Options = {}) {
  return upstream.vsmp.get(path(contractNumber), familySchema, { requestId });
}

const invitedSchema = z.object({ relative: relativeSchema, token: z.string().min(32) });

export interface InvitationRequest {
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  /** The end of its validity (app/kernel/people/family: seven days). */
  expiresAt: string;
}

/** A new invitation: the relative, and the token of the link the mail carries. */
export function inviteRelative(contractNumber: string, body: InvitationRequest, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${path(contractNumber)}/relatives`, invitedSchema, { body, system, requestId });
}

/** The same invitation sent again: a new token (the previous one no longer works) and a new end. */
export function resendInvitation(contractNumber: string, relativeId: string, expiresAt: string, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${path(contractNumber)}/relatives/${encodeURIComponent(relativeId)}/resend`, invitedSchema, { body: { expiresAt }, system, requestId });
}

const changedSchema = z.object({ relative: relativeSchema });

/** Withdraws an invitation not yet accepted, or revokes a relative who follows: effective on their next request. */
export function endRelative(contractNumber: string, relativeId: string, change: "withdraw" | "revoke", system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${path(contractNumber)}/relatives/${encodeURIComponent(relativeId)}/${change}`, changedSchema, { body: {}, system, requestId });
}

const requestResultSchema = z.object({ requestId: z.string(), version: z.number(), status: z.string() });

/** Turns the family-messaging block on (CONFIGURED) or off (NOT_CONFIGURED): a new version of the contract. */
export function setFamilyMessaging(contractNumber: string, state: "CONFIGURED" | "NOT_CONFIGURED", system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.put(`${path(contractNumber)}/messaging`, requestResultSchema, { body: { state }, system, requestId });
}

/** The owner's choice: a mail on each important alert, or none; mailed in the language of the page they chose on. */
export function setOwnerAlerts(contractNumber: string, alertsByEmail: boolean, language: MailLanguage, system: ProjectSystem, { requestId }: Options = {}) {
  return upstream.vsmp.put(`${path(contractNumber)}/owner-alerts`, z.object({ owner: ownerAlertsSchema }), { body: { alertsByEmail, language }, system, requestId });
}

const invitationSchema = z.object({
  relative: relativeSchema,
  contract: z.object({ contractNumber: z.string(), subscriber: personSchema.extend({ customerId: z.string() }), recipient: personSchema }),
});

export type Invitation = z.infer<typeof invitationSchema>;

/** The invitation a link's token names (the token goes in the query: never in a logged path). */
export function findInvitation(token: string, { requestId }: Options = {}) {
  return upstream.vsmp.get(`${HUB}/family/invitation`, invitationSchema, { query: { token }, requestId });
}

/** A language the family circle's mails are written in. */
export type MailLanguage = "fr" | "en";

/** The relative accepts: they follow the contract from now on, mailed in the language of the page they accepted on. */
export function acceptInvitation(token: string, customerId: string, language: MailLanguage, { requestId }: Options = {}) {
  return upstream.vsmp.post(`${HUB}/family/invitation/accept`, changedSchema, { body: { token, customerId, language }, system: "LPFR", requestId });
}

const followingSchema = z.object({
  relativeId: z.string(),
  contractNumber: z.string(),
  since: z.string().nullable(),
  alertsByEmail: z.boolean(),
  recipient: personSchema,
  owner: personSchema,
});

export type Following = z.infer<typeof followingSchema>;

/**
 * The contracts this customer follows as a relative, now: asked on every request of a relative,
 * never kept, so that a revocation takes effect on their very next request.
 */
export async function listFollowed(customerId: string, { requestId }: Options = {}) {
  const list = await upstream.vsmp.get(`${HUB}/family/relative/${encodeURIComponent(customerId)}`, z.object({ results: z.array(followingSchema) }), { requestId });
  return list.results;
}

/** A relative's choice: an e-mail on each IMPORTANT alert, or none; in the language of the page they chose on. */
export function setAlertsByEmail(customerId: string, contractNumber: string, alertsByEmail: boolean, language: MailLanguage, { requestId }: Options = {}) {
  return upstream.vsmp.put(
    `${HUB}/family/relative/${encodeURIComponent(customerId)}/contract/${encodeURIComponent(contractNumber)}/alerts`,
    changedSchema,
    { body: { alertsByEmail, language }, system: "LPFR", requestId },
  );
}
