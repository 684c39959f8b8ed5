import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contentMeta } from "~/kernel/ui/meta";
import { ContentPageView } from "~/features/editorial/content-page";
import { DownloadLink } from "~/kernel/ui/download-link";

/** The brochure: a small tagged PDF shipped with the app (app/features/editorial/, made by scripts/brochure-pdf.ts), served by a resource route. */
export const BROCHURE_PDF = "/vsmp/plaquetteVsmp.pdf";
export const BROCHURE_LABEL = "/services-seniors/plaquetteVsmp";

export type BrochureLoader = (args: LoaderFunctionArgs) => Promise<{
  page: Parameters<typeof ContentPageView>[0]["page"];
  pageView: Parameters<typeof ContentPageView>[0]["pageView"];
}>;

export const brochureMeta: MetaFunction<BrochureLoader> = ({ data, matches }) => contentMeta(data, matches);

/** The brochure page: the content system's presentation (with its phone line) and the PDF. */
export function BrochurePage() {
  const { page, pageView } = useLoaderData<BrochureLoader>();
  const { t } = useTranslation("pages");
  return (
    <ContentPageView page={page} pageView={pageView}>
      <DownloadLink href={BROCHURE_PDF} document="brochure" label={t("brochure.download")} detail={t("brochure.format")} />
    </ContentPageView>
  );
}
