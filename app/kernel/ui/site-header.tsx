import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CONTRACTS_PATH, signInReturnPath } from "~/kernel/auth/return-path";
import type { Locale } from "~/kernel/i18n/locales";
import { LanguageSwitch } from "./language-switch";
import type { Menu } from "~/kernel/content/menu";
import { MenuNav } from "./site-menu";

interface Props {
  user: { firstName: string; lastName: string } | null;
  /** The shop's mini-cart (server-rendered: no script needed); null hides it. */
  cart?: { count: number } | null;
  locale: Locale;
  path: string;
  showMenu: boolean;
  /** The site's menu, from the content system (null when it could not be read). */
  menu: Menu | null;
  title: string;
}

export function SiteHeader({ user, cart, locale, path, showMenu, menu, title }: Props) {
  const { t } = useTranslation();
  const returnTo = encodeURIComponent(path);
  return (
    <header className="site-header">
      <div className="bar">
        <Link to={showMenu ? "/" : "/sibp/home"} className="brand">
          <span className="brand-mark">{t("site.operator")}</span> <span>{title}</span>
        </Link>
        <div className="tools">
          {showMenu &&
            (user ? (
              <>
                <span className="greeting">{t("account.hello", { name: user.firstName })}</span>
                <Link to={CONTRACTS_PATH}>{t("account.mySpace")}</Link>
                {cart && <span className="mini-cart">{t("account.cart", { count: cart.count })}</span>}
                <Form method="post" action={`/deconnexion?redirect=${returnTo}`} reloadDocument>
                  <button type="submit" className="link-button">
                    {t("account.signOut")}
                  </button>
                </Form>
              </>
            ) : (
              <a href={`/vsmp/connexion?redirect=${encodeURIComponent(signInReturnPath(path))}`}>{t("account.signIn")}</a>
            ))}
          <LanguageSwitch locale={locale} path={path} />
        </div>
      </div>
      {showMenu && menu && menu.length > 0 && (
        <div id="site-menu">
          <MenuNav menu={menu} labels={{ menu: t("menu.label"), newTab: t("menu.newTab") }} />
        </div>
      )}
    </header>
  );
}
