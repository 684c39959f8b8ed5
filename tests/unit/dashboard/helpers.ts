import type { AppLoadContext } from "@remix-run/node";
import { createUserSession, type VsmpUser } from "~/kernel/auth/user.server";

export const CONTRACT = "2024000123";
export const OTHER_CONTRACT = "2025000456";
export const DASHBOARD = `http://localhost/services-seniors/contrat/${CONTRACT}/tableau-de-bord`;

/** A signed-in client as the identity provider describes one. */
export const user = (id: string, email: string, firstName: string, lastName: string): VsmpUser => ({
  id,
  sex: null,
  email,
  emailVerified: true,
  firstName,
  lastName,
  address: { zipCode: null },
  connectionMethod: { mfaMethod: null },
});

export const MARIE = user("100001", "marie.dupont@example.fr", "Marie", "Dupont");
export const PAUL = user("100002", "paul.martin@example.fr", "Paul", "Martin");

export async function cookieOf(person: VsmpUser): Promise<string> {
  return (await createUserSession(new Request("http://localhost/"), person)).split(";")[0]!;
}

export const context = (): AppLoadContext => ({ requestId: "test" });

export async function args(url: string, person: VsmpUser | null, params: Record<string, string> = {}, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  // A cookie given by the caller (the language's, say) is kept beside the user's session.
  if (person) headers.set("cookie", [headers.get("cookie"), await cookieOf(person)].filter(Boolean).join("; "));
  if (init.method === "POST") headers.set("origin", "http://localhost");
  return { request: new Request(url, { ...init, headers }), context: context(), params: { id: CONTRACT, ...params } };
}

export function form(fields: Record<string, string | string[]>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of ([] as string[]).concat(value)) body.append(key, item);
  return body;
}

/** What a loader or action answered: data and status, or the thrown refusal/redirect. */
export async function answer<T = Record<string, unknown>>(promise: unknown): Promise<{ status: number; data: T; headers: Headers | null; location: string | null }> {
  try {
    const value = await promise;
    return described<T>(value);
  } catch (thrown) {
    return described<T>(thrown);
  }
}

function described<T>(value: unknown) {
  if (value instanceof Response) {
    return { status: value.status, data: null as T, headers: value.headers, location: value.headers.get("location") };
  }
  const wrapped = value as { data: T; init: ResponseInit | null };
  const headers = wrapped.init?.headers ? new Headers(wrapped.init.headers) : null;
  return { status: wrapped.init?.status ?? 200, data: wrapped.data, headers, location: null };
}
