import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeCode, IdentityProviderError } from "~/kernel/auth/oidc.server";
import { metrics } from "~/kernel/platform/metrics.server";
import { requestContext } from "~/kernel/platform/request-context.server";
import { parseTraceparent } from "~/kernel/platform/trace-context";
import "~/kernel/upstream/http.server";

/** A token endpoint on loopback (not through msw: this is the process's real global fetch). */
const seen: { authorization?: string; body?: string; traceparent?: string } = {};
const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    seen.authorization = request.headers.authorization;
    seen.traceparent = request.headers.traceparent as string | undefined;
    seen.body = body;
    const params = new URLSearchParams(body);
    response.setHeader("content-type", "application/json");
    if (params.get("code") !== "good-code") {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: "invalid_grant" }));
      return;
    }
    response.end(JSON.stringify({ access_token: "at", token_type: "Bearer", expires_in: 600, id_token: "it" }));
  });
});
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = { clientId: "vsmp-client-area", clientSecret: "s3cret:x", redirectUri: "http://localhost:3000/vsmp/connexion/callback" };

describe("authorization code exchange", () => {
  it("authenticates the client and sends the code with its PKCE verifier", async () => {
    const tokens = await exchangeCode(endpoint, client, "good-code", "verifier-123");
    expect(tokens.accessToken()).toBe("at");
    expect(tokens.idToken()).toBe("it");
    expect(tokens.accessTokenExpiresAt().getTime()).toBeGreaterThan(Date.now() + 590_000);
    expect(seen.authorization).toBe(`Basic ${Buffer.from("vsmp-client-area:s3cret%3Ax").toString("base64")}`);
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({
      grant_type: "authorization_code",
      code: "good-code",
      redirect_uri: client.redirectUri,
      code_verifier: "verifier-123",
    });
  });

  it("passes the request's trace context on and counts the call as the identity provider's", async () => {
    const identityCalls = async (outcome: string) =>
      (await metrics.upstream.get()).values.find((value) => value.metricName === "vsmp_upstream_request_duration_seconds_count" && value.labels.service === "identity" && value.labels.outcome === outcome)?.value ?? 0;
    const [ok, refused] = [await identityCalls("ok"), await identityCalls("status")];
    const trace = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", sampled: false };
    await requestContext.run({ requestId: "sign-in-0001", trace }, () => exchangeCode(endpoint, client, "good-code", "v"));
    expect(parseTraceparent(seen.traceparent)).toMatchObject({ traceId: trace.traceId, sampled: false });
    expect(parseTraceparent(seen.traceparent)!.spanId).not.toBe(trace.spanId);
    await expect(exchangeCode(endpoint, client, "bad-code", "v")).rejects.toThrow(IdentityProviderError);
    expect(await identityCalls("ok")).toBe(ok + 1);
    expect(await identityCalls("status")).toBe(refused + 1);
  });

  it("fails with the provider's error", async () => {
    await expect(exchangeCode(endpoint, client, "bad-code", "v")).rejects.toThrow(IdentityProviderError);
    await expect(exchangeCode(endpoint, client, "bad-code", "v")).rejects.toThrow(/400 invalid_grant/);
  });
});
