/** The site header's menu, reduced from the content system's navigation tree to what is shown. */

export interface MenuLink {
  label: string;
  url: string;
  external: boolean;
  newTab: boolean;
}

export interface MenuSection {
  title: string;
  links: MenuLink[];
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
  sections: MenuSection[];
}

export type Menu = MenuGroup[];

interface EntryLike {
  otherProperties?: {
    url?: string | null;
    linkName?: string | null;
    external?: boolean | string | null;
    target?: string | null;
  } | null;
}

interface NodeLike {
  title?: string | null;
  entries: EntryLike[];
  children: NodeLike[];
}

const SAFE_URL = /^(\/(?!\/)|https:\/\/)/;

/** An entry becomes a link only when it has both a name and a safe URL. */
export function toMenuLink(entry: EntryLike): MenuLink | null {
  const properties = entry.otherProperties;
  const label = properties?.linkName?.trim();
  const url = properties?.url?.trim();
  if (!label || !url || !SAFE_URL.test(url)) return null;
  const external = properties?.external === true || properties?.external === "true" || url.startsWith("https://");
  return { label, url, external, newTab: properties?.target === "_blank" || properties?.target === "newWindow" };
}

function linksOf(node: NodeLike): MenuLink[] {
  return node.entries.map(toMenuLink).filter((link): link is MenuLink => link !== null);
}

/** Flattens deeper levels into the section they belong to: the header shows two levels. */
function allLinks(node: NodeLike): MenuLink[] {
  return [...linksOf(node), ...node.children.flatMap(allLinks)];
}

export function toMenu(root: NodeLike): Menu {
  return root.children
    .filter((group) => group.title)
    .map((group) => ({
      title: group.title as string,
      links: linksOf(group),
      sections: group.children
        .map((section) => ({ title: section.title ?? "", links: allLinks(section) }))
        .filter((section) => section.title && section.links.length > 0),
    }))
    .filter((group) => group.links.length > 0 || group.sections.length > 0);
}
