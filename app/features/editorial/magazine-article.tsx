import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/kernel/ui/meta";
import { loadContentPage } from "~/features/editorial/page.server";
import { ContentPageView } from "~/features/editorial/content-page";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const ARTICLE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** An article of the magazine from the content system; an unknown id is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.id || !ARTICLE_ID.test(params.id)) throw new Response(null, { status: 404, statusText: "Not Found" });
  return loadContentPage(request, `/particulier/veiller-sur-mes-parents/la-revue/${params.id}`, context.requestId);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentMeta(data, matches);

export default function MagazineArticle() {
  const { page, pageView } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} pageView={pageView} />;
}
