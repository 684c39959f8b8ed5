import { useForm } from "@conform-to/react";
import { Analytics } from "~/components/analytics";
import { pageViewName } from "~/domain/analytics";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, ErrorSummary, RadioGroup, StepActions, TextField } from "~/components/form";
import { JourneyPage } from "~/components/journey-page";
import { CIVILITIES } from "~/domain/address";
import { accountHolderFromPerson, accountHolderToPerson } from "~/domain/journey/people";
import { caregiverSchema, type Caregiver } from "~/domain/person";
import { journeyMeta } from "~/journey/meta";
import { completeStep, loadJourneyStep, stepPath } from "~/journey/step.server";
import { isUpstreamError } from "~/upstream/http.server";
import { saveSection } from "~/upstream/journey.server";

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = ["civility", "firstName", "lastName", "email", "mobilePhone", "acceptTerms"] as const satisfies readonly (keyof Caregiver)[];

/** SPEC 2: the general sales terms, opened in the same tab. */
const CGV_PATH = "/particulier/veiller-sur-mes-parents/gestion/cgv";

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "caregiver");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape4b");
  const previous = journey.frame.steps[journey.frame.current - 2];
  const values: Partial<Caregiver> = {
    ...accountHolderFromPerson(journey.contract?.caregiver),
    acceptTerms: journey.state.terms.caregiver || undefined,
  };
  return data(
    {
      frame: journey.frame,
      backTo: previous ? stepPath(previous.slug) : undefined,
      values,
      civilities: CIVILITIES,
      hasErrors: Boolean(context.formErrors),
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape4b");
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(stepPath("etape1"));
  const headers = journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined;
  const submission = parseWithZod(await request.formData(), { schema: caregiverSchema });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply() }, headers);
  }
  try {
    await saveSection(contractId, "caregiver", accountHolderToPerson(submission.value), { requestId: context.requestId });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    context.formErrors = true;
    const key = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return data({ result: submission.reply({ formErrors: [key] }) }, headers);
  }
  const state = { ...journey.state, terms: { ...journey.state.terms, caregiver: true } };
  return completeStep(request, state, "etape4b", journey.services);
}

export default function CaregiverStep() {
  const { frame, backTo, values, civilities } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<Caregiver>({
    id: "caregiver",
    defaultValue: values,
    lastResult: actionData?.result,
    shouldRevalidate: "onSubmit",
  });
  // Form-level errors (conform's key "") are listed once, from form.errors.
  const summaryForm = { id: form.id, errors: form.errors, allErrors: Object.fromEntries(Object.entries(form.allErrors).filter(([name]) => name !== "")) };
  const summaryFields = Object.fromEntries(FIELD_ORDER.map((name) => [name, fields[name]]));
  const section = "section-caregiver";

  return (
    <JourneyPage frame={frame} title={t("people:caregiver.title")} summary={<ErrorSummary form={summaryForm} fields={summaryFields} />}>
      <Analytics name={pageViewName("etape4b")} step="etape4b" />
      <p>{t("people:caregiver.intro")}</p>
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate>
        <fieldset className="field" aria-describedby="caregiver-identity-hint">
          <legend>{t("people:identity.legend")}</legend>
          <p className="hint" id="caregiver-identity-hint">
            {t("people:identity.namesHint")}
          </p>
          <RadioGroup
            field={fields.civility}
            legend={t("people:civility.legend")}
            inline
            choices={civilities.map((value) => ({ value, label: t(`people:civility.${value}`) }))}
          />
          <TextField field={fields.firstName} label={t("people:identity.firstName")} autoComplete={`${section} given-name`} width="medium" />
          <TextField field={fields.lastName} label={t("people:identity.lastName")} autoComplete={`${section} family-name`} width="medium" />
        </fieldset>

        <fieldset className="field">
          <legend>{t("people:contact.legend")}</legend>
          <TextField
            field={fields.email}
            type="email"
            inputMode="email"
            label={t("people:contact.email")}
            hint={t("people:contact.emailHint")}
            autoComplete={`${section} email`}
          />
          <TextField
            field={fields.mobilePhone}
            type="tel"
            inputMode="tel"
            label={t("people:contact.mobilePhone")}
            hint={t("people:contact.mobilePhoneHint")}
            autoComplete={`${section} mobile tel-national`}
            width="medium"
          />
        </fieldset>

        <CheckboxField
          field={fields.acceptTerms}
          label={t("people:caregiver.terms")}
          hint={<a href={CGV_PATH}>{t("people:caregiver.termsLink")}</a>}
        />

        <StepActions backTo={backTo} />
      </Form>
    </JourneyPage>
  );
}
