/**
 * Date formatters, made once per language and style. Building an `Intl.DateTimeFormat` costs
 * tens of microseconds (a page of invoices built one per row); formatting with one is cheap. A
 * formatter holds only a language and options, nothing of a person.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` ("fr", "en", or a full tag such as "en-GB") and `options`. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = locale === "en" ? "en-GB" : locale === "fr" ? "fr-FR" : locale;
  const key = `${tag}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}
