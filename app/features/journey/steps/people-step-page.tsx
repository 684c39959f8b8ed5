import type { ComponentProps, ReactNode } from "react";
import { useReaderTranslation } from "~/kernel/ui/counter";
import { Analytics } from "~/kernel/ui/analytics";
import { ConformForm, ErrorSummary, StepActions, type PersonOf } from "~/kernel/ui/form";
import { JourneyPage } from "~/features/journey/journey-frame";
import { pageViewName } from "~/kernel/platform/analytics";
import type { StepSlug } from "~/kernel/contract/journey-steps";

type SummaryFields = ComponentProps<typeof ErrorSummary>["fields"];

interface Props {
  frame: ComponentProps<typeof JourneyPage>["frame"];
  slug: StepSlug;
  /** The step's texts in people: its title and intro. */
  texts: "beneficiary" | "contacts" | "subscriber" | "administrator" | "caregiver";
  form: { id: string; errors?: string[]; allErrors: Record<string, string[]>; initialValue: unknown };
  /** The fields the error summary lists, in the order of the page. */
  summaryFields: SummaryFields;
  backTo?: string;
  /** Whose field it is, for a page of several people (the contacts): the error summary says it. */
  personOf?: PersonOf;
  /** Said between the intro and the required-fields notice. */
  notice?: ReactNode;
  children: ReactNode;
}

/** A people step (etape2 to etape4b): error summary, title, intro, then the form and its buttons. */
export function PeopleStepPage({ frame, slug, texts, form, summaryFields, backTo, personOf, notice, children }: Props) {
  const { t } = useReaderTranslation();
  // Form-level errors (conform's key "") are listed once, from form.errors.
  const summaryForm = { id: form.id, errors: form.errors, allErrors: Object.fromEntries(Object.entries(form.allErrors).filter(([name]) => name !== "")) };
  return (
    <JourneyPage frame={frame} title={t(`people:${texts}.title`)} summary={<ErrorSummary form={summaryForm} fields={summaryFields} personOf={personOf} />}>
      <Analytics name={pageViewName(slug)} step={slug} />
      <p>{t(`people:${texts}.intro`)}</p>
      {notice}
      <p>{t("journey:form.requiredNotice")}</p>
      <ConformForm form={form} method="post" noValidate>
        {children}
        <StepActions backTo={backTo} />
      </ConformForm>
    </JourneyPage>
  );
}

/** A form's fields for the error summary, in the order of the page. */
export function fieldsInPageOrder<Name extends string>(fields: Record<Name, SummaryFields[string]>, order: readonly Name[]): SummaryFields {
  return Object.fromEntries(order.map((name) => [name, fields[name]]));
}
