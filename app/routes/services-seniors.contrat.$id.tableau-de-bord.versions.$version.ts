import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientDoor } from "~/dashboard/client-door.server";
import { downloadVersion } from "~/dashboard/downloads.server";

/** The PDF of one version of the contract, after the owner's guard. */
export const loader = (args: LoaderFunctionArgs) => downloadVersion(clientDoor, args);
