import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requireAgent, type Agent } from "~/kernel/auth/agent.server";
import type { SibpClient } from "~/kernel/people/counter-client";
import { AuditUnavailable } from "~/kernel/upstream/audit.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { sibpClientStorage } from "~/kernel/sessions/cookies.server";

export const SIBP_ERROR_PAGE = "/sibp/error-page";
export const CLIENT_IDENTIFICATION_PAGE = "/sibp/client-identification";

/**
 * SPEC 8, the SIBP error rule in one place: on a SIBP page any upstream answer of 500 or more
 * redirects (302) to /sibp/error-page. Every SIBP loader and action runs inside it; what the
 * agent typed stays in the journey state or the form's reply, never in the error page.
 */
export function sibpPage<Args, Result>(handler: (args: Args) => Promise<Result>): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      sibpErrorRule(error);
      // The audit trail is down: the agent's read or change is refused, said in words (decision 076).
      if (error instanceof AuditUnavailable) throw data({ messageKey: "auditUnavailable" }, { status: 503, headers: { "Cache-Control": "private, no-store" } });
      throw error;
    }
  };
}

/** The rule itself, for a failure a page would otherwise tell in a message: throws the redirect when it applies. */
export function sibpErrorRule(error: unknown): void {
  if (isUpstreamError(error, "status") && (error.status ?? 0) >= 500) throw redirect(`${SIBP_ERROR_PAGE}?status=${error.status}`);
}

/**
 * The signed-in agent of a SIBP page (else /sibp/login), with the headers of a page showing a
 * person's data: never stored, and the agent session's cookie when the details were just loaded.
 */
export async function agentPage(request: Request): Promise<{ agent: Agent; headers: Headers }> {
  const { agent, setCookie } = await requireAgent(request);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  return { agent, headers };
}

const clientSchema = z.object({
  id: z.string().min(1),
  sex: z.enum(["female", "male"]).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address: z.object({ streetName: z.string(), zipCode: z.string(), city: z.string(), country: z.string() }),
  mobile: z.string().default(""),
}) satisfies z.ZodType<SibpClient>;

/** The identified client from the signed SIBP client cookie, or null. */
export async function readSibpClient(request: Request): Promise<SibpClient | null> {
  const session = await sibpClientStorage.getSession(request.headers.get("cookie"));
  const parsed = clientSchema.safeParse(session.get("client"));
  return parsed.success ? parsed.data : null;
}

/** SPEC 2: on the SIBP checkout an unidentified client sends the agent to /sibp/client-identification. */
export async function requireSibpClient(request: Request): Promise<SibpClient> {
  const client = await readSibpClient(request);
  if (!client) throw redirect(CLIENT_IDENTIFICATION_PAGE);
  return client;
}

export async function commitSibpClient(request: Request, client: SibpClient): Promise<string> {
  const session = await sibpClientStorage.getSession(request.headers.get("cookie"));
  session.set("client", client);
  return sibpClientStorage.commitSession(session);
}
