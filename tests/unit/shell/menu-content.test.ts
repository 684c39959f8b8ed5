import { describe, expect, it } from "vitest";
import { displayableComponents, fillPhone } from "~/kernel/content/content";
import { toMenu, toMenuLink } from "~/kernel/content/menu";
import { robotsMeta } from "~/kernel/ui/robots";

const entry = (linkName: string | null, url: string | null, target = "_self", external = false) => ({
  otherProperties: { linkName, url, target, external },
});

describe("header menu from the navigation tree", () => {
  it("keeps the top-level groups with their titled sections and links", () => {
    const menu = toMenu({
      entries: [],
      children: [
        {
          title: "Courrier",
          entries: [],
          children: [
            {
              title: "Localiser un point de contact",
              entries: [entry("Trouver un bureau", "https://localiser.example/", "_blank", true)],
              children: [],
            },
            { title: "Envoyer", entries: [entry("Lettre recommandée en ligne", "/lettre-recommandee-en-ligne")], children: [] },
          ],
        },
        { title: "Vide", entries: [], children: [] },
      ],
    });
    expect(menu).toHaveLength(1);
    expect(menu[0]?.title).toBe("Courrier");
    expect(menu[0]?.sections.map((section) => section.title)).toEqual(["Localiser un point de contact", "Envoyer"]);
    expect(menu[0]?.sections[0]?.links[0]).toEqual({
      label: "Trouver un bureau",
      url: "https://localiser.example/",
      external: true,
      newTab: true,
    });
  });

  it("opens external links as the data says", () => {
    expect(toMenuLink(entry("Bureaux par département", "https://x.example/", "_self", true))?.newTab).toBe(false);
    expect(toMenuLink(entry("Bureaux", "https://x.example/", "_blank", true))?.newTab).toBe(true);
  });

  it("drops an entry without name or url, or with an unsafe url", () => {
    expect(toMenuLink(entry(null, "/x"))).toBeNull();
    expect(toMenuLink(entry("X", null))).toBeNull();
    expect(toMenuLink(entry("X", "javascript:alert(1)"))).toBeNull();
    expect(toMenuLink(entry("X", "//evil.example"))).toBeNull();
  });
});

describe("content components (SPEC 5, Content)", () => {
  it("keeps a button link only with both linkName and url", () => {
    const kept = displayableComponents([
      { type: "ButtonLink", linkName: "Découvrir", url: "/x" },
      { type: "ButtonLink", linkName: "Découvrir" },
      { type: "ButtonLink", url: "/x" },
    ]);
    expect(kept).toHaveLength(1);
  });

  it("keeps a picture only with a standard or widescreen image", () => {
    const image = { url: "/medias/logo.svg", altText: "Logo" };
    const kept = displayableComponents([
      { type: "Picture", standard: image },
      { type: "Picture", widescreen: image },
      { type: "Picture" },
    ]);
    expect(kept).toHaveLength(2);
  });

  it("displays a component only when its required fields exist", () => {
    const kept = displayableComponents([
      { type: "Article", title: "Assurance santé", content: "Texte" },
      { type: "Article", title: "Sans contenu" },
      { type: "Unknown", title: "?" },
      null,
    ]);
    expect(kept).toEqual([expect.objectContaining({ type: "Article", title: "Assurance santé" })]);
  });

  it("drops an article's button when it is incomplete but keeps the article", () => {
    const [article] = displayableComponents([
      { type: "Article", title: "Prêt travaux", content: "Texte", button: { linkName: "Découvrir" } },
    ]);
    expect(article).toMatchObject({ type: "Article", button: null });
  });

  it("fills the brochure's {phone} placeholder", () => {
    expect(fillPhone("Appelez le {phone}", "3631")).toBe("Appelez le 3631");
  });

  it("turns index-follow into a robots meta value", () => {
    expect(robotsMeta("index-follow")).toBe("index, follow");
    expect(robotsMeta(undefined)).toBe("index, follow");
  });
});
