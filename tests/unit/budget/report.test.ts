import { describe, expect, it } from "vitest";
import { BUDGETS, formatTable, parseBudgetArguments, verdictsOf } from "../../../scripts/budget-lib.mjs";

describe("budgets of DESIGN.md section 8", () => {
  it("are 14 KB of gzipped HTML, 10 KB of gzipped CSS and 5 % of a raw server's rate", () => {
    expect(BUDGETS).toEqual({ htmlGzipBytes: 14336, cssGzipBytes: 10240, minThroughputRatio: 0.05 });
  });
});

describe("verdictsOf", () => {
  it("passes a page exactly at its budgets", () => {
    const result = { htmlGzipBytes: 14336, cssGzipBytes: 10240, throughput: { ratio: 0.05 } };
    expect(verdictsOf(result)).toEqual({ html: "ok", css: "ok", throughput: "ok" });
  });

  it("flags HTML or CSS one byte over and a rate under 5 %", () => {
    const result = { htmlGzipBytes: 14337, cssGzipBytes: 10241, throughput: { ratio: 0.0499 } };
    expect(verdictsOf(result)).toEqual({ html: "OVER", css: "OVER", throughput: "LOW" });
  });

  it("gives no verdict where nothing was measured (a redirect)", () => {
    expect(verdictsOf({ status: 302 })).toEqual({ html: null, css: null, throughput: null });
  });
});

describe("formatTable", () => {
  const measured = {
    page: "/",
    status: 200,
    htmlGzipBytes: 2355,
    cssGzipBytes: 15000,
    jsGzipBytes: 108_646,
    throughput: { appRequestsPerSecond: 1234.4, rawRequestsPerSecond: 10_000, ratio: 0.12344 },
    problems: [],
  };
  const redirect = { page: "/services-seniors/contrat", status: 302, location: "/vsmp/connexion", problems: [] };

  it("shows each figure with its verdict and the budgets in the headers", () => {
    const [header, rule, row] = formatTable([measured]).split("\n");
    expect(header).toMatch(/HTML gz \(≤14\.0 KB\).*CSS gz \(≤10\.0 KB\).*app\/raw \(≥5 %\)/);
    expect(rule).toMatch(/^-+( +-+)+$/);
    expect(row!.split(/ {2,}/)).toEqual(["/", "200", "2.3 KB ok", "14.6 KB OVER", "106.1 KB", "1,234", "10,000", "12.3 % ok"]);
  });

  it("reports a redirect as such, with its location below the table", () => {
    const lines = formatTable([measured, redirect]).split("\n");
    expect(lines[3]!.split(/ {2,}/)).toEqual(["/services-seniors/contrat", "302 redirect", "-", "-", "-", "-", "-", "-"]);
    expect(lines[4]).toBe("! /services-seniors/contrat: redirects to /vsmp/connexion (not followed)");
  });

  it("lists the problems met under the table and aligns every column", () => {
    const failed = { page: "/x", status: null, problems: ["Error: socket hang up"] };
    const lines = formatTable([measured, failed]).split("\n");
    expect(lines[3]).toMatch(/^\/x +error +-/);
    expect(lines.at(-1)).toBe("! /x: Error: socket hang up");
    expect(new Set(lines.slice(0, 4).map((line) => line.length)).size).toBe(1);
  });
});

describe("parseBudgetArguments", () => {
  it("measures / for 5 s with 10 connections after a build by default", () => {
    expect(parseBudgetArguments([])).toEqual({
      pages: ["/"],
      build: true,
      durationSeconds: 5,
      connections: 10,
      cookies: [],
      journey: false,
      json: false,
    });
  });

  it("reads pages, --no-build, --duration, --connections, repeated --cookie and --json", () => {
    const argv = ["/", "/services-seniors/financement-et-assurance", "--no-build", "--duration", "2", "--connections=4"];
    argv.push("--cookie", "vsmp=abc", "--cookie", "lng=fr", "--json");
    expect(parseBudgetArguments(argv)).toEqual({
      pages: ["/", "/services-seniors/financement-et-assurance"],
      build: false,
      durationSeconds: 2,
      connections: 4,
      cookies: ["vsmp=abc", "lng=fr"],
      journey: false,
      json: true,
    });
  });

  it("refuses a page that is not a local path, so no load leaves the machine", () => {
    expect(() => parseBudgetArguments(["https://example.com/"])).toThrow(/path/);
    expect(() => parseBudgetArguments(["//example.com/"])).toThrow(/path/);
  });

  it("refuses a duration or a connection count that is not a sensible number", () => {
    expect(() => parseBudgetArguments(["--duration", "0"])).toThrow(/--duration/);
    expect(() => parseBudgetArguments(["--connections", "2.5"])).toThrow(/--connections/);
  });
});
