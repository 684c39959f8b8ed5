import { useForm } from "@conform-to/react";
import { Analytics } from "~/components/analytics";
import { pageViewName } from "~/domain/analytics";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, ErrorSummary, RadioGroup, SelectField, StepActions, TextField } from "~/components/form";
import { JourneyPage } from "~/components/journey-page";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/domain/address";
import { recipientFromPerson, recipientToPerson } from "~/domain/journey/people";
import { PHONE_INSTALLATION_TYPES, recipientSchema, SUBSCRIBERS_RELATIONSHIPS, type Recipient } from "~/domain/person";
import { journeyMeta } from "~/journey/meta";
import { completeStep, loadJourneyStep, stepPath } from "~/journey/step.server";
import { isUpstreamError } from "~/upstream/http.server";
import { saveSection } from "~/upstream/journey.server";

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "beneficiary");

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [
  "civility",
  "firstName",
  "lastName",
  "birthDate",
  "landlinePhone",
  "mobilePhone",
  "phoneInstallationType",
  "streetName",
  "additionalStreetName",
  "poBox",
  "codePostal",
  "city",
  "country",
  "building",
  "floor",
  "keypad",
  "additionalInformation",
  "subscribersRelationship",
  "healthConsent",
  "doctorCivility",
  "doctorName",
  "doctorPhone",
] as const satisfies readonly (keyof Recipient)[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape2");
  const previous = journey.frame.steps[journey.frame.current - 2];
  const values: Partial<Recipient> = { country: DEFAULT_COUNTRY, ...recipientFromPerson(journey.contract?.beneficiary) };
  return data(
    {
      frame: journey.frame,
      backTo: previous ? stepPath(previous.slug) : undefined,
      values,
      // The lists come with the data so that the page does not ship the schemas' module.
      choices: { civilities: CIVILITIES, countries: COUNTRIES, installations: PHONE_INSTALLATION_TYPES, relationships: SUBSCRIBERS_RELATIONSHIPS },
      hasErrors: Boolean(context.formErrors),
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape2");
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(stepPath("etape1"));
  const headers = journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined;
  const submission = parseWithZod(await request.formData(), { schema: recipientSchema });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply() }, headers);
  }
  try {
    await saveSection(contractId, "beneficiary", recipientToPerson(submission.value), { requestId: context.requestId });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    context.formErrors = true;
    const key = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return data({ result: submission.reply({ formErrors: [key] }) }, headers);
  }
  return completeStep(request, journey.state, "etape2", journey.services);
}

export default function BeneficiaryStep() {
  const { frame, backTo, values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<Recipient>({
    id: "beneficiary",
    defaultValue: values,
    lastResult: actionData?.result,
    shouldRevalidate: "onSubmit",
  });
  const civilities = choices.civilities.map((value) => ({ value, label: t(`people:civility.${value}`) }));
  // Form-level errors (conform's key "") are listed once, from form.errors.
  const summaryForm = { id: form.id, errors: form.errors, allErrors: Object.fromEntries(Object.entries(form.allErrors).filter(([name]) => name !== "")) };
  const summaryFields = Object.fromEntries(FIELD_ORDER.map((name) => [name, fields[name]]));

  return (
    <JourneyPage frame={frame} title={t("people:beneficiary.title")} summary={<ErrorSummary form={summaryForm} fields={summaryFields} />}>
      <Analytics name={pageViewName("etape2")} step="etape2" />
      <p>{t("people:beneficiary.intro")}</p>
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate>
        <fieldset className="field" aria-describedby="beneficiary-identity-hint">
          <legend>{t("people:identity.legend")}</legend>
          <p className="hint" id="beneficiary-identity-hint">
            {t("people:identity.namesHint")}
          </p>
          <RadioGroup field={fields.civility} legend={t("people:civility.legend")} inline choices={civilities} />
          <TextField field={fields.firstName} label={t("people:identity.firstName")} autoComplete="section-beneficiary given-name" width="medium" />
          <TextField field={fields.lastName} label={t("people:identity.lastName")} autoComplete="section-beneficiary family-name" width="medium" />
          <TextField
            field={fields.birthDate}
            type="date"
            label={t("people:identity.birthDate")}
            hint={t("people:identity.birthDateHint")}
            autoComplete="section-beneficiary bday"
            width="medium"
          />
        </fieldset>

        <fieldset className="field">
          <legend>{t("people:contact.legend")}</legend>
          <TextField
            field={fields.landlinePhone}
            type="tel"
            inputMode="tel"
            label={t("people:contact.landlinePhone")}
            hint={t("people:contact.landlinePhoneHint")}
            autoComplete="section-beneficiary home tel-national"
            width="medium"
          />
          <TextField
            field={fields.mobilePhone}
            type="tel"
            inputMode="tel"
            optional
            label={t("people:contact.mobilePhone")}
            hint={t("people:contact.mobilePhoneHint")}
            autoComplete="section-beneficiary mobile tel-national"
            width="medium"
          />
          <RadioGroup
            field={fields.phoneInstallationType}
            legend={t("people:beneficiary.phoneInstallationType.legend")}
            choices={choices.installations.map((value) => ({ value, label: t(`people:beneficiary.phoneInstallationType.${value}`) }))}
          />
        </fieldset>

        <fieldset className="field" aria-describedby="beneficiary-address-hint">
          <legend>{t("people:address.legend")}</legend>
          <p className="hint" id="beneficiary-address-hint">
            {t("people:address.hint")}
          </p>
          <TextField
            field={fields.streetName}
            label={t("people:address.streetName")}
            hint={t("people:address.streetNameHint")}
            autoComplete="section-beneficiary address-line1"
          />
          <TextField
            field={fields.additionalStreetName}
            optional
            label={t("people:address.additionalStreetName")}
            hint={t("people:address.additionalStreetNameHint")}
            autoComplete="section-beneficiary address-line2"
          />
          <TextField
            field={fields.poBox}
            optional
            label={t("people:address.poBox")}
            hint={t("people:address.poBoxHint")}
            autoComplete="section-beneficiary address-line3"
          />
          <TextField
            field={fields.codePostal}
            inputMode="numeric"
            label={t("people:address.codePostal")}
            hint={t("people:address.codePostalHint")}
            autoComplete="section-beneficiary postal-code"
            width="short"
          />
          <TextField field={fields.city} label={t("people:address.city")} autoComplete="section-beneficiary address-level2" width="medium" />
          <SelectField
            field={fields.country}
            label={t("people:address.country")}
            placeholder={t("journey:form.choose")}
            choices={choices.countries.map((value) => ({ value, label: t(`people:countries.${value}`) }))}
          />
        </fieldset>

        <fieldset className="field" aria-describedby="beneficiary-delivery-hint">
          <legend>{t("people:delivery.legend")}</legend>
          <p className="hint" id="beneficiary-delivery-hint">
            {t("people:delivery.hint")}
          </p>
          <TextField field={fields.building} optional label={t("people:delivery.building")} width="medium" />
          <TextField field={fields.floor} optional label={t("people:delivery.floor")} width="short" />
          <TextField field={fields.keypad} optional label={t("people:delivery.keypad")} hint={t("people:delivery.keypadHint")} width="short" />
          <TextField
            field={fields.additionalInformation}
            optional
            label={t("people:delivery.additionalInformation")}
            hint={t("people:delivery.additionalInformationHint")}
          />
        </fieldset>

        <RadioGroup
          field={fields.subscribersRelationship}
          legend={t("people:beneficiary.subscribersRelationship.legend")}
          hint={t("people:beneficiary.subscribersRelationship.hint")}
          choices={choices.relationships.map((value) => ({ value, label: t(`people:beneficiary.subscribersRelationship.${value}`) }))}
        />

        <fieldset className="field" aria-describedby="beneficiary-doctor-explanation">
          <legend>{t("people:beneficiary.doctor.legend")}</legend>
          <p className="hint" id="beneficiary-doctor-explanation">
            {t("people:beneficiary.doctor.explanation")}
          </p>
          <CheckboxField field={fields.healthConsent} label={t("people:beneficiary.doctor.consent")} hint={t("people:beneficiary.doctor.consentHint")} />
          <SelectField
            field={fields.doctorCivility}
            optional
            label={t("people:beneficiary.doctor.civility")}
            placeholder={t("journey:form.choose")}
            choices={civilities}
          />
          <TextField field={fields.doctorName} optional label={t("people:beneficiary.doctor.name")} width="medium" />
          <TextField
            field={fields.doctorPhone}
            type="tel"
            inputMode="tel"
            optional
            label={t("people:beneficiary.doctor.phone")}
            hint={t("people:beneficiary.doctor.phoneHint")}
            width="medium"
          />
        </fieldset>

        <StepActions backTo={backTo} />
      </Form>
    </JourneyPage>
  );
}
