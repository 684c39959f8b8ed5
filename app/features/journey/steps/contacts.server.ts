import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { anyLocation, CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/kernel/addresses/address";
import { contactsFromPeople, contactsToPeople } from "~/kernel/people/people-forms";
import { CONTACT_TYPES, trustedContactSchema, type TrustedContact } from "~/kernel/people/person";
import { personalDataHeaders } from "~/kernel/platform/security";
import { withChosenSuggestions } from "~/kernel/addresses/address-check.server";
import { answerBookPick, bookViews, listPrefixes, readBook, type Book } from "~/kernel/addresses/address-book.server";
import { loadPeopleStep, savePeopleStep, startPeopleSubmit } from "~/features/journey/people-step.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";

/** etape3, the trusted contacts (SPEC 2): the server side of the page. */

export const headers = personalDataHeaders;

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  const { journey, pageData } = await loadPeopleStep(request, context, mode, "etape3");
  const stored = contactsFromPeople(journey.contract?.contacts);
  const values: { contacts: Partial<TrustedContact>[] } = {
    contacts: stored.length > 0 ? stored : [{ order: 1, country: DEFAULT_COUNTRY }],
  };
  // The signed-in client's address book, a picker in each contact (decision 108); none at the counter.
  const book = journey.mode.project === "SIBP" ? null : await readBook(request, context);
  return pageData({
    values,
    book: bookViews(book, anyLocation),
    choices: { civilities: CIVILITIES, countries: COUNTRIES, contactTypes: CONTACT_TYPES, defaultCountry: DEFAULT_COUNTRY },
  });
}

/**
 * "Ajouter un contact" and "Retirer le contact N" are conform's list intents (buttons named
 * `__intent__` of this form): with JavaScript off they post the whole form, `parseWithZod`
 * applies them to what was typed and `reply()` renders the longer or shorter list with every
 * value kept. Nothing is saved for an intent (DESIGN 3); only "Continuer" saves.
 */
export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  const submit = await startPeopleSubmit(request, context, mode, "etape3");
  const schema = z.object({ contacts: z.array(trustedContactSchema).min(1, "people:contacts.required") });
  // Each contact's address is checked by the postal service, with its own "did you mean…" (decision 106).
  const posted = await readForm(request);
  // "Utiliser cette adresse" of contact N fills contact N's address, and the form comes back (nothing saved).
  const book: Book | null = submit.journey.mode.project === "SIBP" ? null : await readBook(request, context);
  const prefixes = listPrefixes(posted, "contacts");
  const picked = answerBookPick(posted, book, submit.headers, anyLocation, prefixes);
  if (picked) return picked;
  const form = withChosenSuggestions(posted, "contacts");
  const submission = parseForm(form, { schema });
  if (submission.status === undefined) return data({ result: submission.reply() }, submit.headers);
  return savePeopleStep(request, context, submit, submission, {
    section: "contacts",
    person: (value) => contactsToPeople(value.contacts),
    addresses: { form, of: (value) => value.contacts.map((address, index) => ({ address, prefix: `contacts[${index}].`, mark: `contacts.${index + 1}` })) },
  });
}
