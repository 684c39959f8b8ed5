import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contentMeta } from "~/kernel/ui/meta";
import { loadContentPage } from "~/features/editorial/page.server";
import { ContentPageView } from "~/features/editorial/content-page";
import { DownloadLink } from "~/kernel/ui/download-link";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";
import { PUBLIC_WITHDRAWAL_PATH } from "~/kernel/contract/withdrawal";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const CGV_PATH = "/particulier/veiller-sur-mes-parents/gestion/cgv";

/** The general sales terms: the text from the content system and the PDF to keep. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(request, CGV_PATH, context.requestId);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contentMeta(data, matches);

export default function Cgv() {
  const { page, pageView } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <ContentPageView page={page} pageView={pageView}>
      <DownloadLink href={`${CGV_PATH}.pdf`} document="cgv" label={t("cgv.download")} />
      {/* Article 5's withdrawal function, one click away (decision 123). */}
      <p>
        <a href={PUBLIC_WITHDRAWAL_PATH}>{t("withdrawal:link")}</a>
      </p>
    </ContentPageView>
  );
}
