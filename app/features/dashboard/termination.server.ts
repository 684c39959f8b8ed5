import { getLocale } from "~/kernel/i18n/i18next.server";
import { sendTerminationMail } from "~/kernel/people/family-mail.server";
import { data, redirect } from "@remix-run/node";
import { today } from "~/kernel/contract/calendar";
import { endsTooEarly, terminationSchema } from "~/kernel/contract/change-forms";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { requestTermination, terminationRequestOf } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { terminationAcknowledgementPath } from "./downloads.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { earliestEnd, referenceFrom, sendFailure } from "~/kernel/contract/requests.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";

/** resilier-contrat: the request, its confirmation step, then the reference (?demande=). */
export async function loadTermination(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const base = door.basePath(contract.contractNumber);
  const reference = referenceFrom(request);
  const { terminationRequestDate, terminationReceivedAt } = contract.legalInfo;
  return data(
    {
      base,
      contractNumber: contract.contractNumber,
      // Stated before anything is asked, and the form starts from it (CGV art. 6).
      earliestEnd: earliestEnd(contract),
      devices: contract.devices.map(({ kind, serialNumber, onTermination, shipment }) => ({ kind, serialNumber, onTermination, shipment })),
      requested: terminationRequestDate,
      // When the hub received the request: the acknowledgement's date and time.
      receivedAt: terminationRequestDate ? terminationReceivedAt : null,
      reference,
      // The acknowledgement on a durable medium, as the form without signing in gives it (the hub tells whether the reference is this contract's).
      acknowledgement: terminationAcknowledgementPath(base, reference),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * First submit: checked, then shown back for confirmation (nothing sent). The confirmation form
 * (step=confirm) checks again and sends; "Modifier ma demande" (intent change) returns to the form.
 */
export async function actTermination(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: terminationSchema(today()) });
  const answer = (body: { review: { endDate: string; earlyEnd: boolean; reason?: string } | null; formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => {
    const refused = body.formErrors || body.fieldErrors;
    return data({ result: submission.reply({ formErrors: body.formErrors, fieldErrors: body.fieldErrors }), review: body.review }, { status: refused ? 400 : 200, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") {
    return data({ result: submission.reply(), review: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  if (formData.get("intent") === "change") return answer({ review: null });
  if (endsTooEarly(submission.value, earliestEnd(contract))) return answer({ review: null, fieldErrors: { endDate: ["dashboard:errors.endBeforeEarliest"] } });
  if (formData.get("step") !== "confirm") return answer({ review: submission.value });
  try {
    const result = await requestTermination(
      contract.contractNumber,
      terminationRequestOf(submission.value),
      door.system,
      { requestId: context.requestId },
    );
    // The acknowledgement the product promises (decision 127), to the subscriber's address.
    await sendTerminationMail(
      contract.subscriber.mail,
      { contractNumber: contract.contractNumber, reference: result.requestId, receivedAt: result.receivedAt ?? new Date().toISOString(), endDate: submission.value.endDate },
      await getLocale(request),
      context.requestId,
    );
    return redirect(`${door.basePath(contract.contractNumber)}/resilier-contrat?demande=${encodeURIComponent(result.requestId)}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 409) return answer({ review: null, formErrors: ["dashboard:errors.alreadyTerminated"] });
    return answer({ review: submission.value, formErrors: [sendFailure(error, "termination", context.requestId, door)] });
  }
}
