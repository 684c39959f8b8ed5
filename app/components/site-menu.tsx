import { createContext, useContext } from "react";
import type { Menu, MenuLink } from "~/domain/menu";

interface Labels {
  menu: string;
  newTab: string;
}

function MenuItem({ link, newTabLabel }: { link: MenuLink; newTabLabel: string }) {
  return (
    <li>
      <a href={link.url} {...(link.newTab ? { target: "_blank", rel: link.external ? "noopener noreferrer" : undefined } : {})}>
        {link.label}
        {link.newTab && <span className="visually-hidden"> ({newTabLabel})</span>}
      </a>
    </li>
  );
}

/** The header menu: disclosure widgets (details/summary) that open without JavaScript. */
export function MenuNav({ menu, labels }: { menu: Menu; labels: Labels }) {
  return (
    <nav aria-label={labels.menu} className="menu">
      <ul>
        {menu.map((group) => (
          <li key={group.title}>
            <details>
              <summary>{group.title}</summary>
              <div className="menu-panel">
                {group.links.length > 0 && (
                  <ul>
                    {group.links.map((link) => (
                      <MenuItem key={link.url + link.label} link={link} newTabLabel={labels.newTab} />
                    ))}
                  </ul>
                )}
                {group.sections.map((section) => (
                  <div key={section.title}>
                    <p className="menu-section">{section.title}</p>
                    <ul>
                      {section.links.map((link) => (
                        <MenuItem key={link.url + link.label} link={link} newTabLabel={labels.newTab} />
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
  );
}

/**
 * The menu is the same for every visitor: the server renders it to HTML once per cache period
 * and hands it over here, instead of rendering and shipping its data on every request. In the
 * browser the server's markup is kept as it is.
 */
export const MenuHtmlContext = createContext<string | null>(null);

let browserMenuHtml: string | null = null;

export function MenuSlot() {
  const serverHtml = useContext(MenuHtmlContext);
  if (serverHtml === null && typeof document !== "undefined" && browserMenuHtml === null) {
    browserMenuHtml = document.getElementById("site-menu")?.innerHTML ?? "";
  }
  const html = serverHtml ?? browserMenuHtml ?? "";
  if (!html) return null;
  return <div id="site-menu" dangerouslySetInnerHTML={{ __html: html }} />;
}
