import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MenuNav } from "~/components/site-menu";
import type { Menu } from "~/domain/menu";
import type { Locale } from "~/i18n/locales";
import { getT } from "~/i18n/i18next.server";
import { log } from "~/platform/logger.server";
import { getMenu } from "~/upstream/content.server";

const menuHtmlCache = new Map<Locale, { menu: Menu; html: string }>();

/**
 * The shared header menu as HTML, rendered once per menu and language (record 020) with
 * React's `renderToStaticMarkup`; null when the content system fails. The menu is the same for
 * every visitor: it is not rendered, nor shipped as loader data, on every page.
 */
export async function getMenuHtml(locale: Locale, requestId?: string): Promise<string | null> {
  let menu: Menu;
  try {
    menu = await getMenu(requestId);
  } catch (error) {
    log("warn", "Content: Unable to get navigation menu", { error: String(error), requestId });
    return null;
  }
  const cached = menuHtmlCache.get(locale);
  if (cached?.menu === menu) return cached.html;
  const t = getT(locale);
  const html =
    menu.length === 0
      ? ""
      : renderToStaticMarkup(createElement(MenuNav, { menu, labels: { menu: t("menu.label"), newTab: t("menu.newTab") } }));
  menuHtmlCache.set(locale, { menu, html });
  return html;
}
