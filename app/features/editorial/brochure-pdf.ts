import type { LoaderFunctionArgs } from "@remix-run/node";
import { brochureResponse } from "~/features/editorial/brochure-file.server";

/** The brochure PDF under /vsmp/ (SPEC 2), a download: type, file name, never stored. */
export function loader({ request }: LoaderFunctionArgs) {
  return brochureResponse(request);
}
