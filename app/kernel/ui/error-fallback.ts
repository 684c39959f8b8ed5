import type { Locale } from "~/kernel/i18n/locales";
import { resources } from "~/kernel/i18n/resources";

/**
 * (Server only: imported by the document entry.) The last resort when even the error page cannot be rendered: static HTML, translated,
 * with a link home and nothing from the error itself.
 */
export function errorPageFailureHtml(locale: Locale): string {
  const text = resources[locale].common.errors;
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text.errorPageFailed}</title></head><body><main><h1>${text.errorPageFailed}</h1><p><a href="/">${text.backHome}</a></p></main></body></html>`;
}
