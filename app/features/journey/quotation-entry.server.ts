import { redirect, type AppLoadContext } from "@remix-run/node";
import { getUser } from "~/kernel/auth/user.server";
import { formatDay } from "~/kernel/i18n/date-format";
import type { NoticeView } from "~/kernel/money/discount/notices";
import { stepPath } from "~/kernel/contract/paths";
import { offerType, servicesFromPayload, type ServicePayloadItem } from "~/kernel/contract/services";
import { emptyJourneyState, ensureCart, progressOf, type JourneyState } from "~/features/journey/rules/state";
import { slugAt } from "~/kernel/contract/journey-steps";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { log } from "~/kernel/platform/logger.server";
import { flashNotices } from "~/features/journey/flash.server";
import { commitJourney, readJourney } from "~/features/journey/journey-cookie.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { getQuotation, openQuotationJourney } from "~/kernel/upstream/journey.server";
import { VSMP_MODE } from "./mode.server";

/** A quotation's id as the hub makes it: 128 random bits in base64url. */
const QUOTATION_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The first step with a message. The journey this browser finished from the quotation would send
 * the first step on to its confirmation: a new one is started instead, so the message is read
 * where it applies.
 */
async function toFirstStep(request: Request, notice: NoticeView, current?: JourneyState, quotationId?: string) {
  const headers = new Headers();
  if (current && (current.subscription.isEnded || current.quotationId === quotationId)) headers.append("Set-Cookie", await commitJourney(emptyJourneyState()));
  headers.append("Set-Cookie", await flashNotices(request, [], [notice]));
  return redirect(stepPath("etape1"), { headers });
}

/**
 * The link of a quotation made at the counter (decision 135): `?devis={id}` opens the online
 * journey on a new draft holding the quotation's services and promo codes, at the step after the
 * services, and says what was taken up. The same browser opening it again goes on where it was.
 * An expired, used or unknown quotation lands on the first step with a message saying so.
 */
export async function enterFromQuotation(request: Request, context: AppLoadContext, quotationId: string): Promise<Response> {
  if (!QUOTATION_ID.test(quotationId)) return toFirstStep(request, { key: "notices:quotation.unknown" });
  const current = await readJourney(request);
  let quoted;
  try {
    quoted = await getQuotation(quotationId, { requestId: context.requestId });
  } catch (error) {
    if (isUpstreamError(error, "status") && (error.status === 404 || error.status === 400)) return toFirstStep(request, { key: "notices:quotation.unknown" });
    log("error", "VSMP: Unable to read a quotation", { error: String(error), requestId: context.requestId });
    return toFirstStep(request, { key: "notices:quotation.unavailable" });
  }
  const locale = await getLocale(request);
  if (quoted.status === "USED") return toFirstStep(request, { key: "notices:quotation.used", values: { number: quoted.number } }, current, quotationId);
  if (quoted.status === "EXPIRED") return toFirstStep(request, { key: "notices:quotation.expired", values: { number: quoted.number, date: formatDay(quoted.validUntil, locale) } }, current, quotationId);
  if (current.quotationId === quotationId && current.contractId && !current.subscription.isEnded) {
    const progress = progressOf(current);
    return redirect(stepPath(progress.steps.length > 0 ? slugAt(progress, progress.step) : "etape1"));
  }

  const user = await getUser(request, context);
  const fresh = { ...ensureCart(emptyJourneyState(), Date.now()), quotationId };
  let created;
  try {
    created = await openQuotationJourney(quotationId, { cartId: fresh.cartId!, ...(user ? { customerId: user.id } : {}) }, { requestId: context.requestId });
  } catch (error) {
    log("error", "VSMP: Unable to open a quotation's journey", { error: String(error), requestId: context.requestId });
    return toFirstStep(request, { key: "notices:quotation.unavailable" });
  }
  const selection = quoted.offers.offers;
  const services = servicesFromPayload((selection?.services ?? []) as ServicePayloadItem[], selection?.serviceLevel);
  const opened = { ...fresh, contractId: created.contractId, contractNumber: created.contractNumber };
  // The services are the quotation's: the journey goes on to the step after them.
  const next = VSMP_MODE.complete(opened, "etape1", services, new URL(request.url));
  const offer = offerType(services);
  const notice: NoticeView = {
    key: quoted.promoCodes.length > 0 ? "notices:quotation.resumedWithCodes" : "notices:quotation.resumed",
    values: { number: quoted.number, offer: offer ? `notices:offers.${offer}` : "notices:empty", codes: quoted.promoCodes.join(", ") },
  };
  const headers = new Headers();
  headers.append("Set-Cookie", await commitJourney(next.state));
  headers.append("Set-Cookie", await flashNotices(request, [], [notice]));
  return redirect(next.to, { headers });
}
