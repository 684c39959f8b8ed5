import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { log } from "~/kernel/platform/logger.server";
import { getFamily } from "~/kernel/upstream/family.server";
import { getHubContract } from "~/kernel/upstream/hub.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { BodyTooLarge, readBoundedText } from "~/kernel/platform/bounded-body.server";
import { seenOnce } from "~/kernel/platform/seen-once.server";
import { sendAlertMail, sendOwnerAlertMail } from "~/kernel/people/family-mail.server";

/**
 * How an alert reaches the app (decision 087): the hub calls POST /vsmp/webhooks/alertes with the
 * event, signed with HMAC-SHA256 over `{timestamp}.{body}` with the secret both share
 * (HUB_WEBHOOK_SECRET). Every alert it announces is the postman's, important whatever its level
 * (isImportant, app/kernel/people/family/follow), so the app mails every relative who follows the
 * contract and asked for it, and the contract's owner unless they said no (decision 138): that
 * there is an alert and where to read it, nothing of what it says, each in their own language (the
 * page they accepted on, or last chose their alerts on; decision 109).
 */
const MAX_SKEW_S = 300;
const MAX_BODY = 4096;

const eventSchema = z.object({
  event: z.literal("ALERT"),
  contractNumber: z.string().regex(/^\d{6,20}$/),
  alertId: z.string().max(64),
  level: z.enum(["IMPORTANT", "NORMAL"]),
  eventDate: z.string().optional(),
});

/** Whether the body was signed with the shared secret, within five minutes of now. */
export function validSignature(body: string, timestamp: string | null, signature: string | null, secret: string, now = Date.now()): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature?.startsWith("sha256=")) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_S) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex"));
  const given = Buffer.from(signature.slice("sha256=".length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How a webhook call reads: the headers it needs before its body is read. */
function signatureHeaders(request: Request) {
  return { timestamp: request.headers.get("x-hub-timestamp"), signature: request.headers.get("x-hub-signature-256") };
}

/** Whether the headers can belong to a signed call of now: checked before a byte of the body is read. */
function plausiblySigned({ timestamp, signature }: ReturnType<typeof signatureHeaders>, now = Date.now()): boolean {
  return Boolean(timestamp && /^\d{1,12}$/.test(timestamp) && Math.abs(now / 1000 - Number(timestamp)) <= MAX_SKEW_S && signature && /^sha256=[0-9a-f]{64}$/.test(signature));
}

/**
 * The webhook's answer: 204 once handled (or already handled: a call replayed within the
 * signature's validity is answered 204 without a second mail), 401 unsigned, 413 over 4 KB
 * (announced or read: the body is read no further), 400 unreadable, 404 unknown contract, 503
 * when the hub cannot be read (the hub retries). Mail failures are logged, not retried.
 */
export async function receiveAlert(request: Request, requestId?: string): Promise<Response> {
  const headers = signatureHeaders(request);
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d{1,15}$/.test(declared) || Number(declared) > MAX_BODY)) return new Response(null, { status: 413 });
  if (!plausiblySigned(headers)) {
    log("warn", "Alert webhook: bad signature", { requestId });
    return new Response(null, { status: 401 });
  }
  let body: string;
  try {
    body = await readBoundedText(request, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLarge) return new Response(null, { status: 413 });
    throw error;
  }
  if (!validSignature(body, headers.timestamp, headers.signature, config.hubWebhookSecret)) {
    log("warn", "Alert webhook: bad signature", { requestId });
    return new Response(null, { status: 401 });
  }
  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(body));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return new Response(null, { status: 400 });
  const alert = parsed.data;
  // A signed call can be replayed while its signature is valid: each alert is handled once.
  const key = `alert:${alert.contractNumber}:${alert.alertId}`;
  if (!(await seenOnce().firstSighting(key, 2 * MAX_SKEW_S * 1000))) {
    log("info", "Alert webhook: already handled", { contractNumber: alert.contractNumber, requestId });
    return new Response(null, { status: 204 });
  }
  let family, contract;
  try {
    [family, contract] = await Promise.all([getFamily(alert.contractNumber, { requestId }), getHubContract(alert.contractNumber, { requestId })]);
  } catch (error) {
    // Not handled after all: the hub's retry must get through.
    await seenOnce().forget(key);
    if (isUpstreamError(error, "status") && error.status === 404) return new Response(null, { status: 404 });
    if (isUpstreamError(error)) {
      log("warn", "Alert webhook: the hub could not be read", { contractNumber: alert.contractNumber, requestId, error });
      return new Response(null, { status: 503, headers: { "Retry-After": "30" } });
    }
    throw error;
  }
  const asked = family.relatives.filter((relative) => relative.state === "FOLLOWING" && relative.alertsByEmail);
  let sent = 0;
  for (const relative of asked) {
    try {
      await sendAlertMail({ to: relative.email, recipient: contract.recipient, contractNumber: alert.contractNumber }, relative.language, requestId);
      sent += 1;
    } catch {
      // Logged by the mailer; the other relatives are still told.
    }
  }
  const owner = contract.subscriber.mail && family.owner.alertsByEmail ? contract.subscriber.mail : null;
  const ownerTold = owner ? await sendOwnerAlertMail({ to: owner, recipient: contract.recipient, contractNumber: alert.contractNumber }, family.owner.language, requestId).then(() => true, () => false) : false;
  log("info", "Alert webhook: relatives told", { contractNumber: alert.contractNumber, asked: asked.length, sent, ownerTold, requestId });
  return new Response(null, { status: 204 });
}
