import type { LoaderFunctionArgs } from "@remix-run/node";
import { enterJourney, entryTarget } from "~/features/journey/entry.server";

/** /services-seniors/souscription/etape and /formule: entry addresses of the journey (SPEC 2). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const target = entryTarget(params.entry ?? "");
  if (!target) throw new Response(null, { status: 404 });
  return enterJourney(request, target);
}
