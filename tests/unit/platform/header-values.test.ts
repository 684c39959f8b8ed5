import { describe, expect, it } from "vitest";
import { contentDisposition } from "~/kernel/downloads/download.server";
import { emptyJourneyState, readJourneyState } from "~/features/journey/rules/state";

describe("values that reach a response header", () => {
  it("a download keeps its own name when it is a plain file name", () => {
    expect(contentDisposition("attachment", "contrat-2024000123-v31.pdf")).toBe('attachment; filename="contrat-2024000123-v31.pdf"');
    expect(contentDisposition("inline", "visite-R12.jpg")).toBe('inline; filename="visite-R12.jpg"');
  });

  it("a name that would add a parameter or a line to the header is replaced by a plain one", () => {
    expect(contentDisposition("attachment", 'contrat-1"; filename="evil.html.pdf')).toBe('attachment; filename="document.pdf"');
    expect(contentDisposition("attachment", "contrat-1\r\nSet-Cookie: x=1.pdf")).toBe('attachment; filename="document.pdf"');
    expect(contentDisposition("inline", 'visite-"x.png')).toBe('inline; filename="document.png"');
    expect(contentDisposition("inline", 'a.ht"ml')).toBe('inline; filename="document.pdf"');
  });

  it("a journey cookie whose contract number is not one the hub gives is read as a new journey", () => {
    const forged = { ...emptyJourneyState(), contractId: "abc", contractNumber: 'contrat-1"; filename="evil.html.pdf' };
    expect(readJourneyState(forged).contractNumber).toBeNull();
    expect(readJourneyState({ ...emptyJourneyState(), contractId: "3f1c-9a", contractNumber: "2026000457" }).contractNumber).toBe("2026000457");
  });
});
