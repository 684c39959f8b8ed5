import { randomUUID } from "node:crypto";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/kernel/platform/config.server";
import { clientKeyFor, takeTry } from "~/kernel/platform/attempt-limiter.server";
import { publicTerminationCookie } from "~/kernel/sessions/cookies.server";
import { addMonths, today } from "~/kernel/contract/calendar";
import { TERMINATION_NOTICE_MONTHS } from "~/kernel/contract/contract-dates";
import { endsTooEarly, matchesSubscriber, publicTerminationSchema, type PublicTermination } from "~/kernel/contract/change-forms";
import { isIsoDay } from "~/kernel/contract/calendar";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { getHubContract, requestTermination, streamTerminationAcknowledgement, terminationRequestOf, type HubContract } from "~/kernel/upstream/hub.server";
import { plainTextAnswer, streamPdf } from "~/kernel/downloads/download.server";
import { contractFormulaWordings } from "~/kernel/contract/contract-status";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { sendTerminationMail } from "~/kernel/people/family-mail.server";
import { earliestEnd, referenceFrom, sendFailure } from "~/kernel/contract/requests.server";

/**
 * Termination in three clicks without signing in (French consumer law for contracts concluded
 * online): the contract number and the subscriber's e-mail, or last name and postal code, checked
 * on the server. Someone who does not match learns nothing, not even whether the contract
 * exists; every check counts like a promo code's try (decision 080), in counters of its own: 5
 * for this browser's form (a random key in its signed cookie), and the address's ceiling.
 */
export const PUBLIC_TERMINATION_PATH = "/particulier/veiller-sur-mes-parents/gestion/resiliation";

/** What this browser's form keeps in its signed cookie: its tries' key, the requests it filed. */
interface TerminationVisitor {
  key: string;
  references: string[];
}

async function visitorOf(request: Request): Promise<TerminationVisitor | null> {
  const value = (await publicTerminationCookie.parse(request.headers.get("cookie"))) as Partial<TerminationVisitor> | null;
  if (!value || typeof value.key !== "string" || !/^[\w-]{16,64}$/.test(value.key)) return null;
  const references = Array.isArray(value.references) ? value.references.filter((reference): reference is string => typeof reference === "string").slice(-5) : [];
  return { key: value.key, references };
}

const commitVisitor = (visitor: TerminationVisitor) => publicTerminationCookie.serialize(visitor);

const addressKey = (request: Request, context: AppLoadContext) =>
  `termination:${clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops)}`;

/** The acknowledgement's address: a resource route beside the form, for the requests this browser filed. */
export const acknowledgementPath = (reference: string) => `${PUBLIC_TERMINATION_PATH}/accuse-de-reception/${encodeURIComponent(reference)}`;

/** Set on the final page's address when an early end for a legitimate reason was asked: the page says how to send the proof. */
const EARLY_END_PARAM = "motif-legitime";
/** Set on the final page's address: when the hub received the request, and the end of service (the acknowledgement's PDF and mail state them too). */
const RECEIVED_PARAM = "recue";
const END_PARAM = "fin";

export async function loadPublicTermination({ request }: LoaderFunctionArgs) {
  const reference = referenceFrom(request);
  // The acknowledgement is offered to the browser that filed the request (its signed cookie lists it).
  const filed = reference !== null && ((await visitorOf(request))?.references.includes(reference) ?? false);
  const query = new URL(request.url).searchParams;
  const receivedAt = query.get(RECEIVED_PARAM) ?? "";
  const endDate = query.get(END_PARAM);
  return data(
    {
      reference,
      acknowledgement: filed && reference ? acknowledgementPath(reference) : null,
      // The request's date, time and end of service, to the browser that filed it.
      received: filed && !Number.isNaN(Date.parse(receivedAt)) && isIsoDay(endDate) ? { at: receivedAt, endDate } : null,
      earlyEnd: query.get(EARLY_END_PARAM) === "1",
      // Before the contract is known: the day a contract beyond its initial period could end (its own earliest is said at the review).
      suggestedEnd: addMonths(today(), TERMINATION_NOTICE_MONTHS),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * GET {form}/accuse-de-reception/{reference}: the acknowledgement on a durable medium (a PDF the
 * hub writes: the request's date, the end date, the devices, the billing), streamed. Only to the
 * browser that filed the request: anyone else gets the same "not found" as an unknown reference.
 */
export async function downloadTerminationAcknowledgement({ request, params, context }: LoaderFunctionArgs) {
  const reference = params.reference ?? "";
  const visitor = await visitorOf(request);
  if (!/^[A-Z]+-[\w-]{1,60}$/.test(reference) || !visitor?.references.includes(reference)) return plainTextAnswer(request, 404, "errors.resourceNotFound");
  return streamPdf(request, (signal) => streamTerminationAcknowledgement(reference, { requestId: context.requestId, signal }), {
    filename: `accuse-de-reception-${reference}.pdf`,
    messages: { notFound: "errors.resourceNotFound", unavailable: "errors.unavailable" },
    failureLog: "Termination: unable to get the acknowledgement",
    requestId: context.requestId,
  });
}

/** What the review names of the contract (only once what was typed matched its subscriber): its number, its offer, its beneficiary. */
function contractNamed(contract: HubContract) {
  return {
    contractNumber: contract.contractNumber,
    earliestEnd: earliestEnd(contract),
    offer: contractFormulaWordings(contract.delivery.formula, contract.remoteAssistance ? contract.remoteAssistanceType : "NA"),
    beneficiary: { firstName: contract.recipient.firstName, lastName: contract.recipient.lastName },
  };
}

type Found = { contract: HubContract } | { error: string };

/**
 * The contract when what was typed identifies its subscriber; the same answer for no contract and
 * no match. Each check is a try of this browser's form and of its address (decision 080).
 */
async function matchingContract(value: PublicTermination, visitor: TerminationVisitor, request: Request, context: AppLoadContext): Promise<Found> {
  const attempt = await takeTry({ visitor: `termination:form:${visitor.key}`, address: addressKey(request, context) });
  if (!attempt.allowed) return { error: attempt.by === "visitor" ? "dashboard:errors.tooManyAttempts" : "dashboard:errors.tooManyAttemptsAddress" };
  let contract: HubContract;
  try {
    contract = await getHubContract(value.contractNumber, { requestId: context.requestId });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 404) return { error: "dashboard:errors.noMatch" };
    return { error: sendFailure(error, "termination check", context.requestId) };
  }
  return matchesSubscriber(value, contract.subscriber) ? { contract } : { error: "dashboard:errors.noMatch" };
}

export async function actPublicTermination({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: publicTerminationSchema(today()) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), review: null, contract: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  if (formData.get("intent") === "change") return data({ result: submission.reply(), review: null, contract: null }, { headers: PRIVATE_NO_STORE });
  // This browser's form gets its key at its first check: its tries are counted against it.
  const known = await visitorOf(request);
  const visitor = known ?? { key: randomUUID(), references: [] };
  const headers = new Headers(PRIVATE_NO_STORE);
  if (!known) headers.append("Set-Cookie", await commitVisitor(visitor));
  const refuse = (error: string) => {
    return data({ result: submission.reply({ formErrors: [error] }), review: null, contract: null }, { status: 400, headers });
  };
  const found = await matchingContract(submission.value, visitor, request, context);
  if ("error" in found) return refuse(found.error);
  if (found.contract.legalInfo.terminationRequestDate) return refuse("dashboard:errors.alreadyTerminated");
  if (endsTooEarly(submission.value, earliestEnd(found.contract))) {
    // Identified: the contract's earliest end is said next to the date refused.
    return data(
      { result: submission.reply({ fieldErrors: { endDate: ["dashboard:errors.endBeforeEarliest"] } }), review: null, contract: contractNamed(found.contract) },
      { status: 400, headers },
    );
  }
  if (formData.get("step") !== "confirm") {
    return data({ result: submission.reply({ resetForm: false }), review: submission.value, contract: contractNamed(found.contract) }, { headers });
  }
  try {
    const result = await requestTermination(found.contract.contractNumber, terminationRequestOf(submission.value), "LPFR", { requestId: context.requestId });
    // The acknowledgement goes to the subscriber's address the hub has, never to one typed here,
    // saying how to object: whoever asked may not be the subscriber.
    const receivedAt = result.receivedAt ?? new Date().toISOString();
    await sendTerminationMail(
      found.contract.subscriber.mail,
      { contractNumber: found.contract.contractNumber, reference: result.requestId, receivedAt, endDate: submission.value.endDate },
      await getLocale(request),
      context.requestId,
      { askedWithoutSignIn: true },
    );
    // This browser may download the acknowledgement of the requests it filed.
    const filed = new Headers(PRIVATE_NO_STORE);
    filed.append("Set-Cookie", await commitVisitor({ ...visitor, references: [...visitor.references, result.requestId].slice(-5) }));
    const done = new URLSearchParams({ demande: result.requestId, [RECEIVED_PARAM]: receivedAt, [END_PARAM]: submission.value.endDate });
    if (submission.value.earlyEnd) done.set(EARLY_END_PARAM, "1");
    return redirect(`${PUBLIC_TERMINATION_PATH}?${done}`, { headers: filed });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 409) return refuse("dashboard:errors.alreadyTerminated");
    return refuse(sendFailure(error, "termination", context.requestId));
  }
}
