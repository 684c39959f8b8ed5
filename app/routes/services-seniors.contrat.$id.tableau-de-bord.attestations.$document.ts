import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { downloadBillingDocument } from "~/dashboard/downloads.server";

/** The PDF of one tax attestation of the contract, after the owner's guard. */
export const loader = (args: LoaderFunctionArgs) => downloadBillingDocument(clientDoor, "attestation", args);
