import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MenuNav } from "~/components/site-menu";
import type { Menu } from "~/domain/menu";
import type { Locale } from "~/i18n/locales";
import { getT } from "~/i18n/i18next.server";
import { log } from "~/platform/logger.server";
import { getMenu } from "~/upstream/content.server";
import { sharedPiece, type SharedPiece } from "./document-pieces.server";

/**
 * Written by a person's document where the menu goes; the app server sends the menu's piece,
 * compressed once, in its place (document-pieces.server.ts). A comment: nothing a visitor types
 * can render as one (React escapes text), and it is never sent.
 */
export const MENU_SLOT = "<!--site-menu:4c7e2b-->";

interface MenuHtml {
  html: string | null;
  version: number;
  /** The HTML as a piece of a person's document, deflated once (null when there is no menu). */
  piece: SharedPiece | null;
}

const menuHtmlCache = new Map<Locale, { menu: Menu } & MenuHtml>();
let menuVersion = 0;

/**
 * The shared header menu as HTML, rendered once per menu and language (record 020) (html null when the content system
 * fails); the version changes whenever the HTML does.
 */
export async function getMenuHtml(locale: Locale, requestId?: string): Promise<MenuHtml> {
  let menu: Menu;
  try {
    menu = await getMenu(requestId);
  } catch (error) {
    log("warn", "Content: Unable to get navigation menu", { error: String(error), requestId });
    return { html: null, version: -1, piece: null };
  }
  const cached = menuHtmlCache.get(locale);
  if (cached?.menu === menu) return cached;
  const t = getT(locale);
  const html =
    menu.length === 0
      ? ""
      : renderToStaticMarkup(createElement(MenuNav, { menu, labels: { menu: t("menu.label"), newTab: t("menu.newTab") } }));
  menuVersion += 1;
  // Frozen: every request is handed this same entry.
  const entry = Object.freeze({ menu, html, version: menuVersion, piece: html ? sharedPiece(html) : null });
  menuHtmlCache.set(locale, entry);
  return entry;
}
