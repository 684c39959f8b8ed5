import { data, redirect } from "@remix-run/node";
import { today } from "~/domain/dashboard/calendar";
import { latestSuspensionStart, suspensionSchema } from "~/domain/dashboard/forms";
import { requestSuspension } from "~/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "./door";
import { PRIVATE_NO_STORE } from "./guard.server";
import { referenceFrom, sendFailure } from "./requests.server";
import { parseForm, readForm } from "~/platform/form-data.server";

/** suspendre-contrat: the form, or after a request its confirmation (?demande=reference). */
export async function loadSuspension(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const period = contract.delivery.suspended ? (contract.delivery.suspension ?? null) : null;
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      today: today(),
      latestStart: latestSuspensionStart(today()),
      period,
      reference: referenceFrom(request),
      hasErrors: Boolean(context.formErrors),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export async function actSuspension(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const submission = parseForm(await readForm(request, context), { schema: suspensionSchema(today()) });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply() }, { headers: PRIVATE_NO_STORE });
  }
  try {
    const result = await requestSuspension(contract.contractNumber, submission.value, door.system, { requestId: context.requestId });
    return redirect(`${door.basePath(contract.contractNumber)}/suspendre-contrat?demande=${encodeURIComponent(result.requestId)}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    context.formErrors = true;
    return data({ result: submission.reply({ formErrors: [sendFailure(error, "suspension", context.requestId, door)] }) }, { headers: PRIVATE_NO_STORE });
  }
}
