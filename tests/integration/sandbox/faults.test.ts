import { describe, expect, it } from "vitest";
import { call, callJson, useSandbox } from "./setup.js";

const { store } = useSandbox();

const STILL_ALIVE = "/vsmp/api/client/still-alive";

describe("sandbox fault injection", () => {
  it("answers an injected status, then the real answer once `times` is used up", async () => {
    const created = await callJson("POST", "/__sandbox/faults", { path: STILL_ALIVE, status: 503, times: 2 });
    expect(created.status).toBe(201);
    expect((await callJson("GET", STILL_ALIVE)).status).toBe(503);
    const second = await callJson("GET", STILL_ALIVE);
    expect(second).toEqual({ status: 503, body: expect.objectContaining({ code: "SANDBOX_FAULT" }) });
    expect(await callJson("GET", STILL_ALIVE)).toEqual({ status: 200, body: true });
  });

  it("serves a malformed JSON body with status 200", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/vsmp/api/vsmp/v1/steamulo/price", malformed: true });
    const response = await call("GET", "/vsmp/api/vsmp/v1/steamulo/price?system=LPFR");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text).toBe('{"unexpected":');
    expect(() => JSON.parse(text)).toThrow();
  });

  it("delays the real answer", async () => {
    await callJson("POST", "/__sandbox/faults", { path: STILL_ALIVE, delayMs: 300 });
    const started = Date.now();
    const response = await callJson("GET", STILL_ALIVE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(response).toEqual({ status: 200, body: true });
  });

  it("hangs on timeout until the client gives up", async () => {
    await callJson("POST", "/__sandbox/faults", { path: STILL_ALIVE, timeout: true });
    const started = Date.now();
    await expect(call("GET", STILL_ALIVE, undefined, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("matches prefixes ending with * and a method", async () => {
    await callJson("POST", "/__sandbox/faults", { method: "post", path: "/vsmp/api/vsmp/v1/contract*", status: 500 });
    expect((await callJson("POST", "/vsmp/api/vsmp/v1/contract", { cartId: "1", system: "LPFR" })).status).toBe(500);
    expect((await callJson("GET", "/vsmp/api/vsmp/v1/hub/contract/2024000123")).status).toBe(200);
    expect((await callJson("GET", "/vsmp/api/vsmp/v1/contract/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("clears faults with DELETE and with reset, never touching /__sandbox itself", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "*", status: 500 });
    expect((await callJson("GET", "/__sandbox/faults")).body).toHaveLength(1);
    expect((await call("DELETE", "/__sandbox/faults")).status).toBe(204);
    expect((await callJson("GET", STILL_ALIVE)).status).toBe(200);
    await callJson("POST", "/__sandbox/faults", { path: "*", status: 500 });
    expect((await call("POST", "/__sandbox/reset")).status).toBe(204);
    expect(store.faults).toEqual([]);
    expect((await callJson("GET", STILL_ALIVE)).status).toBe(200);
  });

  it("refuses an invalid fault", async () => {
    expect((await callJson("POST", "/__sandbox/faults", { path: STILL_ALIVE })).status).toBe(400);
    expect((await callJson("POST", "/__sandbox/faults", { path: "relative", status: 500 })).status).toBe(400);
    expect((await callJson("POST", "/__sandbox/faults", { path: STILL_ALIVE, status: 42 })).status).toBe(400);
    expect((await callJson("POST", "/__sandbox/faults", "{nope")).status).toBe(400);
  });
});
