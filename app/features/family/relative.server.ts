import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { getUser, requireUser, type VsmpUser } from "~/kernel/auth/user.server";
import { addDays, today } from "~/kernel/contract/calendar";
import { NOT_ALLOWED, SERVICE_UNAVAILABLE, isContractNumber } from "~/kernel/auth/contract-access";
import { alertsSchema } from "~/kernel/people/family/forms";
import { alertsNewestFirst, FOLLOW_DAYS, nextVisitDays, reportsNewestFirst } from "~/kernel/people/family/follow";
import { isInvitationToken, mayAccept, maskedEmail, type AcceptRefusal } from "~/kernel/people/family/invitation";
import type { AuditAction } from "~/kernel/contract/audit";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { log } from "~/kernel/platform/logger.server";
import { auditAccess, AuditUnavailable } from "~/kernel/upstream/audit.server";
import { acceptInvitation, findInvitation, listFollowed, setAlertsByEmail, type Following } from "~/kernel/upstream/family.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { getHubContract, listVisitReports } from "~/kernel/upstream/hub.server";
import { eventView } from "~/kernel/contract/events.server";
import { followPath } from "~/kernel/people/family-mail.server";
import { PRIVATE_NO_STORE, refusal } from "~/kernel/auth/contract-guard.server";
import { photoAnswer } from "~/kernel/contract/photos.server";

/**
 * The relative's side of the family circle (decision 085): /services-seniors/suivi (the contracts
 * they follow), /services-seniors/suivi/{contract} (the follow-up page, read-only) and its
 * photos, /services-seniors/suivi/invitation?jeton=… (accepting an invitation).
 *
 * The guard asks the hub on every request whether this signed-in person follows the contract
 * now: nothing is kept between requests, so a revocation takes effect on the very next one.
 * Each access is written to the audit trail before anything is shown (decision 076, 088).
 */
async function signedIn(request: Request, context: AppLoadContext): Promise<VsmpUser> {
  const user = await requireUser(request, { context });
  if (!user) refusal(NOT_ALLOWED);
  return user;
}

async function followedBy(user: VsmpUser, context: AppLoadContext): Promise<Following[]> {
  try {
    return await listFollowed(user.id, { requestId: context.requestId });
  } catch (error) {
    log("warn", "Family: unable to tell what a relative follows", { error: String(error), requestId: context.requestId });
    refusal(SERVICE_UNAVAILABLE);
  }
}

/** The relative's access, written to the audit trail first: no line, nothing shown (503). */
async function audited(user: VsmpUser, action: AuditAction, contractNumber: string, context: AppLoadContext): Promise<void> {
  try {
    await auditAccess({ relative: { customerId: user.id }, action, contractId: contractNumber, outcome: "success" }, context.requestId);
  } catch (error) {
    if (error instanceof AuditUnavailable) refusal(SERVICE_UNAVAILABLE);
    throw error;
  }
}

/**
 * The relative's guard: signed in (else the login page, and back), and following this contract
 * now (else 403 'Not allowed': a revoked relative, a stranger and an unknown number alike).
 */
export async function openAsRelative(request: Request, contractNumber: string | undefined, context: AppLoadContext, action: AuditAction) {
  const user = await signedIn(request, context);
  if (!isContractNumber(contractNumber)) refusal(NOT_ALLOWED);
  const following = (await followedBy(user, context)).find((followed) => followed.contractNumber === contractNumber);
  if (!following) refusal(NOT_ALLOWED);
  await audited(user, action, contractNumber, context);
  return { user, following };
}

const ALERT_DONE = ["alertsOn", "alertsOff"] as const;

/** GET /services-seniors/suivi/{contract}: the follow-up page. */
export async function loadFollow({ request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext }) {
  const { following } = await openAsRelative(request, params.id, context, "family.follow");
  const day = today();
  let failure: "unavailable" | null = null;
  let reports: ReturnType<typeof eventView>[] = [];
  let alerts: ReturnType<typeof eventView>[] = [];
  let nextVisits: string[] = [];
  try {
    const [contract, events] = await Promise.all([
      getHubContract(following.contractNumber, { requestId: context.requestId }),
      listVisitReports(following.contractNumber, { startDate: addDays(day, -FOLLOW_DAYS), endDate: day, count: 60 }, { requestId: context.requestId }),
    ]);
    const views = events.map((event) => eventView(event, contract.devices));
    reports = reportsNewestFirst(views);
    alerts = alertsNewestFirst(views);
    const suspension = contract.delivery.suspended ? (contract.delivery.suspension ?? null) : null;
    nextVisits = nextVisitDays({ visitDays: contract.delivery.visitDays, startDate: contract.delivery.startDate, suspension }, day);
  } catch (error) {
    log("warn", "Family: unable to read the follow-up", { error: String(error), requestId: context.requestId });
    failure = "unavailable";
  }
  const done = new URL(request.url).searchParams.get("fait");
  return data(
    {
      contractNumber: following.contractNumber,
      recipient: following.recipient,
      owner: following.owner,
      since: following.since,
      alertsByEmail: following.alertsByEmail,
      reports,
      alerts,
      nextVisits,
      failure,
      done: (ALERT_DONE as readonly (string | null)[]).includes(done) ? (done as (typeof ALERT_DONE)[number]) : null,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** POST /services-seniors/suivi/{contract}: the relative's choice of e-mail alerts. */
export async function actFollow({ request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext }) {
  const { user, following } = await openAsRelative(request, params.id, context, "family.alerts");
  const submission = parseForm(await readForm(request), { schema: alertsSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["family:errors.changeRefused"] }) }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const on = submission.value.alertsByEmail === "on";
  try {
    await setAlertsByEmail(user.id, following.contractNumber, on, await getLocale(request), { requestId: context.requestId });
  } catch (error) {
    log("warn", "Family: unable to change the e-mail alerts", { error: String(error), requestId: context.requestId });
    return data({ result: submission.reply({ formErrors: [isUpstreamError(error, "timeout") ? "dashboard:errors.sendTimeout" : "dashboard:errors.sendFailed"] }) }, { status: 503, headers: PRIVATE_NO_STORE });
  }
  return redirect(`${followPath(following.contractNumber)}?fait=${on ? "alertsOn" : "alertsOff"}`, { headers: PRIVATE_NO_STORE });
}

/** GET /services-seniors/suivi/{contract}/photos/{report}: a report's photo, to a relative who follows now. */
export async function loadFollowPhoto({ request, params, context }: { request: Request; params: { id?: string; report?: string }; context: AppLoadContext }) {
  try {
    const { following } = await openAsRelative(request, params.id, context, "family.photo");
    return await photoAnswer(request, following.contractNumber, params.report ?? "", { requestId: context.requestId });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    const refused = thrown as { init?: ResponseInit | null; data?: { messageKey?: string } };
    if (refused?.init && refused.data?.messageKey) {
      return new Response(null, { status: refused.init.status ?? 403, headers: { ...PRIVATE_NO_STORE } });
    }
    throw thrown;
  }
}

/** GET /services-seniors/suivi: the contracts this person follows (a relative's home). */
export async function loadFollowedList({ request, context }: { request: Request; context: AppLoadContext }) {
  const user = await signedIn(request, context);
  const followed = await followedBy(user, context);
  return data({ followed: followed.map((entry) => ({ contractNumber: entry.contractNumber, recipient: entry.recipient, owner: entry.owner })) }, { headers: PRIVATE_NO_STORE });
}

type InvitationPage =
  | { state: "refused"; reason: AcceptRefusal | "unknown"; contractNumber: string | null }
  | { state: "signIn"; owner: string; recipient: string; email: string; signInHref: string; registerHref: string }
  | { state: "accept"; owner: string; recipient: string; email: string };

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The invitation a link names, and what its page offers this visitor. */
async function invitationPage(request: Request, context: AppLoadContext): Promise<{ page: InvitationPage; token: string | null; user: VsmpUser | null }> {
  const url = new URL(request.url);
  const token = url.searchParams.get("jeton");
  if (!isInvitationToken(token)) return { page: { state: "refused", reason: "unknown", contractNumber: null }, token: null, user: null };
  let invitation;
  try {
    invitation = await findInvitation(token, { requestId: context.requestId });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 404) return { page: { state: "refused", reason: "unknown", contractNumber: null }, token, user: null };
    log("warn", "Family: unable to read an invitation", { error: String(error), requestId: context.requestId });
    refusal(SERVICE_UNAVAILABLE);
  }
  const owner = fullName(invitation.contract.subscriber);
  const recipient = fullName(invitation.contract.recipient);
  const email = maskedEmail(invitation.relative.email);
  const user = await getUser(request, context);
  const now = new Date();
  // An ended invitation says so to anyone who holds its link, signed in or not.
  const ended = mayAccept(invitation.relative, { id: "", email: invitation.relative.email, emailVerified: true }, invitation.contract.subscriber.customerId, now);
  if (!ended.allowed) return { page: { state: "refused", reason: ended.reason, contractNumber: null }, token, user };
  if (!user) {
    const back = `${url.pathname}${url.search}`;
    const query = new URLSearchParams({ redirect: back, fallback: back, profile: "part" });
    return { page: { state: "signIn", owner, recipient, email, signInHref: `/vsmp/connexion?${query}`, registerHref: `/vsmp/connexion/inscription?${query}` }, token, user };
  }
  const allowed = mayAccept(invitation.relative, { id: user.id, email: user.email, emailVerified: user.emailVerified === true }, invitation.contract.subscriber.customerId, now);
  if (!allowed.allowed) {
    return { page: { state: "refused", reason: allowed.reason, contractNumber: allowed.reason === "ownContract" ? invitation.contract.contractNumber : null }, token, user };
  }
  return { page: { state: "accept", owner, recipient, email }, token, user };
}

/** GET /services-seniors/suivi/invitation?jeton=…: the invitation, then sign in or create an account, then accept. */
export async function loadInvitation({ request, context }: { request: Request; context: AppLoadContext }) {
  const { page } = await invitationPage(request, context);
  const url = new URL(request.url);
  return data({ page, self: `${url.pathname}${url.search}` }, { status: page.state === "refused" ? (page.reason === "unknown" ? 404 : 410) : 200, headers: PRIVATE_NO_STORE });
}

/** POST: the signed-in invited person accepts; they follow the contract from now on. */
export async function actInvitation({ request, context }: { request: Request; context: AppLoadContext }) {
  await readForm(request);
  const { page, token, user } = await invitationPage(request, context);
  if (page.state !== "accept" || !token || !user) return data({ page, failed: null }, { status: page.state === "signIn" ? 403 : 410, headers: PRIVATE_NO_STORE });
  try {
    const accepted = await acceptInvitation(token, user.id, await getLocale(request), { requestId: context.requestId });
    try {
      await auditAccess({ relative: { customerId: user.id }, action: "family.accept", contractId: accepted.relative.contractNumber, outcome: "success" }, context.requestId);
    } catch {
      // The acceptance is done whatever the log; the follow-up page itself waits for its line.
    }
    return redirect(followPath(accepted.relative.contractNumber), { headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (isUpstreamError(error, "status") && [404, 409, 410].includes(error.status ?? 0)) {
      const reason: AcceptRefusal | "unknown" = error.status === 410 ? "expired" : error.status === 409 ? "used" : "unknown";
      return data({ page: { state: "refused" as const, reason, contractNumber: null }, failed: null }, { status: 410, headers: PRIVATE_NO_STORE });
    }
    log("warn", "Family: unable to accept an invitation", { error: String(error), requestId: context.requestId });
    return data({ page, failed: isUpstreamError(error, "timeout") ? "dashboard:errors.sendTimeout" : "dashboard:errors.sendFailed" }, { status: 503, headers: PRIVATE_NO_STORE });
  }
}
