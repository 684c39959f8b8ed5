import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { readForm } from "~/platform/form-data.server";
import { completeStep, loadJourneyStep } from "~/journey/step.server";
import { requireSibpClient } from "~/sibp/guard.server";

/**
 * The first step of the agent's journey: the identified client, for whom the subscription is
 * made (their details prefill the subscriber), before the services are chosen.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "home");
  const client = await requireSibpClient(request);
  return data(
    { frame: journey.frame, client, contractNumber: journey.state.contractNumber, hasErrors: false },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

/** "Commencer la souscription": on to the services. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  const journey = await loadJourneyStep(request, context, "home");
  return completeStep(request, journey.state, "home", journey.services);
}
