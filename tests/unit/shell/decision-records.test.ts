import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** docs/decisions: one numbered record per decision, dated, with its status (issue 12). */
describe("decision records", () => {
  const files = readdirSync("docs/decisions").filter((name) => name.endsWith(".md"));

  it("have one number each", () => {
    const numbers = files.map((name) => name.slice(0, 3));
    expect(numbers.every((number) => /^\d{3}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("are titled with their number, dated and given a status", () => {
    for (const name of files) {
      const [title, , dated] = readFileSync(`docs/decisions/${name}`, "utf8").split("\n");
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} – \\S`));
      expect(dated, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}(\.| ·) Status: \w/);
    }
  });

  it("say what replaced a superseded record", () => {
    for (const name of files) {
      const status = readFileSync(`docs/decisions/${name}`, "utf8").split("\n")[2]!;
      for (const [, number] of status.matchAll(/(?:superseded|replaced) by (\d{3})(?: and (\d{3}))?/g)) {
        expect(files.some((other) => other.startsWith(number!)), name).toBe(true);
      }
    }
  });
});
