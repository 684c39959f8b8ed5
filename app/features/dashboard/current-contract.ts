import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { requireUser } from "~/kernel/auth/user.server";
import { clientDoor } from "~/features/dashboard/client-door.server";
import { currentContract, contractsOfUser } from "~/features/dashboard/contracts.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";

/**
 * /services-seniors/contrat/tableau-de-bord/* (SPEC 2: the id is optional): the same page of
 * the client's current contract; with none, the list of contracts.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, { context });
  if (!user) throw data({ messageKey: "notAllowed" }, { status: 403, headers: PRIVATE_NO_STORE });
  const { contracts } = await contractsOfUser(user, context.requestId);
  const current = currentContract(contracts);
  if (!current) return redirect("/services-seniors/contrat", { headers: PRIVATE_NO_STORE });
  const rest = params["*"] ? `/${params["*"]}` : "";
  return redirect(`${clientDoor.basePath(current.contractNumber)}${rest}${new URL(request.url).search}`, { headers: PRIVATE_NO_STORE });
}

/**
 * Every answer of this address is a redirect or a refusal. A route with a view makes Remix show
 * a refusal (403 to a content editor's preview, which has no user) as the error page, where a
 * resource route would send its data as JSON.
 */
export default function CurrentContractPage() {
  return null;
}
