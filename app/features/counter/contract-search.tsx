import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, Link } from "@remix-run/react";
import { requireAgent, type Agent } from "~/kernel/auth/agent.server";
import { ConformForm, ErrorSummary, TextField } from "~/kernel/ui/form";
import { useForm } from "@conform-to/react";
import type { RouteHandle } from "~/kernel/ui/templates";
import { useWords } from "~/kernel/ui/words";
import { contractFormulaWordings, contractStatusWording, listedStatusFacts } from "~/kernel/contract/contract-status";
import { today as todayInFrance } from "~/kernel/contract/calendar";
import { contractSearchSchema, searchModeOf, searchOutcome, type ContractSearchInput, type SearchMode } from "~/features/counter/rules/contract-search";
import { isoBirthdate } from "~/features/counter/rules/dates";
import { agentDashboardPath } from "~/kernel/contract/paths";
import { readSibpClient, sibpPage } from "~/kernel/auth/counter.server";
import { sibpMeta } from "~/kernel/ui/counter-meta";
import { auditAccess, auditOutcome } from "~/kernel/upstream/audit.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { searchContracts, type ContractSearchQuery, type ContractSearchResult } from "~/kernel/upstream/hub.server";
import { parseForm } from "~/kernel/platform/form-data.server";

export const handle: RouteHandle = { template: "sibp" };

export const meta: MetaFunction = (args) => sibpMeta(args, "sibp:home.findContract");

const NO_STORE = { "Cache-Control": "private, no-store" };

type Notice = "timeout" | "unavailable" | "noClient" | null;

function listed(contract: ContractSearchResult) {
  return {
    contractNumber: contract.contractNumber,
    href: agentDashboardPath(contract.contractNumber),
    status: listedStatusFacts(contract),
    formula: contract.formula,
    remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA",
    beginDate: contract.beginDate,
    subscriber: contract.subscriber,
    recipient: contract.recipient,
  };
}

function queryOf(input: ContractSearchInput, clientId: string | null): ContractSearchQuery | null {
  if (input.by === "number") return { contractNumber: input.contractNumber };
  if (input.by === "client") return clientId ? { customerId: clientId } : null;
  return { lastName: input.lastName, firstName: input.firstName, birthDate: input.birthdate ? (isoBirthdate(input.birthdate) ?? undefined) : undefined };
}

async function search(agent: Agent, query: ContractSearchQuery, clientId: string | null, requestId?: string) {
  const contractId = "contractNumber" in query ? query.contractNumber : null;
  let results;
  try {
    results = await searchContracts(query, requestId);
  } catch (error) {
    await auditOutcome({ agent, action: "contract.search", clientId, contractId, outcome: "failure" }, requestId);
    if (isUpstreamError(error, "status") && (error.status ?? 0) >= 500) throw error;
    if (!isUpstreamError(error)) throw error;
    return { results: null, notice: (isUpstreamError(error, "timeout") || isUpstreamError(error, "network") ? "timeout" : "unavailable") as Notice };
  }
  // The results are shown only once the search is in the audit trail (decision 076; the search
  // stays in the address).
  await auditAccess({ agent, action: "contract.search", clientId, contractId, outcome: "success" }, requestId);
  return { results, notice: null };
}

/** /sibp/contrat/recherche: a GET form (works without JavaScript); the address holds the search. */
export const loader = sibpPage(async ({ request, context }: LoaderFunctionArgs) => {
  const { agent, setCookie } = await requireAgent(request);
  const headers: HeadersInit = { ...NO_STORE };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  const client = await readSibpClient(request);
  const clientName = client ? `${client.firstName} ${client.lastName}` : null;
  const params = new URL(request.url).searchParams;
  const mode = searchModeOf(params);
  const empty = { mode, clientName, result: undefined, notice: null as Notice, outcome: null, results: [] as ReturnType<typeof listed>[], today: todayInFrance() };
  if (!mode) return data(empty, { headers });
  const submission = parseForm(params, { schema: contractSearchSchema });
  if (submission.status !== "success") {
    return data({ ...empty, result: submission.reply() }, { status: 400, headers });
  }
  const query = queryOf(submission.value, client?.id ?? null);
  if (!query) return data({ ...empty, result: submission.reply(), notice: "noClient" as Notice }, { headers });
  const { results, notice } = await search(agent, query, client?.id ?? null, context.requestId);
  if (!results) return data({ ...empty, result: submission.reply(), notice }, { headers });
  const outcome = searchOutcome(results.length);
  return data(
    { ...empty, result: submission.reply(), outcome, results: outcome === "tooMany" ? [] : results.map(listed) },
    { headers },
  );
});

export default function ContractSearch() {
  const { mode, clientName, result, notice, outcome, results, today } = useLoaderData<typeof loader>();
  const { t, word, day, name } = useWords();
  const lastResult = (form: SearchMode) => (mode === form ? result : undefined);
  const [numberForm, numberFields] = useForm<{ contractNumber: string }>({ id: "by-number", lastResult: lastResult("number"), shouldRevalidate: "onSubmit" });
  const [nameForm, nameFields] = useForm<{ lastName: string; firstName: string; birthdate: string }>({ id: "by-name", lastResult: lastResult("name"), shouldRevalidate: "onSubmit" });
  return (
    <div className="container narrow">
      <ErrorSummary form={numberForm} fields={numberFields} />
      <ErrorSummary form={nameForm} fields={nameFields} />
      <h1>{t("sibp:home.findContract")}</h1>
      <p>{t("desk:search.lead")}</p>
      {notice && (
        <p className="flash" role="alert">
          {t(`desk:search.notice.${notice}`)} {notice === "noClient" && <Link to="/sibp/client-identification">{t("desk:search.identifyClient")}</Link>}
        </p>
      )}

      {/* The answer first: the agent looks for it where the page starts, not below the three forms. */}
      {outcome && (
        <section aria-labelledby="results-title">
          <h2 id="results-title">{t("desk:search.resultsTitle")}</h2>
          <p role="status">{t(`desk:search.outcome.${outcome}`, { count: results.length })}</p>
          <ul className="result-list">
            {results.map((contract) => (
              <li key={contract.contractNumber}>
                <h3>
                  <Link to={contract.href}>{t("desk:search.contract", { number: contract.contractNumber })}</Link>
                </h3>
                <dl className="summary-list">
                  <dt>{t("desk:search.status")}</dt>
                  <dd>{word(contractStatusWording(contract.status, today, day))}</dd>
                  <dt>{t("desk:search.formula")}</dt>
                  <dd>{contractFormulaWordings(contract.formula, contract.remoteAssistanceType).map(word).join(", ")}</dd>
                  <dt>{t("desk:search.subscriber")}</dt>
                  <dd>{name(contract.subscriber)}</dd>
                  <dt>{t("desk:search.recipient")}</dt>
                  <dd>{name(contract.recipient)}</dd>
                  {contract.beginDate && (
                    <>
                      <dt>{t("desk:search.since")}</dt>
                      <dd>{day(contract.beginDate)}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2>{t("desk:search.byNumber")}</h2>
      <ConformForm form={numberForm} method="get" noValidate>
        <input type="hidden" name="by" value="number" />
        <TextField field={numberFields.contractNumber} label={t("desk:search.contractNumber")} hint={t("desk:search.contractNumberHint")} inputMode="numeric" width="medium" />
        <button type="submit" className="button">
          {t("desk:search.submitNumber")}
        </button>
      </ConformForm>

      <h2>{t("desk:search.byName")}</h2>
      <ConformForm form={nameForm} method="get" noValidate>
        <input type="hidden" name="by" value="name" />
        <TextField field={nameFields.lastName} label={t("desk:search.lastName")} autoComplete="off" width="medium" />
        <TextField field={nameFields.firstName} label={t("desk:search.firstName")} autoComplete="off" width="medium" />
        <TextField field={nameFields.birthdate} label={t("desk:search.birthdate")} hint={t("desk:search.birthdateHint")} inputMode="numeric" width="short" />
        <button type="submit" className="button">
          {t("desk:search.submitName")}
        </button>
      </ConformForm>

      <h2>{t("desk:search.byClient")}</h2>
      <Form method="get">
        <input type="hidden" name="by" value="client" />
        <p>{clientName ? t("desk:search.clientIdentified", { name: clientName }) : t("desk:search.clientNone")}</p>
        {clientName ? (
          <button type="submit" className="button secondary">
            {t("desk:search.submitClient", { name: clientName })}
          </button>
        ) : (
          <Link to="/sibp/client-identification">{t("desk:search.identifyClient")}</Link>
        )}
      </Form>

    </div>
  );
}
