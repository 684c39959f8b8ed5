import type { LoaderFunctionArgs } from "@remix-run/node";
import { readLoginQuery, startClientLogin } from "~/kernel/auth/login-flow.server";

/** /vsmp/connexion/inscription: the same flow, asking the provider for its registration form. */
export async function loader({ request }: LoaderFunctionArgs) {
  return startClientLogin(request, readLoginQuery(request));
}
