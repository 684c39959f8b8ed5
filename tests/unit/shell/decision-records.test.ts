import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions: one numbered record per decision in force, dated, with its status;
 * its README indexes them, and folds each replaced record into one line.
 */
describe("decision records", () => {
  const files = readdirSync("docs/decisions").filter((name) => name.endsWith(".md") && name !== "README.md");
  const index = readFileSync("docs/decisions/README.md", "utf8");

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

  it("are each listed in the index, and the replaced ones name a record in force", () => {
    for (const name of files) expect(index, name).toContain(`](${name})`);
    const replaced = index.slice(index.indexOf("## Replaced"));
    const lines = replaced.split("\n").filter((line) => line.startsWith("- "));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const number = /^- (\d{3}) /.exec(line)?.[1];
      expect(number, line).toBeDefined();
      expect(files.some((other) => other.startsWith(number!)), `${line}: its file is folded into this line`).toBe(false);
      const by = /replaced by (\d{3})/.exec(line)?.[1];
      expect(files.some((other) => other.startsWith(by ?? "none")), line).toBe(true);
    }
  });
});
