#!/usr/bin/env node
// Compiles the app server (server/app/main.ts and what it imports from app/) into build/server.js,
// so production runs `node build/server.js` with no TypeScript loader. Packages stay imports of
// node_modules. build/server-modules.json lists the source modules bundled and the packages
// imported, for the test that keeps the sandbox and its tools out of production.
import { rm, writeFile } from "node:fs/promises";
import { relative } from "node:path";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

await rm("build/server-chunks", { recursive: true, force: true });
const [output] = await build({
  configFile: false,
  logLevel: "warn",
  plugins: [tsconfigPaths()],
  build: {
    ssr: "server/app/main.ts",
    outDir: "build",
    emptyOutDir: false,
    target: "node20",
    minify: false,
    // Chunks of their own keep the entry's dynamic imports dynamic: .env is read and the
    // configuration checked before any module that reads the configuration is evaluated.
    rollupOptions: { output: { entryFileNames: "server.js", chunkFileNames: "server-chunks/[name]-[hash].js", format: "es" } },
  },
}).then((result) => (Array.isArray(result) ? result : [result]));

const chunks = output.output.filter((item) => item.type === "chunk");
const modules = [...new Set(chunks.flatMap((chunk) => Object.keys(chunk.modules)))].map((id) => relative(process.cwd(), id)).sort();
const chunkFiles = new Set(chunks.map((chunk) => chunk.fileName));
const packages = [...new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]))]
  .filter((name) => !chunkFiles.has(name))
  .sort();
await writeFile("build/server-modules.json", `${JSON.stringify({ modules, packages }, null, 2)}\n`);
console.log(`build/server.js: ${modules.length} modules, imports ${packages.join(", ")}`);
