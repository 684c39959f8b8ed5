/**
 * The Node versions (decision 070): the project supports our machines' and CI's Node 20 and the
 * image's Node 22 LTS, and says so in engines; the image runs the one pinned version of .nvmrc;
 * nothing installed asks for another Node (no EBADENGINE on a fresh install). Remix v2 with every
 * v3 future flag on but lazy route discovery (decision 033; the move to React Router 7 is then a
 * codemod), and an update policy that keeps it so.
 */
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import remixOptions from "../../../remix.config.js";

const nvmrc = readFileSync(".nvmrc", "utf8").trim();
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
const engines = packageJson.engines.node;
/** The oldest version of each supported major: 20.19.0 and 22.13.0. */
const oldestSupported = engines.split("||").map((range) => semver.minVersion(range.trim())!.version);

describe("the runtime", () => {
  it("supports Node 20 from 20.19 and the image's Node 22, and nothing older or in between", () => {
    expect(oldestSupported.map((version) => semver.major(version))).toEqual([20, 22]);
    expect(semver.satisfies("20.19.0", engines)).toBe(true);
    expect(semver.satisfies("20.18.3", engines)).toBe(false);
    expect(semver.satisfies("21.7.3", engines)).toBe(false);
    expect(semver.satisfies(nvmrc, engines)).toBe(true);
  });

  it("runs these tests on a Node it supports", () => {
    expect(semver.satisfies(process.versions.node, engines), `Node ${process.versions.node} against ${engines}`).toBe(true);
  });

  it("is one pinned Node LTS version in .nvmrc and both Docker targets", () => {
    expect(nvmrc).toMatch(/^22\.\d+\.\d+$/);
    expect(readFileSync("Dockerfile", "utf8")).toContain(`ARG NODE_IMAGE=node:${nvmrc}-bookworm-slim`);
  });

  it("types the code against the oldest Node it supports", () => {
    expect(semver.minVersion(packageJson.devDependencies["@types/node"]!)!.major).toBe(semver.major(oldestSupported[0]!));
  });

  it("installs no package that asks for another Node (no EBADENGINE warning on a fresh install)", () => {
    const refused: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!wanted) continue;
      for (const version of [...oldestSupported, nvmrc]) {
        if (!semver.satisfies(version, wanted)) refused.push(`${path || "the project"} ${entry.version ?? ""} wants Node ${wanted}, not ${version}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("turns on every v3 future flag the installed Remix knows, but lazy route discovery (decision 033)", () => {
    const declared = readFileSync("node_modules/@remix-run/dev/dist/config.d.ts", "utf8");
    const flags = [...new Set([...declared.matchAll(/\b(v3_\w+):\s*boolean/g)].map((match) => match[1]!))];
    expect(flags.length).toBeGreaterThanOrEqual(6);
    expect(flags).toContain("v3_lazyRouteDiscovery");
    const future = remixOptions.future as Record<string, boolean>;
    for (const flag of flags) expect(future[flag], flag).toBe(flag !== "v3_lazyRouteDiscovery");
  });

  it("has a checked-in update policy that moves the runtime as one and holds React Router 7 majors", () => {
    const renovate = JSON.parse(readFileSync(".github/renovate.json", "utf8")) as { packageRules: { matchDepNames?: string[]; matchManagers?: string[]; matchDepTypes?: string[]; matchPackageNames?: string[]; matchUpdateTypes?: string[]; allowedVersions?: string; enabled?: boolean; groupName?: string }[] };
    const runtime = renovate.packageRules.find((rule) => rule.groupName === "Node.js runtime");
    expect(runtime?.matchDepNames).toEqual(["node"]);
    expect(runtime?.matchManagers).toEqual(["dockerfile", "nvm"]);
    expect(renovate.packageRules.find((rule) => rule.matchDepTypes?.includes("engines"))?.enabled).toBe(false);
    const types = renovate.packageRules.find((rule) => rule.matchDepNames?.includes("@types/node"));
    expect(types?.allowedVersions).toBe(`/^${semver.major(oldestSupported[0]!)}\\./`);
    const held = renovate.packageRules.find((rule) => rule.enabled === false && rule.matchPackageNames?.includes("remix-i18next"));
    expect(held?.matchUpdateTypes).toEqual(["major"]);
  });
});
