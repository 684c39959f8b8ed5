import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { CLIENT_STATE_COOKIE, CLIENT_STRATEGY, clientAuthenticator, createUserSession } from "~/kernel/auth/user.server";
import { endLoginHeaders, failedLogin, readLoginReturn } from "~/kernel/auth/login-flow.server";
import { log } from "~/kernel/platform/logger.server";

/** The provider's answer: the user and their access token are kept in our own server-side session; the state cookie is cleared. */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = await readLoginReturn(request);
  try {
    const authenticator = await clientAuthenticator(request);
    const { user, accessToken } = await authenticator.authenticate(CLIENT_STRATEGY, request);
    const headers = await endLoginHeaders(request, CLIENT_STATE_COOKIE, await createUserSession(request, user, accessToken));
    return redirect(target.redirect, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    log("warn", "Client sign-in failed", { error: String(error), cause: String((error as { cause?: unknown }).cause ?? "") });
    const failed = await failedLogin(request, target.fallback);
    for (const cleared of (await endLoginHeaders(request, CLIENT_STATE_COOKIE, "")).getSetCookie().slice(1)) {
      failed.headers.append("Set-Cookie", cleared);
    }
    return failed;
  }
}
