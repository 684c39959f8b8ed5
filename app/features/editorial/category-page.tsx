import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppPage } from "~/features/editorial/content-page";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import type { EditorialPageViewName } from "~/kernel/platform/analytics";
import type { Category } from "~/kernel/content/catalog";
import { formatEuros } from "~/kernel/money/money";

interface CategoryData {
  /** null: a code the content system does not know (SPEC 2 accepts any code). */
  category: Category | null;
  path: string;
  pageView: EditorialPageViewName;
}

/** A known category's name; an unknown code's page is the shop's, kept out of search engines. */
export const categoryMeta: MetaFunction<() => Promise<CategoryData>> = ({ data, matches }) => {
  if (!data) return [];
  if (data.category) return [{ title: pageTitle(data.category.name, matches) }];
  return [{ title: pageTitle(textsOf(matches).pages.catalog.unknownTitle, matches) }, { name: "robots", content: "noindex, follow" }];
};

/** A shop category: its name and description, its products with their price, or a clear "no product". */
export function CategoryPage() {
  const { category, path, pageView } = useLoaderData<CategoryData>();
  const { t } = useTranslation("pages");
  const title = category?.name ?? t("catalog.unknownTitle");
  const products = category?.products ?? [];
  return (
    <AppPage pageView={pageView} trail={[{ label: t("breadcrumb.shop") }, { label: title, url: path }]} title={title}>
      {category?.description && <p className="lead">{category.description}</p>}
      <h2>{t("catalog.products")}</h2>
      {products.length === 0 ? (
        <p className="notice">{t("catalog.noProduct")}</p>
      ) : (
        <ul className="cards">
          {products.map((product) => (
            <li key={product.code} className="card">
              <h3>{product.name}</h3>
              <p className="product-price">{t("catalog.price", { price: formatEuros(product.priceWithTaxes), unit: product.unit ?? "" }).trim()}</p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/">{t("catalog.backHome")}</a>
      </p>
    </AppPage>
  );
}
