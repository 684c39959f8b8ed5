import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAgent } from "~/kernel/auth/agent.server";
import { SIBP_MODE } from "./mode.server";
import { loader as journeyDocument } from "./documents";

/** The contract and mandate of the agent's journey at the counter: for a signed-in agent only. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAgent(args.request);
  return journeyDocument({ ...args, mode: SIBP_MODE });
}
