import { useReaderTranslation } from "~/kernel/ui/counter";
import { CheckboxField } from "~/kernel/ui/form";
import { CGV_PATH } from "~/kernel/contract/paths";
import type { FormField } from "~/kernel/ui/people-fields";

/**
 * A person's acceptance of the terms, with the general sales terms opened in the same tab
 * (SPEC 2). `texts` names the person's texts: people:subscriber.terms…
 */
export function TermsField({ field, texts }: { field: FormField; texts: "subscriber" | "administrator" | "caregiver" }) {
  const { t } = useReaderTranslation();
  return <CheckboxField field={field} label={t(`people:${texts}.terms`)} hint={<a href={CGV_PATH}>{t(`people:${texts}.termsLink`)}</a>} />;
}
