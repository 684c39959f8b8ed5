import { describe, expect, it } from "vitest";
import { parseConfiguration } from "~/kernel/platform/config.server";

/** Everything a production start needs but the cookie secrets. */
const deployment = {
  NODE_ENV: "production",
  UPSTREAM_VSMP_URL: "https://api.example",
  UPSTREAM_SIBP_URL: "https://api.example",
  UPSTREAM_CONTENT_URL: "https://cms.example",
  UPSTREAM_ADDRESS_URL: "https://front.example",
  OIDC_CLIENT_ISSUER: "https://login.example/clients",
  OIDC_CLIENT_SECRET: "client-secret",
  OIDC_AGENT_ISSUER: "https://login.example/agents",
  OIDC_AGENT_CLIENT_SECRET: "agent-secret",
  SMTP_HOST: "smtp.example",
  MAIL_FROM: "Veiller sur mes parents <ne-pas-repondre@example.fr>",
  HUB_WEBHOOK_SECRET: "a-long-webhook-secret",
};

describe("configuration read once from the environment", () => {
  it("has the spec's defaults and points every service at the sandbox", () => {
    const config = parseConfiguration({});
    expect(config.port).toBe(3000);
    expect(config.services.vsmp).toEqual({ baseUrl: "http://127.0.0.1:3100", timeoutMs: 5000 });
    expect(config.services.documents.timeoutMs).toBe(20000);
    expect(config.services.content.timeoutMs).toBe(3000);
    expect(config.identity.timeoutMs).toBe(20000);
    expect(config.cookies.vsmpMaxAgeS).toBe(7 * 24 * 3600);
    expect(config.cookies.sibpClientMaxAgeS).toBe(2 * 3600);
    expect(config.usesSandbox).toBe(true);
  });

  it("uses the configured ports and upstream URLs", () => {
    const config = parseConfiguration({ PORT: "8080", SANDBOX_PORT: "9000", UPSTREAM_CONTENT_URL: "https://cms.example/", SESSION_SECRETS: "s" });
    expect(config.port).toBe(8080);
    expect(config.services.vsmp.baseUrl).toBe("http://127.0.0.1:9000");
    expect(config.services.content.baseUrl).toBe("https://cms.example");
  });

  it("documents the address time-out default it uses", async () => {
    const { readFile } = await import("node:fs/promises");
    const documented = /## 7\. Address[^\n]*?(\d+) ms default/.exec(await readFile("docs/upstream-api.md", "utf8"))?.[1];
    expect(Number(documented)).toBe(parseConfiguration({}).services.address.timeoutMs);
  });

  it("refuses to start with any upstream URL set and no session secrets, whatever NODE_ENV", () => {
    for (const name of ["UPSTREAM_VSMP_URL", "UPSTREAM_SIBP_URL", "UPSTREAM_CONTENT_URL", "UPSTREAM_ADDRESS_URL", "OIDC_CLIENT_ISSUER", "OIDC_AGENT_ISSUER"]) {
      expect(() => parseConfiguration({ [name]: "https://api.example" }), name).toThrow(/SESSION_SECRETS/);
      expect(() => parseConfiguration({ NODE_ENV: "development", [name]: "https://api.example", SESSION_SECRETS: "s" }), name).not.toThrow();
    }
  });

  it("takes the port's loopback names as the site's origins with no public origin, that origin alone with one", () => {
    expect(parseConfiguration({ PORT: "3238" })).toMatchObject({
      publicOrigin: "http://localhost:3238",
      siteOrigins: ["http://localhost:3238", "http://127.0.0.1:3238", "http://[::1]:3238"],
    });
    expect(parseConfiguration({ PORT: "3238", PUBLIC_ORIGIN: "https://www.example.fr/" })).toMatchObject({
      publicOrigin: "https://www.example.fr",
      siteOrigins: ["https://www.example.fr"],
    });
  });

  it("requires the public origin when deployed", () => {
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "s" })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "s", PUBLIC_ORIGIN: "https://www.example.fr" })).not.toThrow();
  });

  it("names the bad variable in its message", () => {
    expect(() => parseConfiguration({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfiguration({ UPSTREAM_VSMP_URL: "not a url" })).toThrow(/UPSTREAM_VSMP_URL/);
  });

  it("requires session secrets when deployed, and rotates through the list", () => {
    expect(() => parseConfiguration({ NODE_ENV: "production", UPSTREAM_VSMP_URL: "https://api.example" })).toThrow(
      /SESSION_SECRETS/,
    );
    const config = parseConfiguration({ ...deployment, PUBLIC_ORIGIN: "https://www.example.fr", SESSION_SECRETS: "new-secret, old-secret" });
    expect(config.sessionSecrets).toEqual(["new-secret", "old-secret"]);
    expect(config.production).toBe(true);
  });

  it("refuses a production start without its upstream URLs and secrets, naming each, unless SANDBOX=1", () => {
    let message = "";
    try {
      parseConfiguration({ NODE_ENV: "production" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [...Object.keys(deployment).filter((name) => name !== "NODE_ENV"), "SESSION_SECRETS"]) {
      expect(message).toContain(`${name}: is required in production`);
    }
    expect(() => parseConfiguration({ ...deployment, OIDC_AGENT_CLIENT_SECRET: undefined, SESSION_SECRETS: "s" })).toThrow(
      /OIDC_AGENT_CLIENT_SECRET/,
    );
    const demo = parseConfiguration({ NODE_ENV: "production", SANDBOX: "1" });
    expect(demo.usesSandbox).toBe(true);
    expect(demo.identity.client.clientSecret).toBe("sandbox-client-secret");
  });

  it("sends mail to the sandbox's outbox by default, to the operator's relay when configured", () => {
    expect(parseConfiguration({}).mail).toMatchObject({ host: "127.0.0.1", port: 2525, secure: false, toSandbox: true });
    expect(parseConfiguration({ SANDBOX_SMTP_PORT: "2566" }).mail.port).toBe(2566);
    expect(parseConfiguration({ SMTP_HOST: "smtp.example", SMTP_USER: "u", SMTP_PASSWORD: "p" }).mail).toMatchObject({
      host: "smtp.example",
      port: 587,
      auth: { user: "u", pass: "p" },
      toSandbox: false,
    });
    expect(parseConfiguration({ SMTP_HOST: "smtp.example", SMTP_SECURE: "1" }).mail.port).toBe(465);
    expect(() => parseConfiguration({ ...deployment, SMTP_HOST: undefined, SESSION_SECRETS: "s" })).toThrow(/SMTP_HOST: is required in production/);
    expect(() => parseConfiguration({ ...deployment, MAIL_FROM: undefined, SESSION_SECRETS: "s" })).toThrow(/MAIL_FROM: is required in production/);
  });

  it("refuses a production start with a published demo or example secret, naming the setting", () => {
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "a-real-one,sandbox-only-secret-never-deployed" })).toThrow(/SESSION_SECRETS: is a published demo or example secret/);
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "s", HUB_WEBHOOK_SECRET: "sandbox-webhook-secret" })).toThrow(/HUB_WEBHOOK_SECRET: is a published/);
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "s", OIDC_CLIENT_SECRET: "sandbox-client-secret" })).toThrow(/OIDC_CLIENT_SECRET: is a published/);
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "demo-cookie-secret-2026" })).toThrow(/SESSION_SECRETS: is a published/);
    expect(() => parseConfiguration({ ...deployment, SESSION_SECRETS: "s", SMTP_PASSWORD: "replace-with-relay-password" })).toThrow(/SMTP_PASSWORD: is a published/);
    // The demo (the sandbox upstream, SANDBOX=1) runs on them by design.
    expect(parseConfiguration({ NODE_ENV: "production", SANDBOX: "1", HUB_WEBHOOK_SECRET: "sandbox-webhook-secret" }).hubWebhookSecret).toBe("sandbox-webhook-secret");
  });

  it("takes a request's headers and body within seconds and caps connections and requests in flight (decision 119)", () => {
    expect(parseConfiguration({}).limits).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 15_000, maxConnections: 2000, maxRequestsInFlight: 200 });
    expect(parseConfiguration({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "5000" }).limits.requestTimeoutMs).toBe(20_000);
    expect(() => parseConfiguration({ MAX_REQUESTS_IN_FLIGHT: "0x10" })).toThrow(/MAX_REQUESTS_IN_FLIGHT/);
  });

  it("serves metrics on a port of their own, never the public one, and exports traces only to a configured collector", () => {
    expect(parseConfiguration({}).metricsPort).toBe(9464);
    expect(parseConfiguration({ METRICS_PORT: "9100" }).metricsPort).toBe(9100);
    expect(parseConfiguration({ METRICS_PORT: "0" }).metricsPort).toBeNull();
    expect(() => parseConfiguration({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(parseConfiguration({}).tracing).toBeNull();
    expect(parseConfiguration({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toEqual({ serviceName: "veiller-sur-mes-parents" });
    expect(() => parseConfiguration({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it("keeps connections open longer than a load balancer's idle time and drains for a bounded time", () => {
    const config = parseConfiguration({});
    expect(config.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    expect(config.shutdownDrainMs).toBe(20_000);
    expect(parseConfiguration({ KEEP_ALIVE_TIMEOUT_MS: "75000", SHUTDOWN_DRAIN_MS: "5000" })).toMatchObject({
      keepAliveTimeoutMs: 75_000,
      shutdownDrainMs: 5_000,
    });
  });
});
