/**
 * The production image holds the app only: what `npm run build` writes and `npm ci --omit=dev`
 * installs must run it, and nothing of the sandbox upstream or the test tools may be in it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { builtinModules } from "node:module";
import { describe, expect, it } from "vitest";

const SANDBOX_ONLY = ["msw", "@mswjs/interceptors", "oidc-provider", "tsx", "codes-postaux"];
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** The packages the built files import (static, dynamic, or through createRequire). */
function importedPackages(...files: string[]): string[] {
  const specifiers = files.flatMap((file) => {
    const code = readFileSync(file, "utf8");
    return [
      ...code.matchAll(/^(?:import|export)\b[^;"]*?\bfrom\s*"([^"]+)"/gm),
      ...code.matchAll(/^import\s*"([^"]+)"/gm),
      ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ...code.matchAll(/createRequire\([^)]*\)\(\s*"([^"]+)"\s*\)/g),
    ].map((match) => match[1]!);
  });
  const packages = specifiers
    .filter((specifier) => /^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$/.test(specifier) && !specifier.startsWith("."))
    .filter((specifier) => !specifier.startsWith("node:"))
    .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/"))
    .filter((name) => !builtinModules.includes(name));
  return [...new Set(packages)].sort();
}

/** The app server, its chunks, and the Remix server build. */
const SERVER_FILES = [
  "build/server.js",
  ...(existsSync("build/server-chunks") ? readdirSync("build/server-chunks").map((name) => `build/server-chunks/${name}`) : []),
  "build/server/index.js",
];

describe("the production build", () => {
  // The JavaScript budget (decision 069): the forms' schemas (zod, about 25 KB gzipped) are the server's;
  // the browser validates nothing the server does not check again, and gets the lists it needs
  // from the page's loader.
  it("sends the browser no schema library", () => {
    const assets = readdirSync("build/client/assets").filter((name) => name.endsWith(".js"));
    expect(assets.length).toBeGreaterThan(0);
    const withZod = assets.filter((name) => /ZodError|\$ZodType/.test(readFileSync(`build/client/assets/${name}`, "utf8")));
    expect(withZod).toEqual([]);
  });

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
    for (const file of SERVER_FILES) {
      const code = readFileSync(file, "utf8");
      expect(code, file).not.toContain("/__sandbox");
      expect(code, file).not.toContain("SANDBOX_FAULT");
    }
    for (const name of SANDBOX_ONLY) expect(importedPackages(...SERVER_FILES)).not.toContain(name);
  });

  it("imports only production dependencies, and the sandbox's packages are development ones", () => {
    const imported = importedPackages(...SERVER_FILES);
    expect(imported).toContain("@remix-run/node");
    expect(imported.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
    for (const name of SANDBOX_ONLY.filter((name) => name !== "@mswjs/interceptors")) {
      expect(packageJson.dependencies).not.toHaveProperty(name);
      expect(packageJson.devDependencies).toHaveProperty(name);
    }
  });

  it("loads OpenTelemetry's SDK only from the chunk the start imports when an OTLP endpoint is set (decision 133)", () => {
    const withSdk = SERVER_FILES.filter((file) => importedPackages(file).some((name) => name.startsWith("@opentelemetry/")));
    expect(withSdk).toHaveLength(1);
    expect(withSdk[0]).toMatch(/^build\/server-chunks\/otlp-tracing-/);
    const chunk = withSdk[0]!.slice("build/".length);
    const main = readFileSync("build/server.js", "utf8");
    expect(main).toContain(`import("./${chunk}")`);
    expect(main).not.toMatch(new RegExp(`^import[^;]*"\\./${chunk.replace(/[.]/g, "\\.")}"`, "m"));
  });

  it("refuses to start in production without its upstream URLs and secrets, with a message and no stack trace", () => {
    const environment: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PORT: "0" };
    for (const name of Object.keys(environment)) if (/^(UPSTREAM_|OIDC_|SESSION_SECRETS|SANDBOX)/.test(name)) delete environment[name];
    const started = spawnSync(process.execPath, ["build/server.js"], { env: environment as NodeJS.ProcessEnv, encoding: "utf8", timeout: 20_000 });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("UPSTREAM_VSMP_URL: is required in production");
    expect(started.stderr).toContain("SESSION_SECRETS: is required in production");
    expect(started.stderr).not.toMatch(/\n\s+at /);
  });
});
