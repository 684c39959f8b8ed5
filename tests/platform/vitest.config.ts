import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Tests of the built app as it runs in production (`npm run test:platform`, after the build):
 * the server bundle's contents, and several instances sharing one Redis.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/platform/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
