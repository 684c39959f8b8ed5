import { useForm } from "@conform-to/react";
import { Analytics } from "~/components/analytics";
import { pageViewName } from "~/domain/analytics";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CheckboxField, DefaultSubmit, ErrorSummary, RadioGroup, SelectField, StepActions, TextField } from "~/components/form";
import { JourneyPage } from "~/components/journey-page";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/domain/address";
import { contactsFromPeople, contactsToPeople } from "~/domain/journey/people";
import { CONTACT_TYPES, trustedContactSchema, type TrustedContact } from "~/domain/person";
import { journeyMeta } from "~/journey/meta";
import { completeStep, loadJourneyStep, stepPath } from "~/journey/step.server";
import { isUpstreamError } from "~/upstream/http.server";
import { saveSection } from "~/upstream/journey.server";

type ContactsForm = {
  contacts: TrustedContact[];
};

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "contact");

/** A contact's fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = [
  "civility",
  "firstName",
  "lastName",
  "mobilePhone",
  "contactType",
  "travelTimeInMinutes",
  "streetName",
  "additionalStreetName",
  "poBox",
  "codePostal",
  "city",
  "country",
  "hasKeys",
  "over18",
] as const satisfies readonly (keyof TrustedContact)[];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape3");
  const previous = journey.frame.steps[journey.frame.current - 2];
  const stored = contactsFromPeople(journey.contract?.contacts);
  const values: { contacts: Partial<TrustedContact>[] } = {
    contacts: stored.length > 0 ? stored : [{ order: 1, country: DEFAULT_COUNTRY }],
  };
  return data(
    {
      frame: journey.frame,
      backTo: previous ? stepPath(previous.slug) : undefined,
      values,
      // The lists come with the data so that the page does not ship the schemas' module.
      choices: { civilities: CIVILITIES, countries: COUNTRIES, contactTypes: CONTACT_TYPES, defaultCountry: DEFAULT_COUNTRY },
      hasErrors: Boolean(context.formErrors),
    },
    journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined,
  );
}

/**
 * "Ajouter un contact" and "Retirer le contact N" are conform's list intents (buttons named
 * `__intent__` of this form): with JavaScript off they post the whole form, `parseWithZod`
 * applies them to what was typed and `reply()` renders the longer or shorter list with every
 * value kept. Nothing is saved for an intent (DESIGN 3); only "Continuer" saves.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const journey = await loadJourneyStep(request, context, "etape3");
  const contractId = journey.state.contractId;
  if (!contractId) throw redirect(stepPath("etape1"));
  const headers = journey.setCookie ? { headers: { "Set-Cookie": journey.setCookie } } : undefined;
  const schema = z.object({ contacts: z.array(trustedContactSchema).min(1, "people:contacts.required") });
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status === undefined) return data({ result: submission.reply() }, headers);
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ result: submission.reply() }, headers);
  }
  try {
    await saveSection(contractId, "contacts", contactsToPeople(submission.value.contacts), { requestId: context.requestId });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    context.formErrors = true;
    const key = isUpstreamError(error, "timeout") ? "journey:errors.timeout" : "journey:errors.saveFailed";
    return data({ result: submission.reply({ formErrors: [key] }) }, headers);
  }
  return completeStep(request, journey.state, "etape3", journey.services);
}

export default function ContactStep() {
  const { frame, backTo, values, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useForm<ContactsForm>({
    id: "contacts",
    defaultValue: values,
    lastResult: actionData?.result,
    shouldRevalidate: "onSubmit",
  });
  const contacts = fields.contacts.getFieldList();
  const civilities = choices.civilities.map((value) => ({ value, label: t(`people:civility.${value}`) }));
  const contactTypes = choices.contactTypes.map((value) => ({ value, label: t(`people:contacts.contactType.${value}`) }));
  const countries = choices.countries.map((value) => ({ value, label: t(`people:countries.${value}`) }));
  const listError = fields.contacts.errors?.[0];
  // Form-level errors (conform's key "") are listed once, from form.errors.
  const summaryForm = { id: form.id, errors: form.errors, allErrors: Object.fromEntries(Object.entries(form.allErrors).filter(([name]) => name !== "")) };
  const summaryFields = {
    contacts: fields.contacts,
    ...Object.fromEntries(
      contacts.flatMap((contact, index) => {
        const fieldset = contact.getFieldset();
        return FIELD_ORDER.map((name) => [`${index}.${name}`, fieldset[name]]);
      }),
    ),
  };

  return (
    <JourneyPage frame={frame} title={t("people:contacts.title")} summary={<ErrorSummary form={summaryForm} fields={summaryFields} />}>
      <Analytics name={pageViewName("etape3")} step="etape3" />
      <p>{t("people:contacts.intro")}</p>
      <p>{t("journey:form.requiredNotice")}</p>
      <Form method="post" id={form.id} noValidate>
        <DefaultSubmit />
        <div id={fields.contacts.id} tabIndex={-1}>
          {listError && (
            <p id={fields.contacts.errorId} className="field-error">
              {t(listError)}
            </p>
          )}
          {contacts.map((contact, index) => {
            const field = contact.getFieldset();
            const number = index + 1;
            const section = `section-contact${number}`;
            return (
              <fieldset key={contact.key} className="field contact-card">
                <legend>{t("people:contacts.contact", { number })}</legend>
                <input type="hidden" name={field.order.name} value={String(number)} />
                <RadioGroup field={field.civility} legend={t("people:civility.legend")} inline choices={civilities} />
                <TextField field={field.firstName} label={t("people:identity.firstName")} autoComplete={`${section} given-name`} width="medium" />
                <TextField field={field.lastName} label={t("people:identity.lastName")} autoComplete={`${section} family-name`} width="medium" />
                <TextField
                  field={field.mobilePhone}
                  type="tel"
                  inputMode="tel"
                  label={t("people:contact.mobilePhone")}
                  hint={t("people:contact.mobilePhoneHint")}
                  autoComplete={`${section} mobile tel-national`}
                  width="medium"
                />
                <RadioGroup field={field.contactType} legend={t("people:contacts.contactType.label")} inline choices={contactTypes} />
                <TextField
                  field={field.travelTimeInMinutes}
                  inputMode="numeric"
                  label={t("people:contacts.travelTimeInMinutes")}
                  hint={t("people:contacts.travelTimeHint")}
                  width="short"
                />
                <fieldset className="field" aria-describedby={`${field.streetName.id}-group-hint`}>
                  <legend>{t("people:address.legend")}</legend>
                  <p className="hint" id={`${field.streetName.id}-group-hint`}>
                    {t("people:address.hint")}
                  </p>
                  <TextField
                    field={field.streetName}
                    label={t("people:address.streetName")}
                    hint={t("people:address.streetNameHint")}
                    autoComplete={`${section} address-line1`}
                  />
                  <TextField
                    field={field.additionalStreetName}
                    optional
                    label={t("people:address.additionalStreetName")}
                    hint={t("people:address.additionalStreetNameHint")}
                    autoComplete={`${section} address-line2`}
                  />
                  <TextField
                    field={field.poBox}
                    optional
                    label={t("people:address.poBox")}
                    hint={t("people:address.poBoxHint")}
                    autoComplete={`${section} address-line3`}
                  />
                  <TextField
                    field={field.codePostal}
                    inputMode="numeric"
                    label={t("people:address.codePostal")}
                    hint={t("people:address.codePostalHint")}
                    autoComplete={`${section} postal-code`}
                    width="short"
                  />
                  <TextField field={field.city} label={t("people:address.city")} autoComplete={`${section} address-level2`} width="medium" />
                  <SelectField field={field.country} label={t("people:address.country")} placeholder={t("journey:form.choose")} choices={countries} />
                </fieldset>
                <CheckboxField field={field.hasKeys} label={t("people:contacts.hasKeys")} />
                <CheckboxField field={field.over18} label={t("people:contacts.over18")} />
                {contacts.length > 1 && (
                  <button className="button secondary" {...form.remove.getButtonProps({ name: fields.contacts.name, index })}>
                    {t("people:contacts.remove", { number })}
                  </button>
                )}
              </fieldset>
            );
          })}
        </div>
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
        <StepActions backTo={backTo} />
      </Form>
    </JourneyPage>
  );
}
