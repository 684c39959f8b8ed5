import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { ConformForm, ErrorSummary, RadioGroup } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";

/** The choice of /sibp/contrat/type, also shown on /sibp/contrat. */
export function ContractTypeForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ type: string }>({ id: "contract-type", lastResult, shouldRevalidate: "onSubmit" });
  return (
    <>
      <ErrorSummary form={form} fields={fields} />
      <ConformForm form={form} method="post" action="/sibp/contrat/type" noValidate>
        <RadioGroup
          field={fields.type}
          legend={t("sibp:contract.typeLegend")}
          choices={[
            { value: "new", label: t("sibp:contract.new"), hint: t("sibp:contract.newHint") },
            { value: "existing", label: t("sibp:contract.existing"), hint: t("sibp:contract.existingHint") },
          ]}
        />
        <button type="submit" className="button">
          {t("sibp:contract.continue")}
        </button>
      </ConformForm>
    </>
  );
}
