import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getUser, type VsmpUser } from "~/kernel/auth/user.server";
import { anyLocation, CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/kernel/addresses/address";
import { recipientFromPerson, subscriberFilledFromRecipient, subscriberFromPerson, subscriberToPerson } from "~/kernel/people/people-forms";
import { counterSubscriberSchema, subscriberSchema, type Subscriber } from "~/kernel/people/person";
import { personalDataHeaders } from "~/kernel/platform/security";
import { subscriberFromClient } from "~/kernel/people/counter-client";
import { withChosenSuggestion } from "~/kernel/addresses/address-check.server";
import { answerBookPick, bookViews, readBook, saveToBook, type Book } from "~/kernel/addresses/address-book.server";
import { loadPeopleStep, savePeopleStep, startPeopleSubmit } from "~/features/journey/people-step.server";
import { VSMP_MODE, type WithMode } from "~/features/journey/mode.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { requireSibpClient } from "~/kernel/auth/counter.server";

/** etape4, the subscriber (SPEC 2): the server side of the page. */

export const headers = personalDataHeaders;

/** Step 2 said the recipient subscribes for themself (decision 081). */
function subscribesForSelf(beneficiary: unknown): boolean {
  return recipientFromPerson(beneficiary).subscribersRelationship === "SELF";
}

/** A signed-in person subscribes for themselves as subscriber: their identity fills the empty form. */
function valuesOfUser(user: VsmpUser): Partial<Subscriber> {
  const civility = user.sex === "female" ? "MRS" : user.sex === "male" ? "MR" : undefined;
  return {
    civility,
    firstName: user.firstName || undefined,
    lastName: user.lastName || undefined,
    email: user.email || undefined,
  };
}

export async function loader({ request, context, mode = VSMP_MODE }: WithMode<LoaderFunctionArgs>) {
  const { journey, pageData } = await loadPeopleStep(request, context, mode, "etape4");
  // At the counter the identified client prefills the subscriber; online, the signed-in visitor.
  const client = journey.mode.project === "SIBP" ? await requireSibpClient(request) : null;
  const user = client ? null : await getUser(request);
  const prefill = client ? subscriberFromClient(client) : user ? valuesOfUser(user) : {};
  const stored = journey.contract?.billing ? subscriberFromPerson(journey.contract.billing) : prefill;
  const values: Partial<Subscriber> = {
    country: DEFAULT_COUNTRY,
    ...stored,
    acceptTerms: journey.state.terms.subscriber || undefined,
  };
  const forSelf = subscribesForSelf(journey.contract?.beneficiary);
  return pageData({
    values,
    forSelf,
    signedIn: Boolean(user),
    // At the counter a client without e-mail gets the documents by post (decision 137).
    emailOptional: journey.mode.project === "SIBP",
    // The signed-in client's address book (decision 107); none at the counter, nor when the address is the recipient's.
    book: user && !forSelf ? bookViews(await readBook(request, context), anyLocation) : null,
    choices: { civilities: CIVILITIES, countries: COUNTRIES },
  });
}

export async function action({ request, context, mode = VSMP_MODE }: WithMode<ActionFunctionArgs>) {
  const submit = await startPeopleSubmit(request, context, mode, "etape4");
  let formData = await readForm(request);
  const forSelf = subscribesForSelf(submit.journey.contract?.beneficiary);
  const book: Book | null = submit.journey.mode.project === "SIBP" || forSelf ? null : await readBook(request, context);
  // A saved address fills the form, which comes back to be checked and continued (nothing saved).
  const picked = answerBookPick(formData, book, submit.headers, anyLocation);
  if (picked) return picked;
  // Whether the subscriber is the recipient is said once, at step 2 (the relationship "SELF"): step 4 follows it.
  formData.delete("subscriberIsRecipient");
  if (forSelf) {
    formData.set("subscriberIsRecipient", "on");
    const typed = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
    const filled = subscriberFilledFromRecipient(typed, recipientFromPerson(submit.journey.contract?.beneficiary));
    formData = new FormData();
    for (const [key, value] of Object.entries(filled)) if (typeof value === "string") formData.set(key, value);
  }
  formData = withChosenSuggestion(formData);
  const submission = parseForm(formData, { schema: submit.journey.mode.project === "SIBP" ? counterSubscriberSchema : subscriberSchema });
  return savePeopleStep(request, context, submit, submission, {
    section: "billing",
    person: async (subscriber) => {
      const customerId = submit.journey.mode.project === "SIBP" ? submit.journey.state.clientId : (await getUser(request))?.id;
      return subscriberToPerson(subscriber, { customerId: customerId ?? undefined });
    },
    terms: "subscriber",
    address: { form: formData, of: (value) => value },
    beforeSave: (value) => saveToBook(formData, book, value, context.requestId),
  });
}
