import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";

/** The router's navigation, taken once by the root layout (`useNavigate`). */
export type Navigate = (href: string, options: { replace: boolean }) => void;

export const LinkNavigationContext = createContext<Navigate | null>(null);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path of the app ("/services-seniors/…"). */
  to: string;
};

/**
 * A link to a page of the app: a plain `<a href>`, followed by the router once JavaScript runs.
 * Remix's `<Link>` resolved its path three times and set up prefetching for every link it
 * rendered, about 8 µs each on the server: 5 % of a dashboard page with its nine links. Here the
 * router's `navigate` comes from the root layout through a context, and nothing is resolved: the
 * path is absolute.
 */
export function AppLink({ to, onClick, ...attributes }: Props) {
  const navigate = useContext(LinkNavigationContext);
  return (
    <a
      {...attributes}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (navigate && followsInApp(event)) {
          event.preventDefault();
          const here = window.location;
          navigate(to, { replace: `${here.pathname}${here.search}${here.hash}` === to });
        }
      }}
    />
  );
}

type Click = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented"> & {
  currentTarget: { getAttribute(name: string): string | null; hasAttribute(name: string): boolean };
};

/**
 * Whether the router follows a click on a link, as React Router's own links decide: a plain
 * left click (no key held: those open a tab or a window, or download), not already handled, on a
 * link to a path of this site opened in the same frame and not a download.
 */
export function followsInApp(event: Click): boolean {
  const link = event.currentTarget;
  const href = link.getAttribute("href") ?? "";
  const target = link.getAttribute("target");
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self") &&
    !link.hasAttribute("download") &&
    href.startsWith("/") &&
    !href.startsWith("//")
  );
}
