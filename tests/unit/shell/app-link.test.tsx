import { createRemixStub } from "@remix-run/testing";
import { Link } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppLink, followsInApp } from "~/components/app-link";

/** The app's links (app/components/app-link.tsx): Remix's `<Link>` markup, followed by the router on a plain click. */
function rendered(element: JSX.Element): string {
  const Stub = createRemixStub([{ id: "page", path: "/services-seniors/souscription/etape3", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/services-seniors/souscription/etape3"]} />);
}

const click = (over: Partial<Parameters<typeof followsInApp>[0]> = {}, attributes: Record<string, string> = { href: "/services-seniors/souscription/etape2" }) =>
  followsInApp({
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    currentTarget: { getAttribute: (name) => attributes[name] ?? null, hasAttribute: (name) => name in attributes },
    ...over,
  });

describe("AppLink", () => {
  it("renders the markup Remix's Link renders for an absolute path, without lazy route discovery's mark", () => {
    // data-discover marks links for lazy route discovery, which the app does not use (v3_lazyRouteDiscovery off).
    const to = "/services-seniors/contrat/2024000123/tableau-de-bord/factures";
    expect(rendered(<AppLink to={to} className="back-link" aria-current="page">Factures</AppLink>)).toBe(
      rendered(<Link to={to} className="back-link" aria-current="page">Factures</Link>).replace(' data-discover="true"', ""),
    );
    expect(rendered(<AppLink to="/">Accueil</AppLink>)).toContain('<a href="/">Accueil</a>');
  });

  it("leaves to the browser what is not a plain click on a link to this site", () => {
    expect(click()).toBe(true);
    expect(click({ button: 1 })).toBe(false);
    expect(click({ metaKey: true })).toBe(false);
    expect(click({ ctrlKey: true })).toBe(false);
    expect(click({ shiftKey: true })).toBe(false);
    expect(click({ altKey: true })).toBe(false);
    expect(click({ defaultPrevented: true })).toBe(false);
    expect(click({}, { href: "/a", target: "_blank" })).toBe(false);
    expect(click({}, { href: "/a", target: "_self" })).toBe(true);
    expect(click({}, { href: "/a", download: "" })).toBe(false);
    expect(click({}, { href: "//elsewhere.example/a" })).toBe(false);
    expect(click({}, { href: "https://elsewhere.example/a" })).toBe(false);
    expect(click({}, { href: "etape2" })).toBe(false);
  });
});
