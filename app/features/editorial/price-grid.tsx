import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppPage } from "~/features/editorial/content-page";
import { DownloadLink } from "~/kernel/ui/download-link";
import { PriceTableView } from "~/kernel/money/price-table-view";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import { pathOf } from "~/features/editorial/page.server";
import { editorialPageViewName } from "~/kernel/platform/analytics";
import { priceTables } from "~/kernel/money/price-table";
import { getPriceGrid } from "~/kernel/upstream/offers.server";
import type { SharedPageHandle } from "~/kernel/platform/shared-page-cache";

/** An editorial page, the same for every anonymous visitor of a language (decision 094). */
export const handle: SharedPageHandle = { sharedCache: true };

const GRID_PATH = "/particulier/veiller-sur-mes-parents/grille-tarifaire";
const LEVELS = ["STANDARD", "PREMIUM"] as const;

/** The price grid of the VSMP offers, both service levels, as tables (null when offers fail). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const grids = await Promise.all(LEVELS.map((level) => getPriceGrid("LPFR", level, context.requestId)));
  const levels = LEVELS.flatMap((level, index) => {
    const grid = grids[index];
    const tables = grid ? priceTables(grid) : [];
    return tables.length > 0 ? [{ level, tables }] : [];
  });
  return { levels, pageView: editorialPageViewName(pathOf(request)) };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => [{ title: pageTitle(textsOf(matches).pages.grid.title, matches) }];

export default function PriceGridPage() {
  const { levels, pageView } = useLoaderData<typeof loader>();
  const { t } = useTranslation("pages");
  return (
    <AppPage
      pageView={pageView}
      trail={[
        { label: t("breadcrumb.vsmp"), url: "/particulier/veiller-sur-mes-parents" },
        { label: t("grid.title"), url: GRID_PATH },
      ]}
      title={t("grid.title")}
    >
      <p>{t("grid.intro")}</p>
      <DownloadLink href={`${GRID_PATH}.pdf`} document="priceGrid" label={t("grid.download")} />
      {levels.length === 0 && (
        <p className="notice" role="status">
          {t("grid.unavailable")}
        </p>
      )}
      {levels.map(({ level, tables }) => (
        <section key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`}>{t(`grid.levels.${level}`)}</h2>
          {tables.map((table) => (
            <PriceTableView key={table.kind} table={table} level={t(`grid.levels.${level}`)} />
          ))}
        </section>
      ))}
      <p>
        <a className="button" href="/particulier/veiller-sur-mes-parents/souscription">
          {t("grid.subscribe")}
        </a>
      </p>
    </AppPage>
  );
}
