import type { LoaderFunctionArgs } from "@remix-run/node";
import { enterJourney } from "~/features/journey/entry.server";

/** An entry address of the subscription journey (SPEC 2). */
export function loader({ request }: LoaderFunctionArgs) {
  return enterJourney(request, "first");
}
