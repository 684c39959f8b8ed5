import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppPage } from "~/components/content-page";
import { pageTitle } from "~/content/meta";
import type { EditorialPageViewName } from "~/domain/analytics";
import type { Category } from "~/domain/catalog";
import { formatEuros } from "~/domain/money";

interface CategoryData {
  category: Category;
  path: string;
  pageView: EditorialPageViewName;
}

export const categoryMeta: MetaFunction<() => Promise<CategoryData>> = ({ data, matches }) =>
  data ? [{ title: pageTitle(data.category.name, matches) }] : [];

/** A shop category: its name and description, its products with their price, or a clear "no product". */
export function CategoryPage() {
  const { category, path, pageView } = useLoaderData<CategoryData>();
  const { t } = useTranslation("pages");
  return (
    <AppPage pageView={pageView} trail={[{ label: t("breadcrumb.shop") }, { label: category.name, url: path }]} title={category.name}>
      {category.description && <p className="lead">{category.description}</p>}
      <h2>{t("catalog.products")}</h2>
      {category.products.length === 0 ? (
        <p className="notice">{t("catalog.noProduct")}</p>
      ) : (
        <ul className="cards">
          {category.products.map((product) => (
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
