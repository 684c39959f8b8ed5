/**
 * `npm run sandbox:reset` (scripts/sandbox-reset.mjs): the sandbox back to its seed in one
 * command, whether it is running (reset in place, its store file rewritten) or not (its store
 * file removed, so the next start begins from the seed).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createStore, startSandbox } from "../../../server/sandbox/index.js";
import { seedState } from "../../../server/sandbox/store.js";
import { freePort } from "../../platform/processes";

const directory = mkdtempSync(join(tmpdir(), "sandbox-reset-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));


async function resetCommand(env: Record<string, string>): Promise<string> {
  // Run from the test's directory: no .env of the developer's is read.
  const { stdout } = await promisify(execFile)(process.execPath, [join(process.cwd(), "scripts/sandbox-reset.mjs")], { cwd: directory, env: { ...process.env, ...env } });
  return stdout;
}

describe("npm run sandbox:reset", () => {
  it("resets a running sandbox in place: the demo contract as seeded, its store file rewritten", async () => {
    const file = join(directory, "running.json");
    const sandbox = await startSandbox({ port: 0, appOrigins: ["http://127.0.0.1:3000"], store: createStore({ file }) });
    try {
      const suspended = await fetch(`${sandbox.url}/vsmp/api/vsmp/v1/hub/contract/2024000123/suspension?system=LPFR`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ startDate: "2030-01-01", endDate: "2030-01-15", reason: "HOSPITALISATION" }),
      });
      expect(suspended.status).toBe(201);
      sandbox.store.flush();
      expect(JSON.parse(readFileSync(file, "utf8")).hubRequests).toHaveLength(1);

      const said = await resetCommand({ SANDBOX_PORT: new URL(sandbox.url).port, SANDBOX_DATA_FILE: join(directory, "elsewhere.json") });
      expect(said).toContain("back to its seed");
      expect(sandbox.store.state).toEqual(seedState());
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(seedState());
      expect((await (await fetch(`${sandbox.url}/vsmp/api/vsmp/v1/hub/contract/2024000123`)).json()).version).toBe(31);
    } finally {
      await sandbox.close();
    }
  });

  it("with no sandbox running, removes the store file: the next start begins from the seed", async () => {
    const file = join(directory, "stopped.json");
    const store = createStore({ file });
    store.state.hubRequests.push({ contractNumber: "2024000123" } as never);
    store.flush();

    const said = await resetCommand({ SANDBOX_PORT: String(await freePort()), SANDBOX_DATA_FILE: file });
    expect(said).toContain("removed");
    expect(existsSync(file)).toBe(false);
    expect(createStore({ file }).state).toEqual(seedState());
  });

  it("leaves other files alone when there is no store file yet", async () => {
    const other = join(directory, "other.json");
    writeFileSync(other, "{}");
    await resetCommand({ SANDBOX_PORT: String(await freePort()), SANDBOX_DATA_FILE: join(directory, "never-written.json") });
    expect(existsSync(other)).toBe(true);
  });
});
