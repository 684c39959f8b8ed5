/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const underVitest = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: [underVitest ? null : remix(remixOptions), tsconfigPaths()],
  build: { cssMinify: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "threads",
    // Two workers a core (Vitest's default is one worker less than the cores): much of a run is
    // waiting (upstream time-outs, delays, servers starting) rather than computing, and another
    // file computes meanwhile. On our 2 cores, 1,327 tests: 2 min 25 s with 2 workers, 2 min 2 s
    // with 3, 1 min 57 s with 4.
    maxWorkers: availableParallelism() * 2,
    testTimeout: 20000,
    // The contract and client services' time-outs (5 s by default, tests/unit/shell/config.test.ts)
    // as the integration tests meet them: a test of a time-out waits 1 s instead of 5. Files that
    // need shorter ones set them themselves (service-faults, journey-price).
    env: { CONTRACT_TIMEOUT_MS: "1000", CLIENT_TIMEOUT_MS: "1000" },
  },
});
