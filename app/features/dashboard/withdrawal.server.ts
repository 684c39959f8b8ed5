import { data, redirect } from "@remix-run/node";
import { contractFormulaWordings } from "~/kernel/contract/contract-status";
import { today } from "~/kernel/contract/calendar";
import { withdrawalSchema } from "~/kernel/contract/withdrawal-form";
import { withdrawalWindow } from "~/kernel/contract/withdrawal";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import type { HubContract } from "~/kernel/upstream/hub.server";
import { requestWithdrawal, withdrawalRefusal } from "~/kernel/upstream/withdrawal.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { sendFailure } from "~/kernel/contract/requests.server";
import { sendWithdrawalMail } from "~/kernel/contract/withdrawal-mail.server";

/**
 * retractation, at both doors (decision 123): while the period runs, the statement (the name and
 * the e-mail to send the acknowledgement to; the contract is the one open), its confirmation
 * step, then the acknowledgement (?envoi= says whether its mail left); after the period, that it
 * has ended and the termination instead.
 */
const MAIL_PARAM = "envoi";

/** The page's base, the contract as the statement names it, and the period. */
function contractFacts(door: DashboardDoor, contract: HubContract, day: string) {
  return {
    base: door.basePath(contract.contractNumber),
    contractNumber: contract.contractNumber,
    offer: contractFormulaWordings(contract.delivery.formula, contract.remoteAssistance ? contract.remoteAssistanceType : "NA"),
    window: withdrawalWindow(contract.legalInfo, day),
    // Concluded at a post office counter: the right is the operator's own grant (decision 124).
    atCounter: contract.system === "SIBP",
  };
}

export async function loadWithdrawal(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const facts = contractFacts(door, contract, today());
  const mail = new URL(request.url).searchParams.get(MAIL_PARAM);
  return data(
    {
      ...facts,
      withdrawal: contract.withdrawal,
      acknowledgement: contract.withdrawal ? `${facts.base}/retractation/accuse-de-reception` : null,
      mailSent: mail === "ok" ? true : mail === "echec" ? false : null,
      // The statement starts from the subscriber's name and address as the hub has them.
      suggested: { name: [contract.subscriber.firstName, contract.subscriber.lastName].filter(Boolean).join(" "), mail: contract.subscriber.mail ?? "" },
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * First submit: checked, then shown back with what will be sent (nothing sent). The confirmation
 * (step=confirm) checks again and sends; "Modifier" (intent change) returns to the statement.
 */
export async function actWithdrawal(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: withdrawalSchema });
  const answer = (review: { name: string; mail: string } | null, formErrors?: string[]) => {
    return data({ result: submission.reply({ formErrors, resetForm: false }), review }, { status: formErrors ? 400 : 200, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") {
    return data({ result: submission.reply(), review: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  if (formData.get("intent") === "change") return answer(null);
  const { window, base } = contractFacts(door, contract, today());
  if (window.state === "withdrawn") return answer(null, ["withdrawal:errors.alreadyWithdrawn"]);
  if (window.state === "ended") return answer(null, [window.endDate ? "withdrawal:errors.periodEnded" : "withdrawal:errors.periodEndedUnknown"]);
  if (formData.get("step") !== "confirm") return answer(submission.value);
  try {
    const { withdrawal } = await requestWithdrawal(contract.contractNumber, submission.value, door.system, { requestId: context.requestId });
    const mailed = await sendWithdrawalMail(contract.contractNumber, withdrawal, contract.subscriber.mail, await getLocale(request), context.requestId);
    return redirect(`${base}/retractation?${MAIL_PARAM}=${mailed ? "ok" : "echec"}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    const refusal = withdrawalRefusal(error);
    if (refusal === "alreadyWithdrawn") return answer(null, ["withdrawal:errors.alreadyWithdrawn"]);
    if (refusal === "periodEnded") return answer(null, ["withdrawal:errors.periodEndedUnknown"]);
    return answer(submission.value, [sendFailure(error, "withdrawal", context.requestId, door)]);
  }
}
