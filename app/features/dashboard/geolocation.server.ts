import { data, redirect } from "@remix-run/node";
import { GEOFENCE_RADIUS, geolocationSchema } from "~/kernel/people/family/forms";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { requestGeolocation } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { referenceFrom, sendFailure } from "~/kernel/contract/requests.server";

/**
 * geolocalisation (decision 089): the geofencing zone of mobile remote assistance, its radius and
 * centre address; a change is reviewed on a page of its own before it is sent (JavaScript off:
 * intent review → the review, intent confirm → the hub, intent change → the form again).
 */
export async function loadGeolocation(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      zone: contract.geolocation?.enabled ? { radiusInMeters: contract.geolocation.radiusInMeters, homeAddress: contract.geolocation.homeAddress } : null,
      bounds: GEOFENCE_RADIUS,
      reference: referenceFrom(request),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** Only the confirmation sends anything (the counter asks for the client's identity then). */
export const geolocationChanges = (form: FormData) => form.get("intent") === "confirm";

export async function actGeolocation(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const submission = parseForm(await readForm(request), { schema: geolocationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), review: null, edited: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const { intent, ...zone } = submission.value;
  // "Modifier": the form again with the values of the review (edited), whether or not a script runs.
  if (intent !== "confirm") return data({ result: submission.reply(), review: intent === "review" ? zone : null, edited: intent === "change" ? zone : null }, { headers: PRIVATE_NO_STORE });
  if (!contract.geolocation?.enabled) {
    return data({ result: submission.reply({ formErrors: ["family:geolocation.none"] }), review: null, edited: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  try {
    const result = await requestGeolocation(contract.contractNumber, zone, door.system, { requestId: context.requestId });
    return redirect(`${door.basePath(contract.contractNumber)}/geolocalisation?demande=${encodeURIComponent(result.requestId)}`, { headers: PRIVATE_NO_STORE });
  } catch (error) {
    return data({ result: submission.reply({ formErrors: [sendFailure(error, "geolocation", context.requestId, door)] }), review: zone, edited: null }, { status: 503, headers: PRIVATE_NO_STORE });
  }
}
