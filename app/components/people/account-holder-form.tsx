import { useActionData, useLoaderData } from "@remix-run/react";
import type { AccountHolderAction, AccountHolderLoader } from "~/journey/account-holder-step.server";
import { ACCOUNT_HOLDERS, type AccountHolder, type AccountHolderSection } from "~/journey/account-holders";
import { CONTACT_FIELDS, ContactFields } from "./contact-fields";
import { IdentityFields, NAME_FIELDS } from "./identity-fields";
import { fieldsInPageOrder, PeopleStepPage } from "./people-step-page";
import { TermsField } from "./terms-field";
import { usePeopleForm } from "./use-people-form";

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [...NAME_FIELDS, ...CONTACT_FIELDS, "acceptTerms"] as const satisfies readonly (keyof AccountHolder)[];

/** An account holder's step (etape4a, etape4b): identity, e-mail, mobile and the geofencing's terms. */
export function AccountHolderForm({ section }: { section: AccountHolderSection }) {
  const { slug, name } = ACCOUNT_HOLDERS[section];
  const { frame, backTo, values, civilities } = useLoaderData<AccountHolderLoader>();
  const actionData = useActionData<AccountHolderAction>();
  const [form, fields] = usePeopleForm<AccountHolder>(name, values, actionData?.result);
  const autofillSection = `section-${name}`;

  return (
    <PeopleStepPage frame={frame} slug={slug} texts={name} form={form} summaryFields={fieldsInPageOrder(fields, FIELD_ORDER)} backTo={backTo}>
      <IdentityFields hintId={`${name}-identity-hint`} fields={fields} civilities={civilities} autofillSection={autofillSection} />
      <ContactFields fields={fields} autofillSection={autofillSection} />
      <TermsField field={fields.acceptTerms} texts={name} />
    </PeopleStepPage>
  );
}
