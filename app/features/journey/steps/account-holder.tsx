import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CONTACT_FIELDS, ContactFields } from "~/kernel/people/contact-fields";
import { IdentityFields, NAME_FIELDS } from "~/kernel/people/identity-fields";
import { fieldsInPageOrder, PeopleStepPage } from "~/features/journey/steps/people-step-page";
import { TermsField } from "~/features/journey/steps/terms-field";
import { usePeopleForm } from "~/features/journey/steps/use-people-form";
import { ACCOUNT_HOLDERS, type AccountHolder, type AccountHolderSection } from "~/features/journey/rules/account-holders";
import { journeyMeta } from "~/features/journey/meta";
import type { administratorAction, administratorLoader } from "./account-holder.server";

/** etape4a (the administrator) and etape4b (the caregiver), the account holders of the geofencing (SPEC 2): the pages. */

export const administratorMeta: MetaFunction<typeof administratorLoader> = (args) => journeyMeta(args, "administrator");
export const caregiverMeta: MetaFunction<typeof administratorLoader> = (args) => journeyMeta(args, "caregiver");

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [...NAME_FIELDS, ...CONTACT_FIELDS, "acceptTerms"] as const satisfies readonly (keyof AccountHolder)[];

/** An account holder's step: identity, e-mail, mobile and the geofencing's terms. */
function AccountHolderStep({ section }: { section: AccountHolderSection }) {
  const { frame, backTo, values, civilities } = useLoaderData<typeof administratorLoader>();
  const result: SubmissionResult<string[]> | undefined = useActionData<typeof administratorAction>()?.result;
  const { slug, name } = ACCOUNT_HOLDERS[section];
  const [form, fields] = usePeopleForm<AccountHolder>(name, values, result);
  const autofillSection = `section-${name}`;

  return (
    <PeopleStepPage frame={frame} slug={slug} texts={name} form={form} summaryFields={fieldsInPageOrder(fields, FIELD_ORDER)} backTo={backTo}>
      <IdentityFields hintId={`${name}-identity-hint`} fields={fields} civilities={civilities} autofillSection={autofillSection} />
      <ContactFields fields={fields} autofillSection={autofillSection} />
      <TermsField field={fields.acceptTerms} texts={name} />
    </PeopleStepPage>
  );
}

export function AdministratorStep() {
  return <AccountHolderStep section="admin" />;
}

export function CaregiverStep() {
  return <AccountHolderStep section="caregiver" />;
}
