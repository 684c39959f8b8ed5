import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAgent, type Agent } from "~/kernel/auth/agent.server";
import { Analytics } from "~/kernel/ui/analytics";
import { ConformForm, DefaultSubmit, ErrorSummary, RadioGroup, SelectField, TextField } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import type { RouteHandle } from "~/kernel/ui/templates";
import { PAGE_VIEW_NAMES } from "~/kernel/platform/analytics";
import { addressSuggestionOf, SuggestionChoice } from "~/kernel/addresses/address-fields";
import { COUNTRIES, DEFAULT_COUNTRY } from "~/kernel/addresses/address";
import { useLabelledChoices } from "~/kernel/ui/people-fields";
import type { SuggestionView } from "~/kernel/addresses/address-choice";
import { clientFromProfile, cookieClient, type ClientView } from "~/kernel/people/counter-client";
import { formatShortDate } from "~/kernel/i18n/date-format";
import { isoBirthdate } from "~/features/counter/rules/dates";
import {
  clientSearchSchema,
  newClientSchema,
  type ClientSearchInput,
  type NewClientInput,
} from "~/features/counter/rules/identification";
import { sibpMeta } from "~/kernel/ui/counter-meta";
import { agentPage, commitSibpClient, readSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { auditAccess, auditOutcome, AuditUnavailable } from "~/kernel/upstream/audit.server";
import { findClients, findOrCreateClient, getClientProfile } from "~/kernel/upstream/client.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { checkStepAddress, withChosenSuggestion } from "~/kernel/addresses/address-check.server";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:identification.title");

const NO_STORE = { "Cache-Control": "private, no-store" };

/** /sibp/client-identification: search the client, pick one of the results or create the client. */
export const loader = sibpPage(async ({ request }: LoaderFunctionArgs) => {
  const { headers } = await agentPage(request);
  const client = await readSibpClient(request);
  // After a refused form (JavaScript off), the title says "Erreur : " (DESIGN 6).
  // The country list comes with the page (as the journey's forms have it): the rules that know it stay on the server.
  return data(
    { client: client ? `${client.firstName} ${client.lastName}` : null, countries: COUNTRIES, defaultCountry: DEFAULT_COUNTRY },
    { headers },
  );
});

type Notice = "timeout" | "unavailable" | "auditUnavailable" | null;

/**
 * A failed call on a form the agent is typing (search, creation, choosing a result) keeps what
 * was typed and says so, 500 and above too: SPEC 8's "500 or more → /sibp/error-page" is for
 * page loads, not for a search the agent would have to type again.
 */
function noticeOf(error: unknown): Notice {
  if (isUpstreamError(error, "timeout") || isUpstreamError(error, "network")) return "timeout";
  if (isUpstreamError(error)) return "unavailable";
  throw error;
}

export const action = sibpPage(async ({ request, context }: ActionFunctionArgs) => {
  const { agent } = await requireAgent(request);
  const requestId = context.requestId;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "choose") return choose(request, agent, String(formData.get("id") ?? ""), String(formData.get("email") ?? ""), requestId);
  if (intent === "create") return create(request, agent, formData, context);
  return search(agent, formData, context);
});

async function search(agent: Agent, formData: FormData, context: AppLoadContext) {
  const requestId = context.requestId;
  const submission = parseForm(formData, { schema: clientSearchSchema });
  if (submission.status !== "success") {
    return data({ form: "search" as const, result: submission.reply(), results: null, notice: null as Notice }, { status: 400, headers: NO_STORE });
  }
  const criteria = searchCriteria(submission.value);
  const answer = (results: ClientView[] | null, notice: Notice) => data({ form: "search" as const, result: submission.reply(), results, notice }, { headers: NO_STORE });
  let profiles;
  try {
    profiles = await findClients(criteria, requestId);
  } catch (error) {
    await auditOutcome({ agent, action: "client.search", outcome: "failure" }, requestId);
    return answer(null, noticeOf(error));
  }
  try {
    // The results are shown only once the search is in the audit trail (decision 076).
    await auditAccess({ agent, action: "client.search", outcome: "success" }, requestId);
  } catch (error) {
    if (error instanceof AuditUnavailable) return answer(null, "auditUnavailable");
    throw error;
  }
  return answer(profiles.map((profile) => clientFromProfile(profile)), null);
}

function searchCriteria(input: ClientSearchInput) {
  return {
    lastName: input.lastName,
    firstName: input.firstName,
    birthdate: input.birthdate ? (isoBirthdate(input.birthdate) ?? undefined) : undefined,
    email: input.email,
    phone: input.phone,
  };
}

/** The chosen client's profile goes into the SIBP client cookie; then the contract type. */
async function identify(request: Request, agent: Agent, id: string, email: string, requestId?: string) {
  const view: ClientView = clientFromProfile(await getClientProfile(id, requestId));
  await auditAccess({ agent, action: "client.profile", clientId: view.id, outcome: "success" }, requestId);
  await auditOutcome({ agent, action: "client.identify", clientId: view.id, outcome: "success" }, requestId);
  return redirect("/sibp/contrat", { headers: { "Set-Cookie": await commitSibpClient(request, cookieClient(view, email)) } });
}

async function choose(request: Request, agent: Agent, id: string, email: string, requestId?: string) {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) throw new Response(null, { status: 400 });
  try {
    return await identify(request, agent, id, /^[^\s@]+@[^\s@]+$/.test(email) ? email : "", requestId);
  } catch (error) {
    if (isUpstreamError(error, "status") && (error.status ?? 0) < 500) throw new Response(null, { status: 404 });
    if (error instanceof AuditUnavailable) throw error;
    await auditOutcome({ agent, action: "client.identify", clientId: id, outcome: "failure" }, requestId);
    const notice = noticeOf(error);
    return data({ form: "search" as const, result: undefined, results: null, notice }, { headers: NO_STORE });
  }
}

/**
 * The new client's address, checked by the postal service as in the journey (decision 106): an
 * unknown one refused, a near match offered as "did you mean…", the service down accepted; the
 * country is one of the form's list.
 */
async function addressRefusal(formData: FormData, value: NewClientInput, requestId?: string) {
  const verdict = await checkStepAddress(formData, { streetName: value.streetName, codePostal: value.zipCode, city: value.city, country: value.country }, requestId, { postalCode: "zipCode" });
  return verdict.accepted ? null : verdict;
}

async function create(request: Request, agent: Agent, posted: FormData, context: AppLoadContext) {
  const requestId = context.requestId;
  const formData = withChosenSuggestion(posted, { postalCode: "zipCode" });
  const submission = parseForm(formData, { schema: newClientSchema });
  if (submission.status !== "success") {
    return data({ form: "create" as const, result: submission.reply(), results: null, notice: null as Notice }, { status: 400, headers: NO_STORE });
  }
  const value: NewClientInput = submission.value;
  const refusal = await addressRefusal(formData, value, requestId);
  if (refusal) {
    const addressSuggestion: SuggestionView | null = refusal.suggestion ?? null;
    return data(
      { form: "create" as const, result: submission.reply({ fieldErrors: refusal.fieldErrors }), results: null, notice: null as Notice, addressSuggestion },
      { status: 400, headers: NO_STORE },
    );
  }
  try {
    // Nothing is created before the creation is in the audit trail (decision 076).
    await auditAccess({ agent, action: "client.create", outcome: "requested" }, requestId);
  } catch (error) {
    if (!(error instanceof AuditUnavailable)) throw error;
    return data({ form: "create" as const, result: submission.reply(), results: null, notice: "auditUnavailable" as Notice }, { headers: NO_STORE });
  }
  let userId: string;
  try {
    ({ userId } = await findOrCreateClient(
      {
        sex: value.sex,
        firstName: value.firstName,
        lastName: value.lastName,
        ...(value.email ? { email: value.email } : {}),
        address: { streetName: value.streetName, zipCode: value.zipCode, city: value.city, country: value.country },
      },
      requestId,
    ));
    await auditOutcome({ agent, action: "client.create", clientId: userId, outcome: "success" }, requestId);
    return await identify(request, agent, userId, value.email ?? "", requestId);
  } catch (error) {
    if (error instanceof Response || error instanceof AuditUnavailable) throw error;
    await auditOutcome({ agent, action: "client.create", outcome: "failure" }, requestId);
    const notice = noticeOf(error);
    return data({ form: "create" as const, result: submission.reply(), results: null, notice }, { headers: NO_STORE });
  }
}

export default function ClientIdentification() {
  const { client, countries, defaultCountry } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const [searchForm, searchFields] = useForm<ClientSearchInput>({
    id: "search",
    lastResult: actionData?.form === "search" ? actionData.result : undefined,
    shouldRevalidate: "onSubmit",
  });
  const [createForm, createFields] = useForm<NewClientInput>({
    id: "create",
    lastResult: actionData?.form === "create" ? actionData.result : undefined,
    shouldRevalidate: "onSubmit",
  });
  const results = actionData?.results ?? null;
  const addressSuggestion = actionData?.form === "create" ? addressSuggestionOf(actionData) : undefined;
  const countryChoices = useLabelledChoices(countries, "people:countries");
  const searchedEmail = typeof searchFields.email.value === "string" ? searchFields.email.value : "";
  return (
    <div className="container narrow">
      <ErrorSummary form={searchForm} fields={searchFields} />
      <ErrorSummary form={createForm} fields={createFields} />
      <Analytics name={PAGE_VIEW_NAMES.clientIdentification} step="sibp" />
      <h1>{t("sibp:identification.title")}</h1>
      {client && <p>{t("sibp:identification.identified", { name: client })}</p>}
      {actionData?.notice && (
        <p className="flash" role="alert">
          {t(`sibp:identification.${actionData.notice}`)}
        </p>
      )}
      <p>{t("sibp:identification.lead")}</p>
      <p>{t("sibp:identification.required")}</p>

      <h2>{t("sibp:identification.searchTitle")}</h2>
      <ConformForm form={searchForm} method="post" noValidate>
        <input type="hidden" name="intent" value="search" />
        <TextField field={searchFields.lastName} label={t("sibp:identification.lastNameOptional")} autoComplete="off" width="medium" />
        <TextField field={searchFields.firstName} label={t("sibp:identification.firstName")} width="medium" />
        <TextField
          field={searchFields.birthdate}
          label={t("sibp:identification.birthdate")}
          hint={t("sibp:identification.birthdateHint")}
          inputMode="numeric"
          width="short"
        />
        <TextField field={searchFields.email} label={t("sibp:identification.email")} type="email" inputMode="email" width="long" />
        <TextField field={searchFields.phone} label={t("sibp:identification.phone")} hint={t("sibp:identification.phoneHint")} type="tel" inputMode="tel" width="medium" />
        <button type="submit" className="button">
          {t("sibp:identification.search")}
        </button>
      </ConformForm>

      {results && (
        <section aria-labelledby="results-title">
          <h2 id="results-title">{t("sibp:identification.resultsTitle")}</h2>
          <p role="status">{results.length > 0 ? t("sibp:identification.resultsCount", { count: results.length }) : t("sibp:identification.noResult")}</p>
          <ul className="result-list">
            {results.map((result) => (
              <li key={result.id}>
                <p>
                  <strong>
                    {result.firstName} {result.lastName}
                  </strong>
                  {result.birthdate && <>, {t("sibp:identification.born", { date: formatShortDate(result.birthdate), context: result.sex ?? undefined })}</>}
                  <br />
                  {result.address.streetName}, {result.address.zipCode} {result.address.city}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="choose" />
                  <input type="hidden" name="id" value={result.id} />
                  {searchedEmail && <input type="hidden" name="email" value={searchedEmail} />}
                  <button type="submit" className="button secondary" aria-label={t("sibp:identification.chooseNamed", { name: `${result.firstName} ${result.lastName}` })}>
                    {t("sibp:identification.choose")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2>{t("sibp:identification.createTitle")}</h2>
      <p>{t("sibp:identification.createLead")}</p>
      <ConformForm form={createForm} method="post" noValidate>
        <DefaultSubmit />
        <input type="hidden" name="intent" value="create" />
        <RadioGroup
          field={createFields.sex}
          legend={t("sibp:identification.sex")}
          inline
          choices={[
            { value: "female", label: t("sibp:identification.female") },
            { value: "male", label: t("sibp:identification.male") },
          ]}
        />
        <TextField field={createFields.lastName} label={t("sibp:identification.lastName")} width="medium" />
        <TextField field={createFields.firstName} label={t("sibp:identification.firstNameField")} width="medium" />
        <TextField field={createFields.email} label={t("sibp:identification.emailField")} hint={t("sibp:identification.emailByPost")} optional type="email" inputMode="email" width="long" />
        <TextField field={createFields.streetName} label={t("sibp:identification.streetName")} width="long" />
        <TextField field={createFields.zipCode} label={t("sibp:identification.zipCode")} inputMode="numeric" width="short" />
        <TextField field={createFields.city} label={t("sibp:identification.city")} width="medium" />
        <SelectField field={createFields.country} label={t("sibp:identification.country")} placeholder={t("journey:form.choose")} choices={countryChoices} defaultValue={defaultCountry} />
        {addressSuggestion && <SuggestionChoice view={addressSuggestion} idPrefix="create-address" />}
        <button type="submit" className="button">
          {t("sibp:identification.create")}
        </button>
      </ConformForm>
    </div>
  );
}
