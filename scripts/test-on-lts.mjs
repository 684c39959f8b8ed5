#!/usr/bin/env node
// The production image runs the Node LTS of .nvmrc; machines may run an older Node. When this
// Node is older, the unit and platform tests run once more on the .nvmrc version, taken from
// the npm registry's `node` package (npx caches it after the first run).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const wanted = readFileSync(".nvmrc", "utf8").trim();
const major = (version) => Number(version.split(".")[0]);

if (major(process.versions.node) >= major(wanted)) {
  console.log(`Node ${process.versions.node} is the LTS of .nvmrc (${wanted}) or newer: the tests above ran on it.`);
  process.exit(0);
}

console.log(`Node ${process.versions.node} is older than .nvmrc's ${wanted}: running the unit and platform tests on Node ${wanted} too.`);
for (const args of [["run"], ["run", "--config", "tests/platform/vitest.config.ts"]]) {
  const result = spawnSync("npx", ["--yes", `node@${wanted}`, "node_modules/vitest/vitest.mjs", ...args], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
