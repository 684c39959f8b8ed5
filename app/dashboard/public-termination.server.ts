import { parseForm, readForm } from "~/platform/form-data.server";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/platform/config.server";
import { attemptLimiter, clientKeyFor } from "~/platform/discount-limiter.server";
import { today } from "~/domain/dashboard/calendar";
import { matchesSubscriber, publicTerminationSchema, suggestedTerminationEnd, type PublicTermination } from "~/domain/dashboard/forms";
import { isUpstreamError } from "~/upstream/http.server";
import { getHubContract, requestTermination, type HubContract } from "~/upstream/hub.server";
import { PRIVATE_NO_STORE } from "./guard.server";
import { getLocale } from "~/i18n/i18next.server";
import { sendTerminationMail } from "./family-mail.server";
import { referenceFrom, sendFailure } from "./requests.server";

/**
 * Termination in three clicks without signing in (French consumer law for contracts concluded
 * online): the contract number and the subscriber's e-mail, or last name and postal code, checked
 * on the server. Someone who does not match learns nothing, not even whether the contract
 * exists; every check counts against the same limit as the promo field (5 tries, then 5 minutes),
 * in its own counter.
 */
export const PUBLIC_TERMINATION_PATH = "/particulier/veiller-sur-mes-parents/gestion/resiliation";

const limiterKey = (request: Request, context: AppLoadContext) =>
  `termination:${clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops)}`;

export function loadPublicTermination({ request, context }: LoaderFunctionArgs) {
  return data(
    { reference: referenceFrom(request), suggestedEnd: suggestedTerminationEnd(today()), hasErrors: Boolean(context.formErrors) },
    { headers: PRIVATE_NO_STORE },
  );
}

type Found = { contract: HubContract } | { error: string };

/** The contract when what was typed identifies its subscriber; the same answer for no contract and no match. */
async function matchingContract(value: PublicTermination, request: Request, context: AppLoadContext): Promise<Found> {
  const limiter = attemptLimiter();
  const key = limiterKey(request, context);
  const before = await limiter.getAttemptStatus(key);
  if (before.locked || !(await limiter.recordAttempt(key)).allowed) return { error: "dashboard:errors.tooManyAttempts" };
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
  const formData = await readForm(request, context);
  const submission = parseForm(formData, { schema: publicTerminationSchema(today()) });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply(), review: null }, { headers: PRIVATE_NO_STORE });
  }
  if (formData.get("intent") === "change") return data({ result: submission.reply(), review: null }, { headers: PRIVATE_NO_STORE });
  const refuse = (error: string) => {
    context.formErrors = true;
    return data({ result: submission.reply({ formErrors: [error] }), review: null }, { headers: PRIVATE_NO_STORE });
  };
  const found = await matchingContract(submission.value, request, context);
  if ("error" in found) return refuse(found.error);
  if (found.contract.legalInfo.terminationRequestDate) return refuse("dashboard:errors.alreadyTerminated");
  if (formData.get("step") !== "confirm") {
    return data({ result: submission.reply({ resetForm: false }), review: submission.value }, { headers: PRIVATE_NO_STORE });
  }
  try {
    const result = await requestTermination(found.contract.contractNumber, { reason: submission.value.reason, requestedDate: submission.value.endDate }, "LPFR", {
      requestId: context.requestId,
    });
    // The acknowledgement goes to the subscriber's address the hub has, never to one typed here.
    await sendTerminationMail(found.contract.subscriber.mail, found.contract.contractNumber, result.requestId, await getLocale(request), context.requestId);
    return redirect(`${PUBLIC_TERMINATION_PATH}?demande=${encodeURIComponent(result.requestId)}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 409) return refuse("dashboard:errors.alreadyTerminated");
    return refuse(sendFailure(error, "termination", context.requestId));
  }
}
