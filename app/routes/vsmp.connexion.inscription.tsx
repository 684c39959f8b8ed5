import type { LoaderFunctionArgs } from "@remix-run/node";
import { CLIENT_STRATEGY, clientAuthenticator } from "~/auth/user.server";
import { failedLogin, publicOrigin, readLoginQuery, startLogin } from "~/auth/login-flow.server";

/** /vsmp/connexion/inscription: the same flow, asking the provider for its registration form. */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = readLoginQuery(request);
  let authenticator;
  try {
    authenticator = await clientAuthenticator(publicOrigin(request));
  } catch {
    throw await failedLogin(request, target.fallback);
  }
  return startLogin(request, () => authenticator.authenticate(CLIENT_STRATEGY, request), target);
}
