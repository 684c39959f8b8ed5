import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/kernel/ui/meta";
import { loadContentPage } from "~/features/editorial/page.server";
import { ContentPageView } from "~/features/editorial/content-page";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const MAGAZINE_PATH = "/particulier/veiller-sur-mes-parents/la-revue";

/** The magazine's list of articles, a page of the content system. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(request, MAGAZINE_PATH, context.requestId);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentMeta(data, matches);

export default function Magazine() {
  const { page, pageView } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} pageView={pageView} />;
}
