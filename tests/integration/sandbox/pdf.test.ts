import { describe, expect, it } from "vitest";
import { renderPdf } from "../../../server/sandbox/pdf.js";
import { checkPdf } from "./setup.js";

describe("sandbox PDF writer", () => {
  it("writes a valid PDF 1.4 with exact xref offsets and WinAnsi text", () => {
    const bytes = renderPdf({
      title: "Facture n° 1",
      subtitle: "Veiller sur mes parents",
      lines: ["Montant : 82,60 € – TVA 11,28 €", { text: "Droits (à lire)", bold: true }, "Chemin C:\\dossier", "L’œuvre"],
    });
    const { text } = checkPdf(bytes);
    expect(text).toContain("Facture n° 1");
    expect(text).toContain("Montant : 82,60 € – TVA 11,28 €");
    expect(text).toContain("Droits (à lire)");
    expect(text).toContain("Chemin C:\\dossier");
    expect(text).toContain("L’œuvre");
    expect(Buffer.from(bytes).toString("latin1")).toContain("/BaseFont /Helvetica /Encoding /WinAnsiEncoding");
  });

  it("wraps long lines and continues on new pages", () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Ligne ${i + 1} ${"mot ".repeat(30)}`);
    const file = Buffer.from(renderPdf({ title: "Long", lines })).toString("latin1");
    checkPdf(new Uint8Array(Buffer.from(file, "latin1")));
    const pages = Number(/\/Count (\d+)/.exec(file)?.[1]);
    expect(pages).toBeGreaterThan(3);
  });
});
