import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import type { AuditAction } from "~/kernel/contract/audit";
import { agentAction, agentLoader } from "./agent-door.server";
import { clientDoor } from "./client-door.server";
import { DOORS, isDownload, type DashboardPageKey } from "./pages";

/**
 * One dashboard, two doors (DESIGN 10): app/routes.ts mounts every page of pages.ts at the
 * owner's address and, under the SIBP layout, at the agent's, each door naming its contract
 * parameter after itself (`:agentContract`; the owner's is `:id`). A page's loader or action knows
 * its door from its own params, never from the address, and runs behind that door's guard: the
 * owner's check, or a signed-in agent with the SIBP error rule and an audit record. The page
 * itself reads the contract number as `params.id` at either door.
 */
function atDoor(args: LoaderFunctionArgs | ActionFunctionArgs): { atCounter: boolean; args: DashboardArgs } {
  const agentContract = args.params[DOORS.agent.contractParam];
  const atCounter = agentContract !== undefined;
  const id = atCounter ? agentContract : args.params[DOORS.client.contractParam];
  return { atCounter, args: { ...args, params: { ...args.params, id } } };
}

type Load<Result> = (door: DashboardDoor, args: DashboardArgs) => Promise<Result>;

/** A page's loader, behind its door; at the counter its read is audited as a read, or a download for a file (pages.ts). */
export function doorLoader<Result>(page: DashboardPageKey, load: Load<Result>) {
  const agent = agentLoader(load, isDownload(page) ? "contract.download" : "contract.read");
  return (raw: LoaderFunctionArgs) => {
    const { atCounter, args } = atDoor(raw);
    return atCounter ? agent(args) : load(clientDoor, args);
  };
}

/** A page's action (a change to the contract), behind its door; audited at the counter. */
export function doorAction<Result>(audit: AuditAction | ((form: FormData) => AuditAction), act: Load<Result>, rules?: Parameters<typeof agentAction>[2]) {
  const agent = agentAction(audit, act, rules);
  return (raw: ActionFunctionArgs) => {
    const { atCounter, args } = atDoor(raw);
    return atCounter ? agent(args) : act(clientDoor, args);
  };
}

/**
 * A change only an agent makes (the signed documents of a paper order): behind the agent's door
 * and audited at the counter; the owner's door has no such action (405).
 */
export function agentOnlyAction<Result>(audit: AuditAction, act: Load<Result>, rules?: Parameters<typeof agentAction>[2]) {
  const agent = agentAction(audit, act, rules);
  return (raw: ActionFunctionArgs) => {
    const { atCounter, args } = atDoor(raw);
    if (!atCounter) throw new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
    return agent(args);
  };
}
