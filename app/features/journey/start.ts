import type { LoaderFunctionArgs } from "@remix-run/node";
import { enterJourney } from "~/features/journey/entry.server";
import { enterFromQuotation } from "~/features/journey/quotation-entry.server";

/** An entry address of the subscription journey (SPEC 2); `?devis=` is a quotation's link (decision 135). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const quotationId = new URL(request.url).searchParams.get("devis");
  if (quotationId !== null) return enterFromQuotation(request, context, quotationId);
  return enterJourney(request, "current");
}
