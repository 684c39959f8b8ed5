import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/features/dashboard/client-door.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import type { AuditAction } from "~/kernel/contract/audit";
import { agentAction, agentLoader } from "~/features/dashboard/agent-door.server";

/**
 * One dashboard, two doors (DESIGN 10): app/routes.ts mounts the same page modules at
 * /services-seniors/contrat/:id/tableau-de-bord (the owner) and, under the SIBP layout, at
 * /sibp/contrat/:id/tableau-de-bord (an agent), each with its own route ids. A page's loader or
 * action runs behind the door of the address it was asked at, with that door's guard: the
 * owner's check, or a signed-in agent with the SIBP error rule and an audit record.
 */
const atCounter = (request: Request) => new URL(request.url).pathname.startsWith("/sibp/");

type Load<Result> = (door: DashboardDoor, args: DashboardArgs) => Promise<Result>;

/** A page's loader, behind the door of its address. */
export function doorLoader<Result>(load: Load<Result>) {
  const agent = agentLoader(load);
  return (args: LoaderFunctionArgs) => (atCounter(args.request) ? agent(args) : load(clientDoor, args));
}

/** A page's action (a change to the contract), behind the door of its address; audited at the counter. */
export function doorAction<Result>(audit: AuditAction | ((form: FormData) => AuditAction), act: Load<Result>, rules?: Parameters<typeof agentAction>[2]) {
  const agent = agentAction(audit, act, rules);
  return (args: ActionFunctionArgs) => (atCounter(args.request) ? agent(args) : act(clientDoor, args));
}

/**
 * A change only an agent makes (the signed documents of a paper order): behind the agent's door
 * and audited at the counter; the owner's door has no such action (405).
 */
export function agentOnlyAction<Result>(audit: AuditAction, act: Load<Result>, rules?: Parameters<typeof agentAction>[2]) {
  const agent = agentAction(audit, act, rules);
  return (args: ActionFunctionArgs) => {
    if (!atCounter(args.request)) throw new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
    return agent(args);
  };
}
