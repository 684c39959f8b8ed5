import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageView } from "~/components/content-page";
import { robotsMeta } from "~/domain/robots";
import { getContentPage } from "~/upstream/content.server";

/**
 * Any path no route matches: the content system's generic editorial page for it, or 404
 * 'This page could not be found' when it has none (SPEC 2 and 8).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  let page;
  try {
    page = await getContentPage(path, context.requestId);
  } catch {
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { page, template: page.template };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.page.title} – Veiller sur mes parents` }, { name: "robots", content: robotsMeta(data.page.robots) }]
    : [];

export default function ContentRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
