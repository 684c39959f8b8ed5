import type { LoaderFunctionArgs } from "@remix-run/node";
import { attachmentResponse } from "~/features/editorial/download.server";

/** The price list as a PDF (GET /vsmp/api/attachment/prices, streamed). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return attachmentResponse(request, "prices", "grille-tarifaire-veiller-sur-mes-parents.pdf", context.requestId);
}
