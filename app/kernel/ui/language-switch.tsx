import { useTranslation } from "react-i18next";
import { supportedLocales, type Locale } from "~/kernel/i18n/locales";

/** A plain POST form: works without JavaScript; the choice is kept in a cookie. */
export function LanguageSwitch({ locale, path }: { locale: Locale; path: string }) {
  const { t } = useTranslation();
  const others = supportedLocales.filter((candidate) => candidate !== locale);
  return (
    <form method="post" action="/preferences/langue" className="language-switch">
      <input type="hidden" name="redirect" value={path} />
      {others.map((other) => (
        <button key={other} type="submit" name="locale" value={other} lang={other} className="link-button">
          <span aria-hidden="true">{t(`language.short.${other}`)} · </span>
          {t(`language.switchTo.${other}`)}
        </button>
      ))}
    </form>
  );
}
