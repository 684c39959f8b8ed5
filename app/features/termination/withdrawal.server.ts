import { randomUUID } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { contractFormulaWordings } from "~/kernel/contract/contract-status";
import { today } from "~/kernel/contract/calendar";
import { namesSubscriber, publicWithdrawalSchema, type PublicWithdrawalStatement } from "~/kernel/contract/withdrawal-form";
import { PUBLIC_WITHDRAWAL_PATH, withdrawalWindow } from "~/kernel/contract/withdrawal";
import { plainTextAnswer, streamPdf } from "~/kernel/downloads/download.server";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { config } from "~/kernel/platform/config.server";
import { clientKeyFor, takeTry } from "~/kernel/platform/attempt-limiter.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { publicWithdrawalCookie } from "~/kernel/sessions/cookies.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { getHubContract, type HubContract } from "~/kernel/upstream/hub.server";
import { requestWithdrawal, streamWithdrawalAcknowledgement, withdrawalRefusal } from "~/kernel/upstream/withdrawal.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { PUBLIC_TERMINATION_PATH } from "./termination.server";
import { sendFailure } from "~/kernel/contract/requests.server";
import { sendWithdrawalMail } from "~/kernel/contract/withdrawal-mail.server";

/**
 * The withdrawal function without signing in (decision 123), beside the termination's: the
 * statement (the contract's number, the subscriber's name, the e-mail the acknowledgement goes
 * to), checked on the server, then "Confirmer la rétractation", then the acknowledgement. Someone
 * whose name does not match learns nothing, not even whether the contract exists; every check
 * counts like the termination's (decision 080), in counters of its own.
 */
interface WithdrawalVisitor {
  key: string;
  /** The contracts this browser withdrew: their acknowledgements are shown and downloaded here. */
  contracts: string[];
}

async function visitorOf(request: Request): Promise<WithdrawalVisitor | null> {
  const value = (await publicWithdrawalCookie.parse(request.headers.get("cookie"))) as Partial<WithdrawalVisitor> | null;
  if (!value || typeof value.key !== "string" || !/^[\w-]{16,64}$/.test(value.key)) return null;
  const contracts = Array.isArray(value.contracts) ? value.contracts.filter((number): number is string => typeof number === "string" && /^\d{6,20}$/.test(number)).slice(-5) : [];
  return { key: value.key, contracts };
}

const addressKey = (request: Request, context: AppLoadContext) =>
  `withdrawal:${clientKeyFor(context.clientAddress, request.headers.get("x-forwarded-for"), config.trustedProxyHops)}`;

const DONE_PARAM = "contrat-retracte";
const MAIL_PARAM = "envoi";

/** The acknowledgement's address for a contract this browser withdrew. */
export const publicAcknowledgementPath = (contractNumber: string) => `${PUBLIC_WITHDRAWAL_PATH}/accuse-de-reception/${encodeURIComponent(contractNumber)}`;

/** The withdrawn contract of the address's `?contrat-retracte=`, when this browser withdrew it, with its acknowledgement. */
async function withdrawnHere(request: Request, context: AppLoadContext) {
  const number = new URL(request.url).searchParams.get(DONE_PARAM);
  if (!number || !(await visitorOf(request))?.contracts.includes(number)) return null;
  try {
    const contract = await getHubContract(number, { requestId: context.requestId });
    return contract.withdrawal ? { contractNumber: contract.contractNumber, withdrawal: contract.withdrawal, pdf: publicAcknowledgementPath(contract.contractNumber) } : null;
  } catch (error) {
    // The page still says the withdrawal is recorded; the PDF link is there to try again.
    sendFailure(error, "withdrawal acknowledgement read", context.requestId);
    return null;
  }
}

export async function loadPublicWithdrawal({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get("contrat");
  const mail = url.searchParams.get(MAIL_PARAM);
  return data(
    {
      done: await withdrawnHere(request, context),
      mailSent: mail === "ok" ? true : mail === "echec" ? false : null,
      // The confirmation page's link names the contract just subscribed: the number only, nothing of its owner.
      contractNumber: typed && /^\d{6,20}$/.test(typed) ? typed : null,
      termination: PUBLIC_TERMINATION_PATH,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** GET {form}/accuse-de-reception/{contract}: the acknowledgement (the hub's PDF), only to the browser that withdrew the contract. */
export async function downloadPublicWithdrawalAcknowledgement({ request, params, context }: LoaderFunctionArgs) {
  const number = params.contract ?? "";
  if (!(await visitorOf(request))?.contracts.includes(number)) return plainTextAnswer(request, 404, "errors.resourceNotFound");
  return streamPdf(request, (signal) => streamWithdrawalAcknowledgement(number, { requestId: context.requestId, signal }), {
    filename: `accuse-de-reception-retractation-${number}.pdf`,
    messages: { notFound: "errors.resourceNotFound", unavailable: "errors.unavailable" },
    failureLog: "Withdrawal: unable to get the acknowledgement",
    requestId: context.requestId,
  });
}

type Found = { contract: HubContract } | { error: string };

/** The contract when the name typed names its subscriber; the same answer for no contract and no match. */
async function matchingContract(value: PublicWithdrawalStatement, visitor: WithdrawalVisitor, request: Request, context: AppLoadContext): Promise<Found> {
  const attempt = await takeTry({ visitor: `withdrawal:form:${visitor.key}`, address: addressKey(request, context) });
  if (!attempt.allowed) return { error: attempt.by === "visitor" ? "dashboard:errors.tooManyAttempts" : "dashboard:errors.tooManyAttemptsAddress" };
  let contract: HubContract;
  try {
    contract = await getHubContract(value.contractNumber, { requestId: context.requestId });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 404) return { error: "withdrawal:errors.noMatch" };
    return { error: sendFailure(error, "withdrawal check", context.requestId) };
  }
  return namesSubscriber(value.name, contract.subscriber) ? { contract } : { error: "withdrawal:errors.noMatch" };
}

export async function actPublicWithdrawal({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: publicWithdrawalSchema });
  const empty = { review: null, contract: null, ended: null };
  if (submission.status !== "success") {
    return data({ result: submission.reply(), ...empty }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  if (formData.get("intent") === "change") return data({ result: submission.reply({ resetForm: false }), ...empty }, { headers: PRIVATE_NO_STORE });
  // This browser's form gets its key at its first check: its tries are counted against it.
  const known = await visitorOf(request);
  const visitor = known ?? { key: randomUUID(), contracts: [] };
  const headers = new Headers(PRIVATE_NO_STORE);
  if (!known) headers.append("Set-Cookie", await publicWithdrawalCookie.serialize(visitor));
  const refuse = (error: string) => {
    return data({ result: submission.reply({ formErrors: [error], resetForm: false }), ...empty }, { status: 400, headers });
  };
  const found = await matchingContract(submission.value, visitor, request, context);
  if ("error" in found) return refuse(found.error);
  const { contract } = found;
  const window = withdrawalWindow(contract.legalInfo, today());
  if (window.state === "withdrawn") return refuse("withdrawal:errors.alreadyWithdrawn");
  // After the period: it has ended, on its last day, and the termination is offered instead.
  if (window.state === "ended") return data({ result: submission.reply({ resetForm: false }), review: null, contract: null, ended: { endDate: window.endDate } }, { headers });
  if (formData.get("step") !== "confirm") {
    const named = { contractNumber: contract.contractNumber, offer: contractFormulaWordings(contract.delivery.formula, contract.remoteAssistance ? contract.remoteAssistanceType : "NA") };
    return data({ result: submission.reply({ resetForm: false }), review: submission.value, contract: named, ended: null }, { headers });
  }
  try {
    const { withdrawal } = await requestWithdrawal(contract.contractNumber, { name: submission.value.name, mail: submission.value.mail }, "LPFR", { requestId: context.requestId });
    const mailed = await sendWithdrawalMail(contract.contractNumber, withdrawal, contract.subscriber.mail, await getLocale(request), context.requestId);
    const filed = new Headers(PRIVATE_NO_STORE);
    filed.append("Set-Cookie", await publicWithdrawalCookie.serialize({ ...visitor, contracts: [...visitor.contracts, contract.contractNumber].slice(-5) }));
    const done = new URLSearchParams({ [DONE_PARAM]: contract.contractNumber, [MAIL_PARAM]: mailed ? "ok" : "echec" });
    return redirect(`${PUBLIC_WITHDRAWAL_PATH}?${done}`, { headers: filed });
  } catch (error) {
    const refusal = withdrawalRefusal(error);
    if (refusal === "alreadyWithdrawn") return refuse("withdrawal:errors.alreadyWithdrawn");
    if (refusal === "periodEnded") return refuse("withdrawal:errors.periodEndedUnknown");
    return refuse(sendFailure(error, "withdrawal", context.requestId));
  }
}
