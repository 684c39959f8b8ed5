import { formulaName, servicePayload, servicesFromChoice, stepRelevantServices, triggerType, type ServicesChoice } from "~/kernel/contract/services";
import { emptyJourneyState, progressOf, withProgress, type JourneyState } from "~/features/journey/rules/state";
import { initialiseSteps, submitStep, type StepSlug } from "~/kernel/contract/journey-steps";
import { commitJourney } from "~/features/journey/journey-cookie.server";
import { createJourneyContract, saveSection } from "~/kernel/upstream/journey.server";

export const MOBILE_WITH_GEOFENCING: ServicesChoice = { type: "STANDARD", visitDays: ["MONDAY"], remote: "MOBILE", fallDetector: false, geofencing: true, simInstallation: null };
export const STEPS_TO_PAYMENT: StepSlug[] = ["etape1", "etape2", "etape3", "etape4", "etape4a", "etape4b", "etape5"];

/**
 * A journey (against the sandbox handlers) whose draft contract holds `choice` and whose cookie
 * has the `done` steps submitted and no promo state unless `extra` gives one: the cookie's
 * `name=value`.
 */
export async function journeyAt(choice: ServicesChoice, done: StepSlug[], extra: Partial<JourneyState> = {}) {
  const services = servicesFromChoice(choice);
  const created = await createJourneyContract({ cartId: "123456789", system: "LPFR" });
  await saveSection(created.contractId, "offers", {
    offers: { serviceLevel: "STANDARD", zoneType: "FRANCE", formulaName: formulaName(services), triggerType: triggerType(services), services: servicePayload(services) },
  });
  const state = { ...emptyJourneyState(), contractId: created.contractId, contractNumber: created.contractNumber, cartId: "123456789", ...extra };
  let progress = initialiseSteps(progressOf(state), stepRelevantServices(services));
  for (const slug of done) progress = submitStep(progress, slug);
  return { contractId: created.contractId, cookie: (await commitJourney(withProgress(state, progress))).split(";")[0]! };
}
