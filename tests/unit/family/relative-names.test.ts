import { describe, expect, it } from "vitest";
import { relativeNameProblem } from "~/kernel/people/family/forms";

/** A relative's name is data printed in a mail (decision 121): no control character, markup or link. */
describe("relatives' names", () => {
  it("takes names as people write them", () => {
    for (const name of ["Dupont", "Jean-Marie", "O’Brien", "d'Artagnan", "J.-P.", "Ana María", "Nguyễn", "Dupont Jr."]) expect(relativeNameProblem(name), name).toBeNull();
  });

  it("refuses a line break, a tab or an invisible character", () => {
    expect(relativeNameProblem("Test\nhttp://evil.example/x")).toBe("nameControl");
    expect(relativeNameProblem("Test\tx")).toBe("nameControl");
    expect(relativeNameProblem("Test\u202Ex")).toBe("nameControl");
  });

  it("refuses markup", () => {
    expect(relativeNameProblem("<b>Test</b>")).toBe("nameMarkup");
    expect(relativeNameProblem("a > b")).toBe("nameMarkup");
  });

  it("refuses what looks like a link: a scheme, www., an address, a domain", () => {
    for (const name of ["http://evil.example", "www.evil", "evil.example", "Cliquez sur evil.fr", "luc@evil", "javascript:x", "a/b"]) expect(relativeNameProblem(name), name).toBe("nameLink");
  });
});
