import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { stepRelevantServices } from "~/kernel/contract/services";
import { sibpRequiredSteps } from "~/features/journey/rules/counter-steps";
import { formatDay } from "~/kernel/i18n/date-format";
import { getLocale } from "~/kernel/i18n/i18next.server";
import { readForm } from "~/kernel/platform/form-data.server";
import { log } from "~/kernel/platform/logger.server";
import { SIBP_MODE } from "~/features/journey/mode.server";
import { SIBP_JOURNEY_PATH } from "~/kernel/contract/paths";
import { completeStep, loadContract, loadJourneyStep, servicesOf } from "~/features/journey/step.server";
import { requireSibpClient } from "~/kernel/auth/counter.server";
import { getOpenQuotations } from "~/kernel/upstream/journey.server";
import { newSibpJourney } from "./counter-journey.server";

/** The client's quotations that can be resumed (not the one of this journey), or null when they cannot be read. */
async function openQuotations(clientId: string, currentContractId: string | null, requestId?: string) {
  try {
    const quotations = await getOpenQuotations(clientId, { requestId });
    return quotations.filter((quotation) => quotation.contractId !== currentContractId);
  } catch (error) {
    log("error", "SIBP: Unable to get open quotations", { error: String(error), requestId });
    return null;
  }
}

/**
 * The first step of the agent's journey: the identified client, for whom the subscription is
 * made (their details prefill the subscriber), their quotations to resume, and the way in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, SIBP_MODE, "home");
  const client = await requireSibpClient(request);
  const [quotations, locale] = await Promise.all([openQuotations(client.id, journey.state.contractId, context.requestId), getLocale(request)]);
  return data(
    {
      frame: journey.frame,
      client,
      contractNumber: journey.state.contractNumber,
      quotations: quotations?.map((quotation) => ({ contractId: quotation.contractId, number: quotation.number, sentTo: quotation.sentTo, validUntil: formatDay(quotation.validUntil, locale) })) ?? null,
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

/** "Commencer la souscription": on to the services; "Reprendre le devis": its summary. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const journey = await loadJourneyStep(request, context, SIBP_MODE, "home");
  const resume = formData.get("resume");
  if (typeof resume !== "string") return completeStep(request, journey.mode, journey.state, "home", journey.services);

  // Only one of this client's open quotations can be resumed.
  const client = await requireSibpClient(request);
  const quotation = (await openQuotations(client.id, null, context.requestId))?.find((candidate) => candidate.contractId === resume);
  if (!quotation) throw new Response(null, { status: 404 });
  const resumed = { ...newSibpJourney(client.id), contractId: quotation.contractId, contractNumber: quotation.contractNumber };
  const contract = await loadContract(resumed, context, SIBP_MODE);
  const steps = sibpRequiredSteps(stepRelevantServices(servicesOf(contract)));
  const summary = steps.indexOf("summary") + 1;
  const state = { ...resumed, summaryShown: true, subscription: { ...resumed.subscription, sibpSteps: steps, step: summary } };
  return redirect(`${SIBP_JOURNEY_PATH}?step=${summary}`, { headers: { "Set-Cookie": await SIBP_MODE.store.commit(state) } });
}
