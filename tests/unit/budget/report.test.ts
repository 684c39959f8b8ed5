import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  cpuMsPerRequest,
  cpuTicksOf,
  DEFAULT_PAGES,
  formatTable,
  journeyPeople,
  loadTurns,
  parseBudgetArguments,
  percentile,
  verdictsOf,
} from "../../../scripts/budget-lib.mjs";

describe("budgets of DESIGN.md section 8 and decision 069", () => {
  it("are 14 KB of gzipped HTML, 10 KB of gzipped CSS, 150 KB of gzipped JS; a journey or dashboard page ≥ 0.7 % of raw, an anonymous one ≥ 10 %; p99 and CPU reported, not budgeted", () => {
    expect(BUDGETS).toEqual({
      htmlGzipBytes: 14336,
      cssGzipBytes: 10240,
      jsGzipBytes: 153600,
      personal: { minThroughputRatio: 0.007 },
      anonymous: { minThroughputRatio: 0.1 },
    });
  });
});

describe("verdictsOf", () => {
  const atBudget = { ratio: 0.007, p99Ms: 60, cpuMsPerPage: 3 };

  it("passes a journey page exactly at its budgets", () => {
    const result = { journeys: 1000, htmlGzipBytes: 14336, cssGzipBytes: 10240, jsGzipBytes: 153600, throughput: atBudget };
    expect(verdictsOf(result)).toEqual({ html: "ok", css: "ok", throughput: "ok", js: "ok" });
  });

  it("flags HTML, CSS or JS one byte over and a rate under budget, and gives p99 and CPU no verdict however slow", () => {
    const result = { journeys: 1000, htmlGzipBytes: 14337, cssGzipBytes: 10241, jsGzipBytes: 153601, throughput: { ratio: 0.0069, p99Ms: 6000, cpuMsPerPage: 300 } };
    expect(verdictsOf(result)).toEqual({ html: "OVER", css: "OVER", throughput: "LOW", js: "OVER" });
  });

  it("holds an anonymous page to 10 % of raw", () => {
    expect(verdictsOf({ throughput: { ...atBudget, ratio: 0.05 } }).throughput).toBe("LOW");
    expect(verdictsOf({ throughput: { ...atBudget, ratio: 0.1 } }).throughput).toBe("ok");
  });

  it("gives no speed verdict to a page measured by replaying one cookie: that measures caches", () => {
    expect(verdictsOf({ oneCookie: true, htmlGzipBytes: 100, throughput: atBudget })).toEqual({
      html: "ok",
      css: null,
      throughput: null,
      js: null,
    });
  });

  it("gives no verdict where nothing was measured (a redirect)", () => {
    expect(verdictsOf({ status: 302 })).toEqual({ html: null, css: null, throughput: null, js: null });
  });
});

describe("formatTable", () => {
  const measured = {
    page: "/",
    status: 200,
    htmlGzipBytes: 2355,
    cssGzipBytes: 15000,
    jsGzipBytes: 158_646,
    throughput: { appRequestsPerSecond: 1234.4, rawRequestsPerSecond: 10_000, ratio: 0.12344, p99Ms: 12, cpuMsPerPage: 0.8, sandboxCpuMsPerPage: 0 },
    problems: [],
  };
  const journeyPage = {
    ...measured,
    page: "/services-seniors/souscription/etape5",
    journeys: 1000,
    throughput: { appRequestsPerSecond: 70, rawRequestsPerSecond: 10_000, ratio: 0.007, p99Ms: 178, cpuMsPerPage: 7.81, sandboxCpuMsPerPage: 2.5 },
  };
  const redirect = { page: "/services-seniors/contrat", status: 302, location: "/vsmp/connexion", problems: [] };

  it("shows each figure with its verdict, who it was measured for, and the budgets in the headers", () => {
    const [header, rule, row, journeyRow] = formatTable([measured, journeyPage]).split("\n");
    expect(header).toMatch(/HTML gz \(≤14\.0 KB\).*CSS gz \(≤10\.0 KB\).*JS gz \(0 editorial \| ≤150\.0 KB\).*app\/raw \(≥0\.7 % \| anon ≥10 %\) +p99 +app CPU\/page/);
    expect(rule).toMatch(/^-+( +-+)+$/);
    expect(row!.split(/ {2,}/)).toEqual(["/", "anonymous", "200", "2.3 KB ok", "14.6 KB OVER", "154.9 KB OVER", "1,234", "10,000", "12.3 % ok", "12 ms", "0.80 ms", "0.00 ms"]);
    expect(journeyRow!.split(/ {2,}/).slice(1)).toEqual(["1000 journeys", "200", "2.3 KB ok", "14.6 KB OVER", "154.9 KB OVER", "70", "10,000", "0.70 % ok", "178 ms", "7.81 ms", "2.50 ms"]);
  });

  it("labels a signed-in page with the client it was measured as and holds it to the personal budgets", () => {
    const signedIn = { ...journeyPage, journeys: undefined, page: "/services-seniors/contrat/2024000123/tableau-de-bord", signedInAs: "marie.dupont@example.fr" };
    const row = formatTable([signedIn]).split("\n")[2]!;
    expect(row.split(/ {2,}/).slice(0, 4)).toEqual(["/services-seniors/contrat/2024000123/tableau-de-bord", "signed in (marie.dupont@example.fr)", "200", "2.3 KB ok"]);
    expect(verdictsOf({ signedInAs: "marie.dupont@example.fr", throughput: { ratio: 0.05, p99Ms: 50, cpuMsPerPage: 3 } }).throughput).toBe("ok");
    expect(verdictsOf({ signedInAs: "marie.dupont@example.fr", htmlGzipBytes: 14337 }).html).toBe("OVER");
  });

  it("says below the table that a one-cookie figure measures caches", () => {
    const lines = formatTable([{ ...measured, oneCookie: true }]).split("\n");
    expect(lines[2]).toMatch(/one cookie \(cache\)/);
    expect(lines.at(-1)).toBe("! /: one cookie replayed: a measure of the app's caches, not of its speed (no speed verdict)");
  });

  it("reports a redirect as such, with its location below the table", () => {
    const lines = formatTable([measured, redirect]).split("\n");
    expect(lines[3]!.split(/ {2,}/)).toEqual(["/services-seniors/contrat", "anonymous", "302 redirect", "-", "-", "-", "-", "-", "-", "-", "-", "-"]);
    expect(lines[4]).toBe("! /services-seniors/contrat: redirects to /vsmp/connexion (not followed)");
  });

  it("lists the problems met under the table and aligns every column", () => {
    const failed = { page: "/x", status: null, problems: ["Error: socket hang up"] };
    const lines = formatTable([measured, failed]).split("\n");
    expect(lines[3]).toMatch(/^\/x +anonymous +error +-/);
    expect(lines.at(-1)).toBe("! /x: Error: socket hang up");
    expect(new Set(lines.slice(0, 4).map((line) => line.length)).size).toBe(1);
  });
});

describe("cpuTicksOf and cpuMsPerRequest", () => {
  it("read user and system ticks from /proc/<pid>/stat, even when the command name holds spaces and parentheses", () => {
    const stat = "4242 (node (app) x) S 4241 4241 4241 0 -1 4194560 9000 0 0 0 1234 567 0 0 20 0 11 0 100 0 0";
    expect(cpuTicksOf(stat)).toBe(1234 + 567);
  });

  it("turn ticks into milliseconds per request", () => {
    expect(cpuMsPerRequest(300, 100, 1000)).toBe(3);
    expect(cpuMsPerRequest(5, 100, 0)).toBeNull();
  });
});

describe("journeyPeople", () => {
  it("gives each of 1,000 journeys its own recipient, subscriber and address", () => {
    const people = Array.from({ length: 1000 }, (_, index) => journeyPeople(index));
    const recipients = new Set(people.map(({ recipient }) => `${recipient.firstName} ${recipient.lastName} ${recipient.birthDate} ${recipient.streetName}`));
    const emails = new Set(people.map(({ subscriber }) => subscriber.email));
    expect(recipients.size).toBe(1000);
    expect(emails.size).toBe(1000);
    expect(people[999]!.subscriber.email).toMatch(/^[a-z.]+\.999@example\.fr$/);
  });
});

describe("parseBudgetArguments", () => {
  it("measures / and etape1 anonymously, etape2, 5 and 6 as 1,000 journeys, the dashboard home and invoices signed in, for 10 s with 10 connections after a build by default", () => {
    expect(parseBudgetArguments([])).toEqual({
      pages: ["/", "/services-seniors/souscription/etape1"],
      journeyPages: ["/services-seniors/souscription/etape2", "/services-seniors/souscription/etape5", "/services-seniors/souscription/etape6"],
      signedInPages: ["/services-seniors/contrat/2024000123/tableau-de-bord", "/services-seniors/contrat/2024000123/tableau-de-bord/factures"],
      build: true,
      durationSeconds: 10,
      connections: 10,
      journeys: 1000,
      cookies: [],
      json: false,
      server: "app",
    });
    expect(DEFAULT_PAGES.journey).toHaveLength(3);
  });

  it("reads pages, --journey-page, --journeys, --no-build, --duration, --connections, repeated --cookie and --json", () => {
    const argv = ["/", "/services-seniors/financement-et-assurance", "--no-build", "--duration", "2", "--connections=4"];
    argv.push("--journey-page", "/services-seniors/souscription/etape5", "--journeys", "1200");
    argv.push("--cookie", "vsmp=abc", "--cookie", "lng=fr", "--json", "--server", "app");
    argv.push("--signed-in-page", "/services-seniors/contrat/2024000123/tableau-de-bord/attestations");
    expect(parseBudgetArguments(argv)).toEqual({
      pages: ["/", "/services-seniors/financement-et-assurance"],
      journeyPages: ["/services-seniors/souscription/etape5"],
      signedInPages: ["/services-seniors/contrat/2024000123/tableau-de-bord/attestations"],
      build: false,
      durationSeconds: 2,
      connections: 4,
      journeys: 1200,
      cookies: ["vsmp=abc", "lng=fr"],
      json: true,
      server: "app",
    });
  });

  it("measures only the pages named: anonymous pages alone leave the journeys and signed-in pages out", () => {
    expect(parseBudgetArguments(["/"])).toMatchObject({ pages: ["/"], journeyPages: [], signedInPages: [] });
    expect(parseBudgetArguments(["--signed-in-page", "/services-seniors/contrat"])).toMatchObject({ pages: [], journeyPages: [], signedInPages: ["/services-seniors/contrat"] });
  });

  it("refuses a page that is not a local path, so no load leaves the machine", () => {
    expect(() => parseBudgetArguments(["https://example.com/"])).toThrow(/path/);
    expect(() => parseBudgetArguments(["//example.com/"])).toThrow(/path/);
    expect(() => parseBudgetArguments(["--journey-page", "https://example.com/"])).toThrow(/path/);
    expect(() => parseBudgetArguments(["--signed-in-page", "https://example.com/"])).toThrow(/path/);
  });

  it("refuses a duration, a connection count or a journey count that is not a sensible number", () => {
    expect(() => parseBudgetArguments(["--duration", "0"])).toThrow(/--duration/);
    expect(() => parseBudgetArguments(["--connections", "2.5"])).toThrow(/--connections/);
    expect(() => parseBudgetArguments(["--journeys", "0"])).toThrow(/--journeys/);
    expect(() => parseBudgetArguments(["--server", "express"])).toThrow(/--server/);
  });
});

describe("percentile", () => {
  it("is the nearest rank: the smallest latency that at least p % of the responses do not exceed", () => {
    const latencies = Array.from({ length: 200 }, (_, index) => 200 - index); // 200 … 1, unsorted
    expect(percentile(latencies, 99)).toBe(198);
    expect(percentile(latencies, 50)).toBe(100);
    expect(percentile(latencies, 100)).toBe(200);
    expect(percentile([7.5], 99)).toBe(7.5);
  });

  it("is over every response: 1 slow response in 100 stays within p99, 2 in 100 make it", () => {
    const fast = Array<number>(98).fill(10);
    expect(percentile([...fast, 10, 80], 99)).toBe(10);
    expect(percentile([...fast, 80, 80], 99)).toBe(80);
  });

  it("is null with no response", () => {
    expect(percentile([], 99)).toBeNull();
  });
});

describe("loadTurns", () => {
  it("alternates app, raw, raw, app in turns of about a second, each server the whole duration", () => {
    const turns = loadTurns(10);
    expect(turns.map((turn) => turn.server).join(" ")).toBe(Array(5).fill("app raw raw app").join(" "));
    expect(turns.every((turn) => turn.seconds === 1)).toBe(true);
    for (const duration of [1, 3, 7, 10, 30]) {
      const each = (server: string) => loadTurns(duration).filter((turn) => turn.server === server).reduce((sum, turn) => sum + turn.seconds, 0);
      expect([duration, each("app"), each("raw")]).toEqual([duration, duration, duration]);
    }
    expect(loadTurns(1)).toEqual([
      { server: "app", seconds: 0.5 },
      { server: "raw", seconds: 0.5 },
      { server: "raw", seconds: 0.5 },
      { server: "app", seconds: 0.5 },
    ]);
  });
});
