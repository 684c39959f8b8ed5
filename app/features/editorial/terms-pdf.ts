import type { LoaderFunctionArgs } from "@remix-run/node";
import { attachmentResponse } from "~/features/editorial/download.server";

/** The general sales terms as a PDF (GET /vsmp/api/attachment/cgv, streamed). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return attachmentResponse(request, "cgv", "cgv-veiller-sur-mes-parents.pdf", context.requestId);
}
