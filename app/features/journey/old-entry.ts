import type { LoaderFunctionArgs } from "@remix-run/node";
import { enterJourney, entryTarget } from "~/features/journey/entry.server";

/**
 * /particulier/veiller-sur-mes-parents/souscription, /etape and /formule: the journey reached
 * from the operator's site (SPEC 2).
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const target = entryTarget(params["*"] ?? "");
  if (!target) throw new Response(null, { status: 404 });
  return enterJourney(request, target);
}
