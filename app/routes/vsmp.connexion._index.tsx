import type { LoaderFunctionArgs } from "@remix-run/node";
import { CLIENT_STRATEGY, clientAuthenticator, getUser } from "~/auth/user.server";
import { publicOrigin, readLoginQuery, startLogin, failedLogin } from "~/auth/login-flow.server";
import { redirect } from "@remix-run/node";

/** /vsmp/connexion: signs a client in with the identity provider (code flow with PKCE). */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = readLoginQuery(request);
  if (await getUser(request)) throw redirect(target.redirect);
  let authenticator;
  try {
    authenticator = await clientAuthenticator(publicOrigin(request));
  } catch {
    throw await failedLogin(request, target.fallback);
  }
  return startLogin(request, () => authenticator.authenticate(CLIENT_STRATEGY, request), target);
}
