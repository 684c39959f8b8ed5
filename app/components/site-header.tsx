import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { LanguageSwitch } from "./language-switch";
import { MenuSlot } from "./site-menu";

interface Props {
  user: { firstName: string; lastName: string } | null;
  /** The shop's mini-cart (server-rendered: no script needed); null hides it. */
  cart?: { count: number } | null;
  locale: Locale;
  path: string;
  showMenu: boolean;
  title: string;
}

export function SiteHeader({ user, cart, locale, path, showMenu, title }: Props) {
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
                {cart && <span className="mini-cart">{t("account.cart", { count: cart.count })}</span>}
                <Form method="post" action={`/deconnexion?redirect=${returnTo}`} reloadDocument>
                  <button type="submit" className="link-button">
                    {t("account.signOut")}
                  </button>
                </Form>
              </>
            ) : (
              <a href={`/vsmp/connexion?redirect=${returnTo}`}>{t("account.signIn")}</a>
            ))}
          <LanguageSwitch locale={locale} path={path} />
        </div>
      </div>
      {showMenu && <MenuSlot />}
    </header>
  );
}
