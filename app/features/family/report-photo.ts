import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadFollowPhoto } from "~/features/family/relative.server";

/** A report's photo for a relative who follows the contract now (decision 089); private, no-store. */
export const loader = (args: LoaderFunctionArgs) => loadFollowPhoto(args);
