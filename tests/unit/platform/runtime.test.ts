/**
 * One Node LTS everywhere (.nvmrc, package.json engines, the Docker image), Remix v2 with every
 * v3 future flag on but lazy route discovery (decision 033; the move to React Router 7 is then a
 * codemod), and an update policy that keeps it so.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import remixOptions from "../../../remix.config.js";

const nvmrc = readFileSync(".nvmrc", "utf8").trim();
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe("the runtime", () => {
  it("is one pinned Node LTS version in .nvmrc, engines and both Docker targets", () => {
    expect(nvmrc).toMatch(/^22\.\d+\.\d+$/);
    const [, lowest, below] = /^>=(\d+\.\d+) <(\d+)$/.exec(packageJson.engines.node) ?? [];
    const [major, minor] = nvmrc.split(".").map(Number) as [number, number];
    const [lowestMajor, lowestMinor] = lowest!.split(".").map(Number) as [number, number];
    expect(major).toBe(lowestMajor);
    expect(minor).toBeGreaterThanOrEqual(lowestMinor);
    expect(major).toBeLessThan(Number(below));
    expect(readFileSync("Dockerfile", "utf8")).toContain(`ARG NODE_IMAGE=node:${nvmrc}-bookworm-slim`);
    expect(packageJson.devDependencies["@types/node"]).toMatch(/^\^22\./);
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
    const renovate = JSON.parse(readFileSync(".github/renovate.json", "utf8")) as { packageRules: { matchDepNames?: string[]; matchPackageNames?: string[]; matchUpdateTypes?: string[]; enabled?: boolean; groupName?: string }[] };
    const runtime = renovate.packageRules.find((rule) => rule.groupName === "Node.js runtime");
    expect(runtime?.matchDepNames).toEqual(["node", "@types/node"]);
    const held = renovate.packageRules.find((rule) => rule.enabled === false && rule.matchPackageNames?.includes("remix-i18next"));
    expect(held?.matchUpdateTypes).toEqual(["major"]);
  });
});
