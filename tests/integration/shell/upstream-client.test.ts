import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildUpstreamUrl, createUpstreamClient, isUpstreamError, needsSystemParameter, UpstreamError } from "~/kernel/upstream/http.server";

const BASE = "http://upstream.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createUpstreamClient({ name: "vsmp", baseUrl: BASE, timeoutMs: 150 });
const offerSchema = z.array(z.object({ system: z.string() }));

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("upstream client", () => {
  it("parses a valid body with its schema", async () => {
    server.use(http.get(`${BASE}/vsmp/api/vsmp/v1/steamulo/price`, () => HttpResponse.json([{ system: "LPFR" }])));
    await expect(client.get("/vsmp/api/vsmp/v1/steamulo/price", offerSchema, { query: { system: "LPFR" } })).resolves.toEqual([
      { system: "LPFR" },
    ]);
  });

  it("fails with 'status' and the status code on an error answer", async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ code: "NOPE" }, { status: 400 })));
    const error = await failure(client.get("/x", z.unknown()));
    expect(error).toMatchObject({ failure: "status", status: 400, body: { code: "NOPE" } });
  });

  it("fails with 'timeout' when the upstream does not answer within the service's time-out", async () => {
    server.use(http.get(`${BASE}/slow`, async () => {
      await delay(1000);
      return HttpResponse.json([]);
    }));
    const error = await failure(client.get("/slow", z.unknown()));
    expect(error.failure).toBe("timeout");
  });

  it("fails with 'network' when the connection fails", async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    const error = await failure(client.get("/down", z.unknown()));
    expect(error.failure).toBe("network");
  });

  it("fails with 'malformed' when the body is not JSON or not the expected shape", async () => {
    server.use(
      http.get(`${BASE}/truncated`, () => new HttpResponse('{"unexpected":', { headers: { "content-type": "application/json" } })),
      http.get(`${BASE}/shape`, () => HttpResponse.json({ offers: "nope" })),
    );
    expect((await failure(client.get("/truncated", offerSchema))).failure).toBe("malformed");
    expect((await failure(client.get("/shape", offerSchema))).failure).toBe("malformed");
    // An unreadable body is a failure even for a schema that accepts anything.
    expect((await failure(client.get("/truncated", z.unknown()))).failure).toBe("malformed");
  });

  it("passes the request id upstream and logs one JSON line per request", async () => {
    let seen: string | null = null;
    server.use(http.get(`${BASE}/id`, ({ request }) => {
      seen = request.headers.get("x-request-id");
      return HttpResponse.json({});
    }));
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await client.get("/id", z.object({}), { requestId: "req-42" });
    const lines = write.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"upstream"'));
    write.mockRestore();
    expect(seen).toBe("req-42");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "upstream", service: "vsmp", method: "GET", path: "/id", status: 200, requestId: "req-42" });
  });

  it("adds system to POST, PUT and DELETE under the contract hub", async () => {
    let query: string | null = null;
    server.use(http.post(`${BASE}/vsmp/api/vsmp/v1/hub/contract/2024000123/suspension`, ({ request }) => {
      query = new URL(request.url).searchParams.get("system");
      return HttpResponse.json({ ok: true }, { status: 201 });
    }));
    await client.post("/vsmp/api/vsmp/v1/hub/contract/2024000123/suspension", z.object({ ok: z.boolean() }), {
      body: { startDate: "2026-12-01" },
      system: "SIBP",
    });
    expect(query).toBe("SIBP");
  });

  it("is recognisable by its failure kind", async () => {
    server.use(http.get(`${BASE}/gone`, () => new HttpResponse(null, { status: 404 })));
    const error = await failure(client.get("/gone", z.unknown()));
    expect(isUpstreamError(error, "status")).toBe(true);
    expect(isUpstreamError(error, "timeout")).toBe(false);
  });
});

describe("the system query parameter (SPEC 7)", () => {
  it.each([
    ["POST", "/vsmp/api/vsmp/v1/hub/contract/1/avenant", true],
    ["PUT", "/vsmp/api/vsmp/v1/hub/contract/1", true],
    ["DELETE", "/vsmp/api/vsmp/v1/hub/contract/1", true],
    ["GET", "/vsmp/api/vsmp/v1/hub/contract/1", false],
    ["POST", "/vsmp/api/vsmp/v1/contract/1/promos", false],
    ["POST", "/vsmp/api/vsmp/v1/hubx", false],
  ])("%s %s → %s", (method, path, expected) => {
    expect(needsSystemParameter(method, path)).toBe(expected);
  });

  it("defaults to LPFR (VSMP)", () => {
    const url = buildUpstreamUrl(BASE, "POST", "/vsmp/api/vsmp/v1/hub/contract/1/termination", {});
    expect(url.searchParams.get("system")).toBe("LPFR");
  });
});

