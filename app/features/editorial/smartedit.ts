import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/kernel/platform/config.server";
import { isUpstreamError, upstream } from "~/kernel/upstream/http.server";

const MEDIA_PATH = /^[a-zA-Z0-9/_.-]+$/;

/** Content media, streamed from the content system (SPEC 2: /vsmp/occ/smartedit + media path). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (!MEDIA_PATH.test(path) || path.includes("..")) throw new Response(null, { status: 404 });
  try {
    const response = await upstream.content.send("GET", `/occ/${config.contentSiteId}/smartedit/${path}`, {
      requestId: context.requestId,
      headers: { accept: "*/*" },
    });
    return new Response(response.body, {
      headers: {
        "Content-Type": response.headers.get("content-type") ?? "application/octet-stream",
        "Cache-Control": "public, max-age=86400",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    throw new Response(null, { status: isUpstreamError(error, "status") && error.status === 404 ? 404 : 503 });
  }
}
