import { Outlet, useMatches } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { handle as counterLayout } from "~/features/counter/layout";
import { trackingSiteIds } from "~/kernel/platform/tracking";
import { Analytics, useTrackingSiteId } from "~/kernel/ui/analytics";
import { resolveTemplate, TemplateContext } from "~/kernel/ui/templates";

/** The root as the app's: the template resolved from the matched routes' handles. */
function Root() {
  return (
    <TemplateContext.Provider value={resolveTemplate(useMatches())}>
      <Outlet />
    </TemplateContext.Provider>
  );
}

function Page() {
  return (
    <>
      <output>{useTrackingSiteId()}</output>
      <Analytics name="souscription_paiement" step="etape6" />
    </>
  );
}

function render(path: string): string {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: Root,
      children: [
        { id: "counter", path: "sibp", handle: counterLayout, Component: Outlet, children: [{ path: "souscription", Component: Page }] },
        { path: "services-seniors/souscription/etape1", Component: Page },
      ],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { trackingSiteIds: trackingSiteIds("production") } } }} />);
}
const siteIdAt = (path: string) => /<output>([^<]*)<\/output>/.exec(render(path))?.[1];
const pixelAt = (path: string) => /<img src="([^"]*)"/.exec(render(path))?.[1]?.replace(/&amp;/g, "&");

/** SPEC 9: the page view carries its project's site id, chosen by the route serving the page, not by its address. */
describe("the page view's tracking site id", () => {
  it("is SIBP's under the counter's layout and VSMP's elsewhere", () => {
    expect(siteIdAt("/sibp/souscription")).toBe("sibp-prod");
    expect(siteIdAt("/services-seniors/souscription/etape1")).toBe("vsmp-prod");
  });

  it("is told to the JavaScript-off pixel: a counter's page names SIBP, any other none (VSMP)", () => {
    expect(pixelAt("/sibp/souscription")).toBe("/vsmp/analytics/pageview?name=souscription_paiement&step=etape6&project=SIBP");
    expect(pixelAt("/services-seniors/souscription/etape1")).toBe("/vsmp/analytics/pageview?name=souscription_paiement&step=etape6");
  });
});
