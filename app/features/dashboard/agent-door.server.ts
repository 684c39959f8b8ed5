import { data, type AppLoadContext } from "@remix-run/node";
import { requireAgent, type Agent } from "~/kernel/auth/agent.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { isUnknownContract, PRIVATE_NO_STORE, refusal } from "~/kernel/auth/contract-guard.server";
import { isContractNumber, RESOURCE_NOT_FOUND, SERVICE_UNAVAILABLE } from "~/kernel/auth/contract-access";
import type { AuditAction, AuditOutcome } from "~/kernel/contract/audit";
import { civilityWording } from "~/kernel/i18n/wording";
import { IDENTITY_FIELD, identityConfirmed } from "~/kernel/auth/desk";
import { getLocale, getT } from "~/kernel/i18n/i18next.server";
import { log } from "~/kernel/platform/logger.server";
import { auditAccess, auditOutcome, AuditUnavailable } from "~/kernel/upstream/audit.server";
import { getHubContract, type HubContract } from "~/kernel/upstream/hub.server";
import { SIBP_ERROR_PAGE, sibpErrorRule, sibpPage } from "~/kernel/auth/counter.server";
import { readForm } from "~/kernel/platform/form-data.server";
import { agentDashboardPath } from "~/kernel/contract/paths";


/** An access line: the read or change goes on only once it is written (decision 076). */
function audit(agent: Agent, action: AuditAction, contractId: string | null, outcome: AuditOutcome, context: AppLoadContext) {
  return auditAccess({ agent, action, contractId, outcome }, context.requestId);
}

/** An outcome line: what happened, written after the fact. */
function auditAfter(agent: Agent, action: AuditAction, contractId: string | null, outcome: AuditOutcome, context: AppLoadContext) {
  return auditOutcome({ agent, action, contractId, outcome }, context.requestId);
}

/**
 * The agent's door (DESIGN 10): a signed-in agent (else /sibp/login), any contract, hub writes
 * with system=SIBP. Every read is written to the audit trail (agent, office, action, contract,
 * outcome); changes are written by {@link agentAction} once their outcome is known. An upstream
 * answer of 500 or more, on the guard's read or on any later list, send or download the shared
 * page would tell in a message, sends the agent to /sibp/error-page (SPEC 8, the SIBP error rule).
 */
export const agentDoor: DashboardDoor = agentDoorReading("contract.read");

/** The agent's door, its reads written to the audit trail as the page's kind (a read or a download). */
function agentDoorReading(readAction: AuditAction): DashboardDoor {
  return {
  system: "SIBP",
  basePath: agentDashboardPath,
  async open(request, contractNumber, context): Promise<HubContract> {
    const { agent } = await requireAgent(request);
    const reading = request.method === "GET" || request.method === "HEAD";
    const contractId = isContractNumber(contractNumber) ? contractNumber : null;
    if (!contractId) {
      if (reading) await auditAfter(agent, readAction, null, "rejected", context);
      refusal(RESOURCE_NOT_FOUND);
    }
    let contract: HubContract;
    try {
      contract = await getHubContract(contractId, { requestId: context.requestId });
    } catch (error) {
      if (reading) await auditAfter(agent, readAction, contractId, "failure", context);
      sibpErrorRule(error);
      if (isUnknownContract(error)) refusal(RESOURCE_NOT_FOUND);
      // A time-out or a malformed answer: unavailable, as at the client's door (decision 073).
      log("warn", "SIBP: contract unavailable", { contractNumber: contractId, error: String(error), requestId: context.requestId });
      refusal(SERVICE_UNAVAILABLE);
    }
    // The client's data is shown only once the read is in the audit trail.
    if (reading) await audit(agent, readAction, contractId, "success", context);
    return contract;
  },
  upstreamFailed: sibpErrorRule,
  // An agent never reads a client's personal address book (decision 107): no picker at the counter.
  addressBook: async () => null,
  };
}

/**
 * An agent page's loader: the shared loader behind the agent's door, under the SIBP error rule.
 * A page's data also names the contract's holder, so the page reads as the agent's view of a
 * client's contract ("Contrat de Mme Marie Dupont"), not the client's own "Mon contrat", and
 * says whether the contract has a geolocation page at all (a landline contract has none).
 */
export function agentLoader<Result>(load: (door: DashboardDoor, args: DashboardArgs) => Promise<Result>, readAction: AuditAction) {
  const reading = agentDoorReading(readAction);
  return sibpPage(async (args: DashboardArgs) => {
    let holder: string | null = null;
    let geolocation = true;
    const door: DashboardDoor = {
      ...reading,
      async open(request, contractNumber, context) {
        const contract = await reading.open(request, contractNumber, context);
        // The subscriber: the client at the counter, as the page names them ("Mme Marie Dupont").
        const { civility, firstName, lastName } = contract.subscriber;
        const t = getT(await getLocale(request));
        holder = [t(civilityWording(civility).key), firstName, lastName].filter(Boolean).join(" ");
        // Only a contract with a geofencing zone (mobile remote assistance) has a geolocation page.
        geolocation = contract.geolocation !== null;
        return contract;
      },
    };
    const result = await load(door, args);
    const page = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (!holder || page?.type !== "DataWithResponseInit" || typeof page.data !== "object") return result;
    return data({ ...(page.data as Record<string, unknown>), holder, geolocation }, page.init ?? undefined) as Result;
  });
}

interface ChangeRules {
  /** Whether this submit changes the contract (a price preview or a review step does not). */
  changes?: (form: FormData) => boolean;
  /** The same submit without its change, so the page is shown again as it was (review, preview). */
  unchanged?: (form: FormData) => FormData;
}

function withoutChange(request: Request, form: FormData): Request {
  const body = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === "string") body.append(key, value);
  return new Request(request.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", cookie: request.headers.get("cookie") ?? "" }, body });
}

type Reply = { status?: string; initialValue?: unknown; error?: Record<string, string[] | null> | null } & Record<string, unknown>;

/** Adds a refusal's message to a page's own answer (conform's reply), or answers with it alone: what was typed is kept. */
function refusalWith(answer: unknown, form: FormData, message: Record<string, string[]>, status = 400) {
  const wrapped = answer as { type?: string; data?: { result?: Reply } & Record<string, unknown> } | null;
  if (wrapped?.type === "DataWithResponseInit" && wrapped.data?.result) {
    const result = wrapped.data.result;
    return data({ ...wrapped.data, result: { ...result, status: "error", error: { ...(result.error ?? {}), ...message } } }, { status, headers: PRIVATE_NO_STORE });
  }
  const initialValue = Object.fromEntries([...new Set(form.keys())].map((key) => [key, form.getAll(key).length > 1 ? form.getAll(key) : form.get(key)]));
  return data({ result: { status: "error" as const, initialValue, error: message } }, { status, headers: PRIVATE_NO_STORE });
}

/**
 * An agent page's action (a change to the contract): before anything is sent, the agent must
 * confirm that the client is present and identified with an identity document (checked here, on
 * the server); then the shared action runs behind the agent's door and its outcome is audited.
 * A submit that changes nothing (rules.changes false) runs as it is.
 */
export function agentAction<Result>(
  audited: AuditAction | ((form: FormData) => AuditAction),
  act: (door: DashboardDoor, args: DashboardArgs) => Promise<Result>,
  rules: ChangeRules = {},
) {
  return sibpPage(async (args: DashboardArgs) => {
    const { agent } = await requireAgent(args.request);
    const contractId = isContractNumber(args.params.id) ? args.params.id : null;
    const form = await readForm(args.request);
    // A page with several changes (the relatives' page) names each by its intent.
    const action = typeof audited === "function" ? audited(form) : audited;
    if (rules.changes && !rules.changes(form)) return act(agentDoor, args);
    /** The page as it was, with the refusal's message and what was typed. */
    const refused = async (message: Record<string, string[]>, status?: number) => {
      const page = rules.unchanged ? await act(agentDoor, { ...args, request: withoutChange(args.request, rules.unchanged(form)) }) : null;
      return refusalWith(page, form, message, status);
    };
    if (!identityConfirmed(form)) {
      await auditAfter(agent, action, contractId, "rejected", args.context);
      return refused({ [IDENTITY_FIELD]: ["desk:identity.required"] });
    }
    // Nothing is sent before the change is in the audit trail (decision 076).
    try {
      await audit(agent, action, contractId, "requested", args.context);
    } catch (error) {
      if (error instanceof AuditUnavailable) return refused({ "": ["desk:audit.unavailable"] }, 503);
      throw error;
    }
    try {
      const result = await act(agentDoor, args);
      await auditAfter(agent, action, contractId, isDone(result) ? "success" : "rejected", args.context);
      return result;
    } catch (thrown) {
      await auditAfter(agent, action, contractId, isDone(thrown) ? "success" : "failure", args.context);
      throw thrown;
    }
  });
}

/** A change is done when the shared action redirects to its confirmation (not to the SIBP error page). */
const isDone = (value: unknown) =>
  value instanceof Response && value.status >= 300 && value.status < 400 && !value.headers.get("location")?.startsWith(SIBP_ERROR_PAGE);
