import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The public-APIs rule of eslint.config.js (DESIGN.md 2), run on code as if it were in the file named. */
async function publicApiErrors(code: string, filePath = "app/kernel/upstream/example.server.ts"): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

describe("public APIs only (DESIGN.md 2)", () => {
  it("fails on an import from a package's dist/ folder, static, dynamic, re-exported or required", async () => {
    for (const code of [
      'import { createServerRoutes } from "@remix-run/react/dist/routes.js";\n',
      'import "@remix-run/router/dist/router.cjs.js";\n',
      'export { x } from "some-package/dist/x";\n',
      'export * from "some-package/dist";\n',
      'const routes = await import("@remix-run/server-runtime/dist/routes.js");\nexport { routes };\n',
      'const router = require("@remix-run/router/dist/router.cjs.js");\nexport { router };\n',
    ]) {
      expect(await publicApiErrors(code), code).toHaveLength(1);
    }
    for (const file of ["app/features/site/example.tsx", "server/app/example.ts", "tests/unit/example.test.ts", "scripts/example.mjs"]) {
      expect(await publicApiErrors('import { x } from "pkg/dist/x.js";\nexport { x };\n', file), file).toHaveLength(1);
    }
  });

  it("fails on Node's module cache and the Module class's internals", async () => {
    expect(await publicApiErrors('delete require.cache["/x.js"];\n')).toHaveLength(1);
    expect(await publicApiErrors('import { Module } from "node:module";\nexport const load = Module;\n')).toHaveLength(1);
    expect(await publicApiErrors('import Module from "module";\nexport const load = Module;\n')).toHaveLength(1);
    expect(await publicApiErrors("export const load = (target: { _load: unknown }) => target._load;\n")).toHaveLength(1);
    expect(await publicApiErrors("export const resolve = (target: { _resolveFilename: unknown }) => target._resolveFilename;\n")).toHaveLength(1);
  });

  it("lets a package's documented entries and Node's public module helpers through", async () => {
    expect(await publicApiErrors('import { createRequestHandler } from "@remix-run/node";\nexport { createRequestHandler };\n')).toEqual([]);
    expect(await publicApiErrors('import { parseWithZod } from "@conform-to/zod/v4";\nexport { parseWithZod };\n')).toEqual([]);
    expect(await publicApiErrors('import { builtinModules, createRequire } from "node:module";\nexport { builtinModules, createRequire };\n')).toEqual([]);
  });
});
