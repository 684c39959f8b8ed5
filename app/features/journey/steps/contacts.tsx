import { loadTexts, type ScriptsHandle } from "~/kernel/ui/scripts";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { DefaultSubmit } from "~/kernel/ui/form";
import { addressSuggestionsOf } from "~/kernel/addresses/address-fields";
import { PeopleStepPage } from "~/features/journey/steps/people-step-page";
import { TrustedContactList, trustedContactsSummaryFields, useContactPersonOf } from "~/kernel/people/trusted-contact-fieldset";
import { usePeopleForm } from "~/features/journey/steps/use-people-form";
import type { TrustedContact } from "~/kernel/people/person";
import { journeyMeta } from "~/features/journey/meta";
import type { action, loader } from "./contacts.server";
export { action, headers, loader } from "./contacts.server";

/** etape3, the trusted contacts (SPEC 2): the page. */

type ContactsForm = {
  contacts: TrustedContact[];
};

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "contact");
export const handle: ScriptsHandle = { i18n: ["notices", "validation", "people"] };
export const clientLoader = loadTexts(handle);

export default function ContactStep() {
  const { frame, backTo, values, choices, book } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useReaderTranslation();
  const [form, fields] = usePeopleForm<ContactsForm>("contacts", values, actionData?.result);
  const contacts = fields.contacts.getFieldList();
  const listError = fields.contacts.errors?.[0];
  const personOf = useContactPersonOf(contacts);
  const answered = (actionData ?? {}) as { bookFilled?: string | null; bookFilledAt?: string | null };

  return (
    <PeopleStepPage
      frame={frame}
      slug="etape3"
      texts="contacts"
      form={form}
      summaryFields={trustedContactsSummaryFields(fields.contacts, contacts)}
      personOf={personOf}
      backTo={backTo}
    >
      <DefaultSubmit />
      <TrustedContactList
        list={fields.contacts}
        error={listError && t(listError)}
        remove={(index) => form.remove.getButtonProps({ name: fields.contacts.name, index })}
        suggestions={addressSuggestionsOf(actionData)}
        book={book}
        bookFilled={{ name: answered.bookFilled ?? null, at: answered.bookFilledAt ?? null }}
        civilities={choices.civilities}
        countries={choices.countries}
        contactTypes={choices.contactTypes}
      />
      <p className="hint" id="contacts-add-hint">
        {t("people:contacts.addHint")}
      </p>
      <button
        className="button secondary"
        aria-describedby="contacts-add-hint"
        {...form.insert.getButtonProps({ name: fields.contacts.name, defaultValue: { country: choices.defaultCountry } })}
      >
        {t("people:contacts.add")}
      </button>
    </PeopleStepPage>
  );
}
