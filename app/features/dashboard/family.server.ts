import { data, redirect } from "@remix-run/node";
import { familyIntent, invitationSchema, messagingSchema, ownerAlertsSchema, relativeChangeSchema, type FamilyIntent } from "~/kernel/people/family/forms";
import { invitationExpiry, mayInvite, ownerActions, relativeStatus } from "~/kernel/people/family/invitation";
import type { AuditAction } from "~/kernel/contract/audit";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { endRelative, getFamily, inviteRelative, resendInvitation, setFamilyMessaging, setOwnerAlerts } from "~/kernel/upstream/family.server";
import { hubRefusal, isUpstreamError } from "~/kernel/upstream/http.server";
import type { HubContract } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { pageFailure, type PageFailure } from "./failure.server";
import { sendInvitationMail } from "~/kernel/people/family-mail.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { sendFailure } from "~/kernel/contract/requests.server";

/**
 * proches ("Mes proches", decision 085): the relatives the owner invited and their status, the
 * invitation form, resend / withdraw / revoke, the family-messaging block turned on or off, and
 * the owner's own mail on each important alert (decision 138).
 * Every change goes to the hub (docs/upstream-api.md, "Family circle"); after a change the page
 * says what was done (?fait=…, post/redirect/get).
 */
const DONE = ["invited", "resent", "withdrawn", "revoked", "messagingOn", "messagingOff", "ownerAlertsOn", "ownerAlertsOff", "notMailed"] as const;
type Done = (typeof DONE)[number];

const doneOf = (request: Request): Done | null => {
  const value = new URL(request.url).searchParams.get("fait");
  return (DONE as readonly (string | null)[]).includes(value) ? (value as Done) : null;
};

export async function loadFamily(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const now = new Date();
  let failure: PageFailure | null = null;
  let messaging: { code: string; state: string } = { code: contract.familyMessaging.code, state: contract.familyMessaging.state };
  // Null when the circle cannot be read: the page then offers no choice it cannot state.
  let ownerAlerts: boolean | null = null;
  let relatives: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    relationship: string;
    status: ReturnType<typeof relativeStatus>;
    invitedAt: string;
    expiresAt: string;
    acceptedAt: string | null;
    endedAt: string | null;
    actions: ReturnType<typeof ownerActions>;
  }[] = [];
  try {
    const family = await getFamily(contract.contractNumber, { requestId: context.requestId });
    messaging = family.messaging;
    ownerAlerts = family.owner.alertsByEmail;
    relatives = family.relatives.map((relative) => {
      const status = relativeStatus(relative, now);
      return {
        id: relative.id,
        firstName: relative.firstName,
        lastName: relative.lastName,
        email: relative.email,
        relationship: relative.relationship,
        status,
        invitedAt: relative.invitedAt,
        expiresAt: relative.expiresAt,
        acceptedAt: relative.acceptedAt,
        endedAt: relative.endedAt,
        actions: ownerActions(status),
      };
    });
  } catch (error) {
    failure = pageFailure(door, error, "family circle", context.requestId);
  }
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      messaging,
      ownerAlerts,
      relatives,
      failure,
      done: doneOf(request),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** The audit trail's name of each change at the counter. */
export function familyAudit(form: FormData): AuditAction {
  const intent: FamilyIntent | null = familyIntent(form);
  return intent === "messaging" ? "family.messaging" : intent ? `family.${intent}` : "family.invite";
}

/** A hub that refuses a change (404, 409, 410): the relative changed meanwhile, the page says so. */
const refusedByHub = (error: unknown) => isUpstreamError(error, "status") && [404, 409, 410].includes(error.status ?? 0);

export async function actFamily(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const form = await readForm(request);
  const done = (what: Done) => redirect(`${door.basePath(contract.contractNumber)}/proches?fait=${what}`, { headers: PRIVATE_NO_STORE });
  const intent = familyIntent(form);
  if (intent === "invite" || intent === null) return invite(door, contract, form, request, context, done);
  if (intent === "messaging") {
    const submission = parseForm(form, { schema: messagingSchema });
    if (submission.status !== "success") return refusal({ formErrors: ["family:errors.changeRefused"] }, 400);
    try {
      await setFamilyMessaging(contract.contractNumber, submission.value.state, door.system, { requestId: context.requestId });
      return done(submission.value.state === "CONFIGURED" ? "messagingOn" : "messagingOff");
    } catch (error) {
      return refusal({ formErrors: [refusedByHub(error) ? "family:errors.changeRefused" : sendFailure(error, "family messaging", context.requestId, door)] }, refusedByHub(error) ? 400 : 503);
    }
  }
  if (intent === "ownerAlerts") {
    const submission = parseForm(form, { schema: ownerAlertsSchema });
    if (submission.status !== "success") return refusal({ formErrors: ["family:errors.changeRefused"] }, 400);
    const on = submission.value.alertsByEmail === "on";
    try {
      // Mailed in the language of the page the choice was made on, as a relative is (decision 109).
      await setOwnerAlerts(contract.contractNumber, on, await getLocale(request), door.system, { requestId: context.requestId });
      return done(on ? "ownerAlertsOn" : "ownerAlertsOff");
    } catch (error) {
      return refusal({ formErrors: [refusedByHub(error) ? "family:errors.changeRefused" : sendFailure(error, "owner alerts", context.requestId, door)] }, refusedByHub(error) ? 400 : 503);
    }
  }
  const submission = parseForm(form, { schema: relativeChangeSchema });
  if (submission.status !== "success") return refusal({ formErrors: ["family:errors.changeRefused"] }, 400);
  const { relativeId } = submission.value;
  try {
    if (submission.value.intent === "resend") {
      const sent = await resendInvitation(contract.contractNumber, relativeId, invitationExpiry(new Date()).toISOString(), door.system, { requestId: context.requestId });
      return (await mailed(sent, contract, request, context.requestId)) ? done("resent") : done("notMailed");
    }
    await endRelative(contract.contractNumber, relativeId, submission.value.intent, door.system, { requestId: context.requestId });
    return done(submission.value.intent === "withdraw" ? "withdrawn" : "revoked");
  } catch (error) {
    const limit = invitationLimit(error);
    if (limit) return refusal({ formErrors: [TOO_MANY_INVITATIONS] }, 429, limit);
    return refusal({ formErrors: [refusedByHub(error) ? "family:errors.changeRefused" : sendFailure(error, "family change", context.requestId, door)] }, refusedByHub(error) ? 400 : 503);
  }
}

const TOO_MANY_INVITATIONS = "family:errors.tooManyInvitations";

/** The hub's refusal of one invitation mail too many for the contract today (decision 120): from when one may be sent again. */
function invitationLimit(error: unknown): { retryAt: string } | null {
  const refused = hubRefusal(error);
  return refused?.code === "TOO_MANY_INVITATIONS" && refused.retryAt ? { retryAt: refused.retryAt } : null;
}

/** A message for the whole page (a change that could not be made), nothing typed to keep. */
function refusal(error: { formErrors: string[] }, status: number, limit: { retryAt: string } | null = null) {
  return data({ result: { status: "error" as const, initialValue: {}, error: { "": error.formErrors } }, refusal: limit }, { status, headers: PRIVATE_NO_STORE });
}

/** The invitation's mail; false when it could not be sent (the invitation stands: the owner may send it again). */
async function mailed(
  sent: { relative: { email: string; firstName: string; lastName: string; expiresAt: string }; token: string },
  contract: HubContract,
  request: Request,
  requestId?: string,
): Promise<boolean> {
  try {
    await sendInvitationMail(
      { to: sent.relative.email, relative: sent.relative, owner: contract.subscriber, recipient: contract.recipient, token: sent.token, expiresAt: sent.relative.expiresAt },
      await getLocale(request),
      requestId,
    );
    return true;
  } catch {
    return false;
  }
}

async function invite(
  door: DashboardDoor,
  contract: HubContract,
  form: FormData,
  request: Request,
  context: DashboardArgs["context"],
  done: (what: Done) => Response,
) {
  const submission = parseForm(form, { schema: invitationSchema });
  const failed = (formErrors?: string[], fieldErrors?: Record<string, string[]>, limit: { retryAt: string } | null = null) => {
    return data({ result: submission.reply({ formErrors, fieldErrors }), refusal: limit }, { status: 400, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") return failed();
  const { intent: _intent, ...invitation } = submission.value;
  try {
    const family = await getFamily(contract.contractNumber, { requestId: context.requestId });
    const allowed = mayInvite(invitation.email, { email: contract.subscriber.mail }, family.relatives, new Date());
    if (!allowed.allowed) return failed(undefined, { email: [`family:errors.${allowed.reason}`] });
    const sent = await inviteRelative(contract.contractNumber, { ...invitation, expiresAt: invitationExpiry(new Date()).toISOString() }, door.system, { requestId: context.requestId });
    return (await mailed(sent, contract, request, context.requestId)) ? done("invited") : done("notMailed");
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 409) return failed(undefined, { email: ["family:errors.alreadyInvited"] });
    const limit = invitationLimit(error);
    if (limit) return failed([TOO_MANY_INVITATIONS], undefined, limit);
    return failed([sendFailure(error, "family invitation", context.requestId, door)]);
  }
}
