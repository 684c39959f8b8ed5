import { Meta } from "@remix-run/react";
import { Children, cloneElement, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Whether this document shows a form refused (a post answered 400 or more, a search form's GET
 * answered 400): provided by entry.server from the status Remix gives it, false in the browser.
 * Remix's `meta` functions never see an action's answer, and the loaders of the request run
 * without it.
 */
export const RefusedPostContext = createContext(false);

/**
 * Remix's `<Meta />`, whose title starts with "Erreur : " on the page that answers a refused post
 * (DESIGN 6, JavaScript off). With JavaScript on the error summary says it (kernel/ui/form.tsx),
 * so the browser keeps the server's title as it hydrates.
 */
export function DocumentMeta() {
  const refused = useContext(RefusedPostContext);
  const { t } = useTranslation();
  // Meta's hooks run as this component's, in the same order on every render.
  const meta = Meta() as ReactElement<{ children?: unknown }>;
  const children: ReactNode[] = Children.map(meta.props.children as ReactNode, (child) => {
    if (!isValidElement<{ children?: unknown }>(child) || child.type !== "title") return child;
    const title = String(child.props.children);
    return cloneElement(child as ReactElement<{ suppressHydrationWarning?: boolean }>, { suppressHydrationWarning: true }, refused ? `${t("journey:form.errorTitlePrefix")}${title}` : title);
  }) ?? [];
  return <>{children}</>;
}
