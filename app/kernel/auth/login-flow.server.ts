import { redirect } from "@remix-run/node";
import { safeReturnPath } from "~/kernel/auth/return-path";
import { log } from "~/kernel/platform/logger.server";
import { flashStorage, loginReturnCookie } from "~/kernel/sessions/cookies.server";
import { clearStateCookies } from "./oidc.server";
import { CLIENT_STRATEGY, clientAuthenticator } from "./user.server";

export interface LoginReturn {
  redirect: string;
  fallback: string;
}

export function readLoginQuery(request: Request): LoginReturn {
  const url = new URL(request.url);
  return {
    redirect: safeReturnPath(url.searchParams.get("redirect")),
    fallback: safeReturnPath(url.searchParams.get("fallback")),
  };
}

export async function readLoginReturn(request: Request): Promise<LoginReturn> {
  const value = (await loginReturnCookie.parse(request.headers.get("cookie"))) as Partial<LoginReturn> | null;
  return { redirect: safeReturnPath(value?.redirect), fallback: safeReturnPath(value?.fallback) };
}

/**
 * Starts the authorization-code flow: the strategy throws its redirect to the provider; we add
 * where to come back to. Any other failure goes to the fallback with a message.
 */
export async function startLogin(
  request: Request,
  authenticate: () => Promise<unknown>,
  target: LoginReturn,
): Promise<never> {
  try {
    await authenticate();
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await loginReturnCookie.serialize(target));
      throw new Response(null, { status: thrown.status, headers });
    }
    log("error", "Authentication initialisation error", { error: String(thrown) });
    throw await failedLogin(request, target.fallback);
  }
  throw await failedLogin(request, target.fallback);
}

/**
 * A client's sign-in (/vsmp/connexion) or registration (/vsmp/connexion/inscription: the
 * provider is asked for its form by the path, in oidc.server): the same code flow.
 */
export async function startClientLogin(request: Request, target: LoginReturn): Promise<never> {
  let authenticator;
  try {
    authenticator = await clientAuthenticator(request);
  } catch {
    throw await failedLogin(request, target.fallback);
  }
  return startLogin(request, () => authenticator.authenticate(CLIENT_STRATEGY, request), target);
}

export async function failedLogin(request: Request, fallback: string): Promise<Response> {
  const flash = await flashStorage.getSession(request.headers.get("cookie"));
  flash.flash("message", "loginFailed");
  return redirect(fallback, { headers: { "Set-Cookie": await flashStorage.commitSession(flash) } });
}

/** Headers that end the sign-in: the provider's state cookies and our return cookie cleared. */
export async function endLoginHeaders(request: Request, stateCookie: string, sessionCookie: string): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie);
  for (const cleared of clearStateCookies(request, stateCookie)) headers.append("Set-Cookie", cleared);
  headers.append("Set-Cookie", await loginReturnCookie.serialize("", { maxAge: 0 }));
  return headers;
}
