import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { DefaultSubmit } from "~/kernel/ui/form";
import { AddressBookNameField, AddressBookPicker } from "~/kernel/addresses/address-book";
import { ADDRESS_FIELDS, AddressFields, addressSuggestionOf } from "~/kernel/addresses/address-fields";
import { CONTACT_FIELDS, ContactFields } from "~/kernel/people/contact-fields";
import { IdentityFields, NAME_FIELDS } from "~/kernel/people/identity-fields";
import { fieldsInPageOrder, PeopleStepPage } from "~/features/journey/steps/people-step-page";
import { TermsField } from "~/features/journey/steps/terms-field";
import { usePeopleForm } from "~/features/journey/steps/use-people-form";
import type { Subscriber } from "~/kernel/people/person";
import { journeyMeta } from "~/features/journey/meta";
import type { action, loader } from "./subscriber.server";
export { action, headers, loader } from "./subscriber.server";

/** etape4, the subscriber (SPEC 2): the page. */

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "subscriber");
export const handle: ScriptsHandle = { i18n: ["notices", "validation", "people"] };
export const clientLoader = loadTexts(handle);

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = ["subscriberIsRecipient", ...NAME_FIELDS, ...CONTACT_FIELDS, ...ADDRESS_FIELDS, "acceptTerms"] as const satisfies readonly (keyof Subscriber)[];

export default function SubscriberStep() {
  const { frame, backTo, values, forSelf, signedIn, choices, book, emailOptional } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useReaderTranslation();
  const [form, fields] = usePeopleForm<Subscriber>("subscriber", values, actionData?.result);
  const answered = (actionData ?? {}) as { bookFilled?: string | null; bookError?: { key: string; count?: number } | null };
  const typedBookName = (actionData?.result.initialValue as { bookName?: unknown } | null | undefined)?.bookName;

  return (
    <PeopleStepPage
      frame={frame}
      slug="etape4"
      texts="subscriber"
      form={form}
      summaryFields={fieldsInPageOrder(fields, FIELD_ORDER)}
      backTo={backTo}
      notice={signedIn && <p className="notice">{t("people:subscriber.signedIn")}</p>}
    >
      {book && <DefaultSubmit />}
      {forSelf && <p className="notice">{t("people:subscriber.forSelf")}</p>}

      <IdentityFields hintId="subscriber-identity-hint" fields={fields} civilities={choices.civilities} />

      <ContactFields fields={fields} emailOptional={emailOptional} />

      {book && <AddressBookPicker entries={book} filledName={answered.bookFilled} />}
      <AddressFields hintId="subscriber-address-hint" suggestion={addressSuggestionOf(actionData)} fields={fields} countries={choices.countries} autofillSection="billing" />
      {book && <AddressBookNameField error={answered.bookError} defaultValue={typeof typedBookName === "string" ? typedBookName : undefined} />}

      <TermsField field={fields.acceptTerms} texts="subscriber" />
    </PeopleStepPage>
  );
}
