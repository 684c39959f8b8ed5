import { createRemixStub } from "@remix-run/testing";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/kernel/i18n/i18next.server";
import { DocumentMeta, RefusedPostContext } from "~/kernel/ui/document-meta";

/** The document's head as the server renders it for a page titled "Étape 2 sur 5 – Bénéficiaire". */
function head(refused: boolean, language: "fr" | "en" = "fr") {
  const Stub = createRemixStub([{ id: "page", path: "/", meta: () => [{ title: "Étape 2 sur 5 – Bénéficiaire" }], Component: DocumentMeta }]);
  return renderToString(
    <RefusedPostContext.Provider value={refused}>
      <I18nextProvider i18n={getI18n(language)}>
        <Stub hydrationData={{ loaderData: { page: null } }} />
      </I18nextProvider>
    </RefusedPostContext.Provider>,
  );
}

describe("the title of the page that answers a refused post (JavaScript off, DESIGN 6)", () => {
  it("starts with « Erreur : » (« Error: » in English), and only then", () => {
    expect(head(true)).toContain("<title>Erreur : Étape 2 sur 5 – Bénéficiaire</title>");
    expect(head(true, "en")).toContain("<title>Error: Étape 2 sur 5 – Bénéficiaire</title>");
    expect(head(false)).toContain("<title>Étape 2 sur 5 – Bénéficiaire</title>");
  });
});

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("data only through the framework's doors (DESIGN 4)", () => {
  it("no module writes on the load context: what the HTTP server sets before Remix runs is all it holds", () => {
    const writes = sources("app").flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) => (/context\.[a-zA-Z]+\s*(\?\?|\|\||&&)?=(?!=)/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(writes).toEqual([]);
  });
});
