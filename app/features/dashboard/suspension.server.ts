import { data, redirect } from "@remix-run/node";
import { today } from "~/kernel/contract/calendar";
import { latestSuspensionStart, suspensionSchema } from "~/kernel/contract/change-forms";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { cancelSuspension, moveSuspension, requestSuspension, type HubContract } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { sendSuspensionMail, type SuspensionChange } from "~/kernel/people/family-mail.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { referenceFrom, sendFailure } from "~/kernel/contract/requests.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";

/** The intents of the planned suspension's forms: move it to new dates, or cancel it (decision 126). */
const MOVE_INTENT = "move";
const CANCEL_INTENT = "cancel";
/** Set on the confirmation's address: what the request did. */
const CHANGE_PARAM = "changement";
const CHANGES = ["recorded", "moved", "cancelled"] as const satisfies readonly SuspensionChange[];

/** The contract's suspension and whether it is still planned (its first day to come: it can be moved or cancelled). */
function suspensionOf(contract: HubContract, day: string) {
  const period = contract.delivery.suspended ? (contract.delivery.suspension ?? null) : null;
  return period && { ...period, planned: period.startDate > day };
}

/** suspendre-contrat: the form, the planned suspension to move or cancel, or after a request its confirmation (?demande=reference). */
export async function loadSuspension(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const change = new URL(request.url).searchParams.get(CHANGE_PARAM);
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      today: today(),
      latestStart: latestSuspensionStart(today()),
      period: suspensionOf(contract, today()),
      // What the page says happens during a suspension depends on whether there is remote assistance.
      remoteAssistance: contract.remoteAssistance,
      reference: referenceFrom(request),
      change: CHANGES.find((candidate) => candidate === change) ?? "recorded",
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * A new suspension; or, while one is planned, its new dates (intent move) or its cancellation
 * (intent cancel). Each is confirmed by mail, then the page says it (post/redirect/get).
 */
export async function actSuspension(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const period = suspensionOf(contract, today());
  const done = async (result: { requestId: string }, change: SuspensionChange, dates: { startDate: string; endDate: string }) => {
    await sendSuspensionMail(
      contract.subscriber.mail,
      { contractNumber: contract.contractNumber, reference: result.requestId, change, ...dates, remoteAssistance: contract.remoteAssistance },
      await getLocale(request),
      context.requestId,
    );
    const query = new URLSearchParams({ demande: result.requestId, [CHANGE_PARAM]: change });
    return redirect(`${door.basePath(contract.contractNumber)}/suspendre-contrat?${query}`, { headers: PRIVATE_NO_STORE });
  };
  const failed = (error: unknown) =>
    isUpstreamError(error, "status") && error.status === 409 ? "dashboard:errors.suspensionNotPlanned" : sendFailure(error, "suspension", context.requestId, door);
  if (intent === CANCEL_INTENT) {
    if (!period?.planned) return data({ result: null, formErrors: ["dashboard:errors.suspensionNotPlanned"] }, { headers: PRIVATE_NO_STORE });
    try {
      return await done(await cancelSuspension(contract.contractNumber, door.system, { requestId: context.requestId }), "cancelled", period);
    } catch (error) {
      return data({ result: null, formErrors: [failed(error)] }, { status: 503, headers: PRIVATE_NO_STORE });
    }
  }
  const submission = parseForm(formData, { schema: suspensionSchema(today()) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), formErrors: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const move = intent === MOVE_INTENT;
  try {
    const send = move ? moveSuspension : requestSuspension;
    return await done(await send(contract.contractNumber, submission.value, door.system, { requestId: context.requestId }), move ? "moved" : "recorded", submission.value);
  } catch (error) {
    return data({ result: submission.reply({ formErrors: [failed(error)] }), formErrors: null }, { status: 503, headers: PRIVATE_NO_STORE });
  }
}
