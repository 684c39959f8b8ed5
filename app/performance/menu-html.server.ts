import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MenuNav } from "~/components/site-menu";
import type { Menu } from "~/domain/menu";
import type { Locale } from "~/i18n/locales";
import { getT } from "~/i18n/i18next.server";
import { log } from "~/platform/logger.server";
import { getMenu } from "~/upstream/content.server";

const menuHtmlCache = new Map<Locale, { menu: Menu; html: string; version: number }>();
let menuVersion = 0;

/**
 * The shared header menu as HTML, rendered once per menu and language (record 020) (html null when the content system
 * fails); the version changes whenever the HTML does.
 */
export async function getMenuHtml(locale: Locale, requestId?: string): Promise<{ html: string | null; version: number }> {
  let menu: Menu;
  try {
    menu = await getMenu(requestId);
  } catch (error) {
    log("warn", "Content: Unable to get navigation menu", { error: String(error), requestId });
    return { html: null, version: -1 };
  }
  const cached = menuHtmlCache.get(locale);
  if (cached?.menu === menu) return { html: cached.html, version: cached.version };
  const t = getT(locale);
  const html =
    menu.length === 0
      ? ""
      : renderToStaticMarkup(createElement(MenuNav, { menu, labels: { menu: t("menu.label"), newTab: t("menu.newTab") } }));
  menuVersion += 1;
  menuHtmlCache.set(locale, { menu, html, version: menuVersion });
  return { html, version: menuVersion };
}
