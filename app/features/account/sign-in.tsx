import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { readLoginQuery, startClientLogin } from "~/kernel/auth/login-flow.server";
import { getUser } from "~/kernel/auth/user.server";

/** /vsmp/connexion: signs a client in with the identity provider (code flow with PKCE). */
export async function loader({ request }: LoaderFunctionArgs) {
  const target = readLoginQuery(request);
  if (await getUser(request)) throw redirect(target.redirect);
  return startClientLogin(request, target);
}
