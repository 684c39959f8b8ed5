import type { Menu, MenuLink } from "~/kernel/content/menu";

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
