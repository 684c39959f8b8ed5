import type { Submission } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { withAddressVerified, withUnverifiedAddresses, type JourneyState } from "~/features/journey/rules/state";
import type { PostalAddressInput } from "~/kernel/addresses/postal-address";
import type { StepSlug } from "~/kernel/contract/journey-steps";
import { checkAddresses, checkStepAddress, type PlacedAddress } from "~/kernel/addresses/address-check.server";
import { completeStep, loadJourneyStep, type LoadedJourney } from "~/features/journey/step.server";
import type { JourneyMode } from "~/features/journey/mode.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { saveSection, type Section } from "~/kernel/upstream/journey.server";

/** What a step's form says when the journey could not be read as it was posted. */
export const READ_FAILED = "journey:errors.readFailed";

/** The journey cookie, when loading the step changed it. */
function journeyHeaders(journey: LoadedJourney) {
  return journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined;
}

/**
 * A people step's loader start: the journey (guarded), and its page data: what every people
 * step has (its frame, the back link, whether the last submit failed, for the title) with the
 * step's own. The lists of choices come with the data so that the page does not ship the
 * schemas' module.
 */
export async function loadPeopleStep(request: Request, context: AppLoadContext, mode: JourneyMode, slug: StepSlug) {
  const journey = await loadJourneyStep(request, context, mode, slug);
  const page = { frame: journey.frame, backTo: journey.frame.hrefs[journey.frame.current - 2] };
  return {
    journey,
    pageData: <Step extends object>(step: Step) => data({ ...page, ...step }, journeyHeaders(journey)),
  };
}

export interface PeopleSubmit {
  slug: StepSlug;
  journey: LoadedJourney;
  contractId: string;
  headers: ReturnType<typeof journeyHeaders>;
}

/** A people step's action start: the journey (guarded), which must have its draft contract. */
export async function startPeopleSubmit(request: Request, context: AppLoadContext, mode: JourneyMode, slug: StepSlug): Promise<PeopleSubmit> {
  const journey = await loadJourneyStep(request, context, mode, slug);
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(journey.pathOf("etape1"));
  return { slug, journey, contractId, headers: journeyHeaders(journey) };
}

interface Save<Value> {
  section: Section;
  /** What the section holds upstream for the form's value. */
  person: (value: Value) => unknown;
  /** The terms the form accepts, remembered in the journey. */
  terms?: keyof JourneyState["terms"];
  /**
   * The step's address, checked by the postal service before the save (decision 090): the form
   * as posted (the "did you mean…" choice) and the address of the valid value.
   */
  address?: { form: FormData; of: (value: Value) => PostalAddressInput };
  /**
   * A list's addresses (the trusted contacts), each checked the same way (decision 106): a
   * refusal is said on its own fields; one the service could not check is marked by `mark`.
   */
  addresses?: { form: FormData; of: (value: Value) => (PlacedAddress & { mark: string })[] };
  /** Run once the address is accepted, before the save: a refusal keeps the form (the address book's save). */
  beforeSave?: (value: Value) => Promise<{ key: string; count?: number } | undefined>;
}

/**
 * Saves a valid form in its section of the contract and goes on (SPEC 2). An invalid form, or
 * an upstream failure, is answered with everything typed and the messages; the title says so.
 */
export async function savePeopleStep<Value>(
  request: Request,
  context: AppLoadContext,
  submit: PeopleSubmit,
  submission: Submission<unknown, string[], Value>,
  save: Save<Value>,
) {
  if (submit.journey.readFailed) {
    return data({ result: submission.reply({ formErrors: [READ_FAILED] }) }, { status: 503 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { ...submit.headers, status: 400 });
  }
  let verified = true;
  if (save.address) {
    const verdict = await checkStepAddress(save.address.form, save.address.of(submission.value), context.requestId);
    if (!verdict.accepted) {
      return data({ result: submission.reply({ fieldErrors: verdict.fieldErrors }), addressSuggestion: verdict.suggestion ?? null }, { ...submit.headers, status: 400 });
    }
    verified = verdict.verified;
  }
  let unverifiedMarks: string[] = [];
  if (save.addresses) {
    const placed = save.addresses.of(submission.value);
    const verdict = await checkAddresses(save.addresses.form, placed, context.requestId);
    if (Object.keys(verdict.fieldErrors).length > 0) {
      return data({ result: submission.reply({ fieldErrors: verdict.fieldErrors }), addressSuggestions: verdict.suggestions }, { ...submit.headers, status: 400 });
    }
    unverifiedMarks = placed.filter((entry) => verdict.unverified.includes(entry.prefix)).map((entry) => entry.mark);
  }
  const refusal = await save.beforeSave?.(submission.value);
  if (refusal) {
    return data({ result: submission.reply({ formErrors: [] }), bookError: refusal }, { ...submit.headers, status: 400 });
  }
  try {
    await saveSection(submit.contractId, save.section, await save.person(submission.value), { requestId: context.requestId });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const key = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return data({ result: submission.reply({ formErrors: [key] }) }, { ...submit.headers, status: 503 });
  }
  const { state, services } = submit.journey;
  const withTerms = save.terms ? { ...state, terms: { ...state.terms, [save.terms]: true } } : state;
  const next = save.address
    ? withAddressVerified(withTerms, save.section, verified)
    : save.addresses
      ? withUnverifiedAddresses(withTerms, save.section, unverifiedMarks)
      : withTerms;
  return completeStep(request, submit.journey.mode, next, submit.slug, services);
}
