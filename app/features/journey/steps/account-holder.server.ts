import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CIVILITIES } from "~/kernel/addresses/address";
import { accountHolderFromPerson, accountHolderToPerson } from "~/kernel/people/people-forms";
import { administratorSchema, caregiverSchema } from "~/kernel/people/person";
import { ACCOUNT_HOLDERS, type AccountHolder, type AccountHolderSection } from "~/features/journey/rules/account-holders";
import { loadPeopleStep, savePeopleStep, startPeopleSubmit } from "~/features/journey/people-step.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { personalDataHeaders } from "~/kernel/platform/security";

/** etape4a (the administrator) and etape4b (the caregiver), the account holders of the geofencing (SPEC 2): the server side of the pages. */

export const headers = personalDataHeaders;

const SCHEMAS = { admin: administratorSchema, caregiver: caregiverSchema } satisfies Record<AccountHolderSection, unknown>;

/** The loader of an account holder's step (etape4a, etape4b): what the contract holds, and the terms accepted. */
function accountHolderLoader(section: AccountHolderSection) {
  return async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
    const { journey, pageData } = await loadPeopleStep(request, context, mode, ACCOUNT_HOLDERS[section].slug);
    const values: Partial<AccountHolder> = {
      ...accountHolderFromPerson(journey.contract?.[section]),
      acceptTerms: journey.state.terms[section] || undefined,
    };
    return pageData({ values, civilities: CIVILITIES });
  };
}

/** The action of an account holder's step: saves its section and its terms. */
function accountHolderAction(section: AccountHolderSection) {
  return async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
    const submit = await startPeopleSubmit(request, context, mode, ACCOUNT_HOLDERS[section].slug);
    const submission = parseForm(await readForm(request), { schema: SCHEMAS[section] });
    return savePeopleStep(request, context, submit, submission, { section, person: accountHolderToPerson, terms: section });
  };
}

export const administratorLoader = accountHolderLoader("admin");
export const administratorAction = accountHolderAction("admin");
export const caregiverLoader = accountHolderLoader("caregiver");
export const caregiverAction = accountHolderAction("caregiver");
