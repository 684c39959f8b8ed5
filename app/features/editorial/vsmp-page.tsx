import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/kernel/ui/meta";
import { loadContentPage, pathOf } from "~/features/editorial/page.server";
import { ContentPageView } from "~/features/editorial/content-page";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * /particulier/veiller-sur-mes-parents/{slug?}: without a slug the VSMP landing, with one the
 * VSMP sub-page of the content system at /veiller-sur-mes-parents/{slug} (teleassistance,
 * visites-facteur, bien-etre-et-sante, services-a-domicile, vie-connectee…); 404 otherwise.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.slug !== undefined && !SLUG.test(params.slug)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const label = params.slug ? `/veiller-sur-mes-parents/${params.slug}` : "/veiller-sur-mes-parents";
  return loadContentPage(request, label, context.requestId, pathOf(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentMeta(data, matches);

export default function VsmpPage() {
  const { page, pageView } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} pageView={pageView} />;
}
