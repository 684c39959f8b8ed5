import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/features/dashboard/client-door.server";
import { isContractNumber } from "~/kernel/auth/contract-access";

/** The contract-management address of the brochure and e-mails leads to the same dashboard. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(isContractNumber(params.id) ? clientDoor.basePath(params.id) : "/services-seniors/contrat/tableau-de-bord");
}
