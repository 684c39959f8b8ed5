import type { SubmissionResult } from "@conform-to/react";
import type { Civility } from "~/domain/address";
import { ACCOUNT_HOLDERS, type AccountHolder, type AccountHolderSection } from "~/domain/journey/account-holders";
import type { ComponentProps } from "react";
import { CONTACT_FIELDS, ContactFields } from "./contact-fields";
import { IdentityFields, NAME_FIELDS } from "./identity-fields";
import { fieldsInPageOrder, PeopleStepPage } from "./people-step-page";
import { TermsField } from "./terms-field";
import { usePeopleForm } from "./use-people-form";

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [...NAME_FIELDS, ...CONTACT_FIELDS, "acceptTerms"] as const satisfies readonly (keyof AccountHolder)[];

/** What the step's loader gives the page. */
export interface AccountHolderPage {
  frame: ComponentProps<typeof PeopleStepPage>["frame"];
  backTo?: string;
  values: Partial<AccountHolder>;
  civilities: readonly Civility[];
}

/** An account holder's step (etape4a, etape4b): identity, e-mail, mobile and the geofencing's terms. */
export function AccountHolderForm({ section, page, result }: { section: AccountHolderSection; page: AccountHolderPage; result?: SubmissionResult<string[]> }) {
  const { slug, name } = ACCOUNT_HOLDERS[section];
  const { frame, backTo, values, civilities } = page;
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
