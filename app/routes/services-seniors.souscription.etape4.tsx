import { useForm } from "@conform-to/react";
import { Analytics } from "~/components/analytics";
import { pageViewName } from "~/domain/analytics";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getUser, type VsmpUser } from "~/auth/user.server";
import { CheckboxField, ErrorSummary, RadioGroup, SelectField, StepActions, TextField } from "~/components/form";
import { JourneyPage } from "~/components/journey-page";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/domain/address";
import { recipientFromPerson, subscriberFilledFromRecipient, subscriberFromPerson, subscriberToPerson } from "~/domain/journey/people";
import { subscriberSchema, type Subscriber } from "~/domain/person";
import { journeyMeta } from "~/journey/meta";
import { completeStep, loadJourneyStep, stepPath } from "~/journey/step.server";
import { isUpstreamError } from "~/upstream/http.server";
import { saveSection } from "~/upstream/journey.server";

/** SPEC 2: the general sales terms, opened in the same tab. */
const CGV_PATH = "/particulier/veiller-sur-mes-parents/gestion/cgv";

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "subscriber");

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [
  "subscriberIsRecipient",
  "civility",
  "firstName",
  "lastName",
  "email",
  "mobilePhone",
  "streetName",
  "additionalStreetName",
  "poBox",
  "codePostal",
  "city",
  "country",
  "acceptTerms",
] as const satisfies readonly (keyof Subscriber)[];

/** A signed-in person subscribes for themselves as subscriber: their identity fills the empty form. */
function valuesOfUser(user: VsmpUser): Partial<Subscriber> {
  const civility = user.sex === "female" ? "MRS" : user.sex === "male" ? "MR" : undefined;
  return {
    civility,
    firstName: user.firstName || undefined,
    lastName: user.lastName || undefined,
    email: user.email || undefined,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape4");
  const user = await getUser(request);
  const previous = journey.frame.steps[journey.frame.current - 2];
  const stored = journey.contract?.billing ? subscriberFromPerson(journey.contract.billing) : user ? valuesOfUser(user) : {};
  const values: Partial<Subscriber> = {
    country: DEFAULT_COUNTRY,
    ...stored,
    acceptTerms: journey.state.terms.subscriber || undefined,
  };
  return data(
    {
      frame: journey.frame,
      backTo: previous ? stepPath(previous.slug) : undefined,
      values,
      signedIn: Boolean(user),
      // The lists come with the data so that the page does not ship the schemas' module.
      choices: { civilities: CIVILITIES, countries: COUNTRIES },
      hasErrors: Boolean(context.formErrors),
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape4");
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(stepPath("etape1"));
  const headers = journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined;
  let formData = await request.formData();
  if (formData.get("subscriberIsRecipient") === "on") {
    const typed = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
    const filled = subscriberFilledFromRecipient(typed, recipientFromPerson(journey.contract?.beneficiary));
    formData = new FormData();
    for (const [key, value] of Object.entries(filled)) if (typeof value === "string") formData.set(key, value);
  }
  const submission = parseWithZod(formData, { schema: subscriberSchema });
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply() }, headers);
  }
  const user = await getUser(request);
  try {
    await saveSection(contractId, "billing", subscriberToPerson(submission.value, { customerId: user?.id }), {
      requestId: context.requestId,
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    context.formErrors = true;
    const key = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return data({ result: submission.reply({ formErrors: [key] }) }, headers);
  }
  const state = { ...journey.state, terms: { ...journey.state.terms, subscriber: true } };
  return completeStep(request, state, "etape4", journey.services);
}

export default function SubscriberStep() {
  const { frame, backTo, values, signedIn, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<Subscriber>({
    id: "subscriber",
    defaultValue: values,
    lastResult: actionData?.result,
    shouldRevalidate: "onSubmit",
  });
  // Form-level errors (conform's key "") are listed once, from form.errors.
  const summaryForm = { id: form.id, errors: form.errors, allErrors: Object.fromEntries(Object.entries(form.allErrors).filter(([name]) => name !== "")) };
  const summaryFields = Object.fromEntries(FIELD_ORDER.map((name) => [name, fields[name]]));

  return (
    <JourneyPage frame={frame} title={t("people:subscriber.title")} summary={<ErrorSummary form={summaryForm} fields={summaryFields} />}>
      <Analytics name={pageViewName("etape4")} step="etape4" />
      <p>{t("people:subscriber.intro")}</p>
      {signedIn && <p className="notice">{t("people:subscriber.signedIn")}</p>}
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate>
        <CheckboxField field={fields.subscriberIsRecipient} label={t("people:subscriber.isRecipient")} hint={t("people:subscriber.isRecipientHint")} />

        <fieldset className="field" aria-describedby="subscriber-identity-hint">
          <legend>{t("people:identity.legend")}</legend>
          <p className="hint" id="subscriber-identity-hint">
            {t("people:identity.namesHint")}
          </p>
          <RadioGroup
            field={fields.civility}
            legend={t("people:civility.legend")}
            inline
            choices={choices.civilities.map((value) => ({ value, label: t(`people:civility.${value}`) }))}
          />
          <TextField field={fields.firstName} label={t("people:identity.firstName")} autoComplete="given-name" width="medium" />
          <TextField field={fields.lastName} label={t("people:identity.lastName")} autoComplete="family-name" width="medium" />
        </fieldset>

        <fieldset className="field">
          <legend>{t("people:contact.legend")}</legend>
          <TextField
            field={fields.email}
            type="email"
            inputMode="email"
            label={t("people:contact.email")}
            hint={t("people:contact.emailHint")}
            autoComplete="email"
          />
          <TextField
            field={fields.mobilePhone}
            type="tel"
            inputMode="tel"
            label={t("people:contact.mobilePhone")}
            hint={t("people:contact.mobilePhoneHint")}
            autoComplete="mobile tel-national"
            width="medium"
          />
        </fieldset>

        <fieldset className="field" aria-describedby="subscriber-address-hint">
          <legend>{t("people:address.legend")}</legend>
          <p className="hint" id="subscriber-address-hint">
            {t("people:address.hint")}
          </p>
          <TextField
            field={fields.streetName}
            label={t("people:address.streetName")}
            hint={t("people:address.streetNameHint")}
            autoComplete="billing address-line1"
          />
          <TextField
            field={fields.additionalStreetName}
            optional
            label={t("people:address.additionalStreetName")}
            hint={t("people:address.additionalStreetNameHint")}
            autoComplete="billing address-line2"
          />
          <TextField
            field={fields.poBox}
            optional
            label={t("people:address.poBox")}
            hint={t("people:address.poBoxHint")}
            autoComplete="billing address-line3"
          />
          <TextField
            field={fields.codePostal}
            inputMode="numeric"
            label={t("people:address.codePostal")}
            hint={t("people:address.codePostalHint")}
            autoComplete="billing postal-code"
            width="short"
          />
          <TextField field={fields.city} label={t("people:address.city")} autoComplete="billing address-level2" width="medium" />
          <SelectField
            field={fields.country}
            label={t("people:address.country")}
            placeholder={t("journey:form.choose")}
            choices={choices.countries.map((value) => ({ value, label: t(`people:countries.${value}`) }))}
          />
        </fieldset>

        <CheckboxField
          field={fields.acceptTerms}
          label={t("people:subscriber.terms")}
          hint={<a href={CGV_PATH}>{t("people:subscriber.termsLink")}</a>}
        />

        <StepActions backTo={backTo} />
      </Form>
    </JourneyPage>
  );
}
