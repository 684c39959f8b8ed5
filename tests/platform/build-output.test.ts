/**
 * The production image holds the app only: what `npm run build` writes and `npm ci --omit=dev`
 * installs must run it, and nothing of the sandbox upstream or the test tools may be in it.
 */
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { describe, expect, it } from "vitest";

const SANDBOX_ONLY = ["msw", "@mswjs/interceptors", "oidc-provider", "tsx"];
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** The packages a built file imports (static, dynamic, or through createRequire). */
function importedPackages(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const specifiers = [
    ...code.matchAll(/\bfrom\s*"([^"]+)"/g),
    ...code.matchAll(/\bimport\s*\(\s*"([^"]+)"\s*\)/g),
    ...code.matchAll(/\bimport\s*"([^"]+)"/g),
    ...code.matchAll(/createRequire\([^)]*\)\(\s*"([^"]+)"\s*\)/g),
  ].map((match) => match[1]!);
  const packages = specifiers
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("/") && !specifier.startsWith("node:"))
    .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/"))
    .filter((name) => !builtinModules.includes(name));
  return [...new Set(packages)].sort();
}

describe("the production build", () => {
  it("runs the app server without TypeScript: build/server.js next to the Remix build", () => {
    expect(existsSync("build/server.js")).toBe(true);
    expect(existsSync("build/server/index.js")).toBe(true);
  });

  it("bundles no sandbox module into the app server", () => {
    const { modules } = JSON.parse(readFileSync("build/server-modules.json", "utf8")) as { modules: string[] };
    expect(modules).toContain("server/app/main.ts");
    expect(modules.filter((module) => module.startsWith("server/sandbox/") || module.startsWith("tests/"))).toEqual([]);
  });

  it("carries none of the sandbox's code or tools in either server bundle", () => {
    for (const file of ["build/server.js", "build/server/index.js"]) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toContain("/__sandbox");
      expect(code, file).not.toContain("SANDBOX_FAULT");
      for (const name of SANDBOX_ONLY) expect(importedPackages(file), file).not.toContain(name);
    }
  });

  it("imports only production dependencies, and the sandbox's packages are development ones", () => {
    const imported = [...new Set([...importedPackages("build/server.js"), ...importedPackages("build/server/index.js")])];
    expect(imported.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
    for (const name of SANDBOX_ONLY.filter((name) => name !== "@mswjs/interceptors")) {
      expect(packageJson.dependencies).not.toHaveProperty(name);
      expect(packageJson.devDependencies).toHaveProperty(name);
    }
  });
});
