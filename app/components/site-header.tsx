import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Menu } from "~/domain/menu";
import type { Locale } from "~/i18n";
import { LanguageSwitch } from "./language-switch";

interface Props {
  menu: Menu | null;
  user: { firstName: string; lastName: string } | null;
  locale: Locale;
  path: string;
  showMenu: boolean;
  title: string;
}

export function SiteHeader({ menu, user, locale, path, showMenu, title }: Props) {
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
      {showMenu && menu && menu.length > 0 && (
        <nav aria-label={t("menu.label")} className="menu">
          <ul>
            {menu.map((group) => (
              <li key={group.title}>
                <details>
                  <summary>{group.title}</summary>
                  <div className="menu-panel">
                    {group.links.length > 0 && (
                      <ul>
                        {group.links.map((link) => (
                          <MenuItem key={link.url + link.label} link={link} newTabLabel={t("menu.newTab")} />
                        ))}
                      </ul>
                    )}
                    {group.sections.map((section) => (
                      <div key={section.title}>
                        <p className="menu-section">{section.title}</p>
                        <ul>
                          {section.links.map((link) => (
                            <MenuItem key={link.url + link.label} link={link} newTabLabel={t("menu.newTab")} />
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function MenuItem({ link, newTabLabel }: { link: Menu[number]["links"][number]; newTabLabel: string }) {
  return (
    <li>
      <a
        href={link.url}
        {...(link.newTab ? { target: "_blank", rel: link.external ? "noopener noreferrer" : undefined } : {})}
      >
        {link.label}
        {link.newTab && <span className="visually-hidden"> ({newTabLabel})</span>}
      </a>
    </li>
  );
}
