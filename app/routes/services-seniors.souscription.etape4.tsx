import { subscriberFromClient } from "~/domain/sibp/client";
import { requireSibpClient } from "~/sibp/guard.server";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getUser, type VsmpUser } from "~/auth/user.server";
import { CheckboxField } from "~/components/form";
import { ADDRESS_FIELDS, AddressFields } from "~/components/people/address-fields";
import { CONTACT_FIELDS, ContactFields } from "~/components/people/contact-fields";
import { IdentityFields, NAME_FIELDS } from "~/components/people/identity-fields";
import { fieldsInPageOrder, PeopleStepPage } from "~/components/people/people-step-page";
import { TermsField } from "~/components/people/terms-field";
import { usePeopleForm } from "~/components/people/use-people-form";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/domain/address";
import { recipientFromPerson, subscriberFilledFromRecipient, subscriberFromPerson, subscriberToPerson } from "~/domain/journey/people";
import { subscriberSchema, type Subscriber } from "~/domain/person";
import { journeyMeta } from "~/journey/meta";
import { loadPeopleStep, savePeopleStep, startPeopleSubmit } from "~/journey/people-step.server";
import { readForm } from "~/platform/form-data.server";
import { personalDataHeaders } from "~/domain/security";

export const headers = personalDataHeaders;

export const meta: MetaFunction<typeof loader> = (args) => journeyMeta(args, "subscriber");

/** The fields in the order of the page, so that the error summary follows it. */
const FIELD_ORDER = ["subscriberIsRecipient", ...NAME_FIELDS, ...CONTACT_FIELDS, ...ADDRESS_FIELDS, "acceptTerms"] as const satisfies readonly (keyof Subscriber)[];

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
  const { journey, pageData } = await loadPeopleStep(request, context, "etape4");
  // At the counter the identified client prefills the subscriber; online, the signed-in visitor.
  const client = journey.mode.project === "SIBP" ? await requireSibpClient(request) : null;
  const user = client ? null : await getUser(request);
  const prefill = client ? subscriberFromClient(client) : user ? valuesOfUser(user) : {};
  const stored = journey.contract?.billing ? subscriberFromPerson(journey.contract.billing) : prefill;
  const values: Partial<Subscriber> = {
    country: DEFAULT_COUNTRY,
    ...stored,
    acceptTerms: journey.state.terms.subscriber || undefined,
  };
  return pageData({
    values,
    signedIn: Boolean(user),
    choices: { civilities: CIVILITIES, countries: COUNTRIES },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submit = await startPeopleSubmit(request, context, "etape4");
  let formData = await readForm(request);
  if (formData.get("subscriberIsRecipient") === "on") {
    const typed = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
    const filled = subscriberFilledFromRecipient(typed, recipientFromPerson(submit.journey.contract?.beneficiary));
    formData = new FormData();
    for (const [key, value] of Object.entries(filled)) if (typeof value === "string") formData.set(key, value);
  }
  const submission = parseWithZod(formData, { schema: subscriberSchema });
  return savePeopleStep(request, context, submit, submission, {
    section: "billing",
    person: async (subscriber) => {
      const customerId = submit.journey.mode.project === "SIBP" ? submit.journey.state.clientId : (await getUser(request))?.id;
      return subscriberToPerson(subscriber, { customerId: customerId ?? undefined });
    },
    terms: "subscriber",
  });
}

export default function SubscriberStep() {
  const { frame, backTo, values, signedIn, choices } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = usePeopleForm<Subscriber>("subscriber", values, actionData?.result);

  return (
    <PeopleStepPage
      frame={frame}
      slug="etape4"
      texts="subscriber"
      form={form}
      summaryFields={fieldsInPageOrder(fields, FIELD_ORDER)}
      backTo={backTo}
      notice={signedIn && <p className="notice">{t("people:subscriber.signedIn")}</p>}
    >
      <CheckboxField field={fields.subscriberIsRecipient} label={t("people:subscriber.isRecipient")} hint={t("people:subscriber.isRecipientHint")} />

      <IdentityFields hintId="subscriber-identity-hint" fields={fields} civilities={choices.civilities} />

      <ContactFields fields={fields} />

      <AddressFields hintId="subscriber-address-hint" fields={fields} countries={choices.countries} autofillSection="billing" />

      <TermsField field={fields.acceptTerms} texts="subscriber" />
    </PeopleStepPage>
  );
}
