import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStore, startSandbox } from "../../../server/sandbox/index.js";
import { checkPdf } from "./setup.js";

const directory = mkdtempSync(join(tmpdir(), "sandbox-test-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("sandbox over the node:http adapter", () => {
  it("serves JSON, request bodies, PDF streams, faults and 404s on a real port", async () => {
    const sandbox = await startSandbox({ port: 0, appOrigins: ["http://127.0.0.1:3000"], store: createStore({ file: null }) });
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const contract = await fetch(`${sandbox.url}/vsmp/api/vsmp/v1/hub/contract/2024000123`);
      expect(contract.status).toBe(200);
      expect((await contract.json()).version).toBe(31);

      const created = await fetch(`${sandbox.url}/vsmp/api/vsmp/v1/contract`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ cartId: "123456", system: "SIBP" }),
      });
      expect(created.status).toBe(201);
      const { contractId } = await created.json();
      expect((await (await fetch(`${sandbox.url}/vsmp/api/vsmp/v1/contract/${contractId}`)).json()).system).toBe("SIBP");

      const badJson = await fetch(`${sandbox.url}/vsmp/api/vsmp/v1/contract`, { method: "POST", body: "{" });
      expect(badJson.status).toBe(400);

      const pdf = await fetch(`${sandbox.url}/vsmp/api/attachment/prices`);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(checkPdf(new Uint8Array(await pdf.arrayBuffer())).text).toContain("82,60 €");

      await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ path: "/occ/*", status: 502, times: 1 }) });
      expect((await fetch(`${sandbox.url}/occ/laposte/smartedit/navigation`)).status).toBe(502);
      expect((await fetch(`${sandbox.url}/occ/laposte/smartedit/navigation`)).status).toBe(200);

      await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ path: "/vsmp/api/client/still-alive", timeout: true }) });
      await expect(fetch(`${sandbox.url}/vsmp/api/client/still-alive`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();

      const unknown = await fetch(`${sandbox.url}/nothing/here`);
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).code).toBe("NOT_FOUND");
    } finally {
      const started = Date.now();
      await sandbox.close();
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it("mounts the OpenID Connect provider under /oidc with the sandbox issuer", async () => {
    const sandbox = await startSandbox({ port: 0, appOrigins: ["http://127.0.0.1:3000"], store: createStore({ file: null }) });
    try {
      const response = await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`);
      // 503 only while no provider module exists (server/sandbox/oidc/provider.ts).
      expect([200, 503]).toContain(response.status);
      if (response.status === 200) expect((await response.json()).issuer).toBe(`${sandbox.url}/oidc`);
      await fetch(`${sandbox.url}/__sandbox/faults`, { method: "POST", body: JSON.stringify({ path: "/oidc/*", status: 502, times: 1 }) });
      const faulty = await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`);
      expect(faulty.status).toBe(502);
      expect((await faulty.json()).code).toBe("SANDBOX_FAULT");
      expect((await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`)).status).toBe(response.status);
    } finally {
      await sandbox.close();
    }
  });

  it("keeps what was written across a restart, and reset restores the seed", async () => {
    const file = join(directory, "sandbox.json");
    const first = await startSandbox({ port: 0, appOrigins: [], store: createStore({ file }) });
    const { contractNumber } = await (
      await fetch(`${first.url}/vsmp/api/vsmp/v1/contract`, { method: "POST", body: JSON.stringify({ cartId: "1", system: "LPFR" }) })
    ).json();
    await first.close();
    expect(readFileSync(file, "utf8")).toContain(contractNumber);

    const second = await startSandbox({ port: 0, appOrigins: [], store: createStore({ file }) });
    try {
      expect((await fetch(`${second.url}/__sandbox/contracts/${contractNumber}`)).status).toBe(200);
      expect((await fetch(`${second.url}/__sandbox/reset`, { method: "POST" })).status).toBe(204);
      expect((await fetch(`${second.url}/__sandbox/contracts/${contractNumber}`)).status).toBe(404);
      expect(readFileSync(file, "utf8")).not.toContain(contractNumber);
    } finally {
      await second.close();
    }
  });

  it("starts from the seed when the data file is unreadable", () => {
    const file = join(directory, "corrupt.json");
    writeFileSync(file, "{ not json");
    const store = createStore({ file });
    expect(Object.keys(store.state.hubContracts)).toEqual(["2024000123", "2025000321", "2025000456", "2025000789"]);
  });
});
