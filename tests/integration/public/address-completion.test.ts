import { describe, expect, it, vi } from "vitest";
import { loader } from "~/features/site/address-completion";
import { callJson, useSandbox } from "../sandbox/setup";

/** The street field's completion: limited per visitor and per address, an answer kept a few minutes by the visitor's browser only. */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const ask = (q: string, sessionId: string, clientAddress = "203.0.113.7") =>
  loader({ request: new Request(`http://localhost/adresse/completion?q=${encodeURIComponent(q)}`), context: { requestId: "t", sessionId, clientAddress }, params: {} });

describe("the street field's completion", () => {
  it("answers a visitor's first 60 asks in a minute, then 429 with [] (the field stays plain); another visitor is still answered", async () => {
    for (let call = 0; call < 60; call += 1) expect((await ask("10 rue de la Paix", "visitor-a", "203.0.113.8")).status).toBe(200);
    const refused = await ask("10 rue de la Paix", "visitor-a", "203.0.113.8");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual([]);
    expect((await ask("10 rue de la Paix", "visitor-b", "203.0.113.8")).status).toBe(200);
  });

  it("caps everyone behind one address, whatever support id each request sends", async () => {
    let last = 0;
    for (let call = 0; call < 601; call += 1) last = (await ask("12 rue de la Paix", `fresh-${call}`, "198.51.100.9")).status;
    expect(last).toBe(429);
  });

  it("lets the visitor's browser keep the lookup's answer a few minutes; the server keeps nothing: while the lookup fails, the same query gets nothing", async () => {
    const first = await ask("8 rue des Lilas", "visitor-c");
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await first.json()).length).toBeGreaterThan(0);
    await callJson("POST", "/__sandbox/faults", { path: "/adresse-api/search/", status: 500 });
    const failed = await ask("8 rue des Lilas", "visitor-c");
    expect(await failed.json()).toEqual([]);
    // A failure is not for keeping: the next key asks again.
    expect(failed.headers.get("cache-control")).toBe("private, no-store");
  });
});
