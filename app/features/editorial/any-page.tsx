import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contentMeta } from "~/kernel/ui/meta";
import { loadContentPage, pathOf } from "~/features/editorial/page.server";
import { ContentPageView } from "~/features/editorial/content-page";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

/**
 * Any path no route matches (the menu's editorial pages, /veiller-sur-mes-parents/*): the content
 * system's generic editorial page for it, or 404 'This page could not be found' (SPEC 2 and 8).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(request, pathOf(request), context.requestId);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentMeta(data, matches);

export default function ContentRoute() {
  const { page, pageView } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} pageView={pageView} />;
}
