import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/kernel/addresses/address";
import { recipientFromPerson, recipientToPerson } from "~/kernel/people/people-forms";
import { PHONE_INSTALLATION_TYPES, recipientSchema, SUBSCRIBERS_RELATIONSHIPS, type Recipient } from "~/kernel/people/person";
import { personalDataHeaders } from "~/kernel/platform/security";
import { withChosenSuggestion } from "~/kernel/addresses/address-check.server";
import { answerBookPick, bookViews, readBook, saveToBook } from "~/kernel/addresses/address-book.server";
import { loadPeopleStep, savePeopleStep, startPeopleSubmit } from "~/features/journey/people-step.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";

/** etape2, the beneficiary (SPEC 2): the server side of the page. */

export const headers = personalDataHeaders;

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  const { journey, pageData } = await loadPeopleStep(request, context, mode, "etape2");
  const values: Partial<Recipient> = { country: DEFAULT_COUNTRY, ...recipientFromPerson(journey.contract?.beneficiary) };
  return pageData({
    values,
    book: bookViews(await readBook(request, context)),
    choices: { civilities: CIVILITIES, countries: COUNTRIES, installations: PHONE_INSTALLATION_TYPES, relationships: SUBSCRIBERS_RELATIONSHIPS },
  });
}

export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  const submit = await startPeopleSubmit(request, context, mode, "etape2");
  const posted = await readForm(request);
  const book = await readBook(request, context);
  // A saved address fills the form, which comes back to be checked and continued (nothing saved).
  const picked = answerBookPick(posted, book, submit.headers);
  if (picked) return picked;
  const form = withChosenSuggestion(posted);
  const submission = parseForm(form, { schema: recipientSchema });
  return savePeopleStep(request, context, submit, submission, {
    section: "beneficiary",
    person: recipientToPerson,
    address: { form, of: (value) => value },
    beforeSave: (value) => saveToBook(form, book, value, context.requestId),
  });
}
