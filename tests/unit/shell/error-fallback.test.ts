import { describe, expect, it } from "vitest";
import { errorPageFailureHtml } from "~/kernel/ui/error-fallback";
import { errorTitleKey } from "~/kernel/ui/error-page";

describe("error pages (SPEC 8)", () => {
  it("fall back, when the error page itself fails, to a static page with a link home", () => {
    const html = errorPageFailureHtml("en");
    expect(html).toContain("An error occurred while showing the error page");
    expect(html).toContain('<a href="/">');
    expect(html).toContain('<html lang="en">');
    expect(errorPageFailureHtml("fr")).toContain("Une erreur est survenue lors de l'affichage de la page d'erreur");
  });

  it("title 404 'This page could not be found', 403 'Not allowed', other errors generic", () => {
    expect(errorTitleKey(404)).toBe("notFound");
    expect(errorTitleKey(403)).toBe("notAllowed");
    expect(errorTitleKey(500)).toBe("generic");
    expect(errorTitleKey(503)).toBe("unavailable");
    expect(errorTitleKey(404, "resourceNotFound")).toBe("resourceNotFound");
    expect(errorTitleKey(500, "<script>")).toBe("generic");
  });
});
