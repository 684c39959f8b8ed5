import { describe, expect, it } from "vitest";
import { parseConfiguration } from "~/config.server";

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

  it("names the bad variable in its message", () => {
    expect(() => parseConfiguration({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfiguration({ UPSTREAM_VSMP_URL: "not a url" })).toThrow(/UPSTREAM_VSMP_URL/);
  });

  it("requires session secrets when deployed, and rotates through the list", () => {
    expect(() => parseConfiguration({ NODE_ENV: "production", UPSTREAM_VSMP_URL: "https://api.example" })).toThrow(
      /SESSION_SECRETS/,
    );
    const config = parseConfiguration({
      NODE_ENV: "production",
      UPSTREAM_VSMP_URL: "https://api.example",
      SESSION_SECRETS: "new-secret, old-secret",
      PUBLIC_ORIGIN: "https://www.example.fr",
    });
    expect(config.sessionSecrets).toEqual(["new-secret", "old-secret"]);
    expect(config.production).toBe(true);
  });

  it("refuses to start with any upstream URL set and no session secrets, whatever NODE_ENV", () => {
    for (const name of ["UPSTREAM_VSMP_URL", "UPSTREAM_SIBP_URL", "UPSTREAM_CONTENT_URL", "UPSTREAM_ADDRESS_URL", "OIDC_CLIENT_ISSUER", "OIDC_AGENT_ISSUER"]) {
      expect(() => parseConfiguration({ [name]: "https://api.example" }), name).toThrow(/SESSION_SECRETS/);
      expect(() => parseConfiguration({ NODE_ENV: "development", [name]: "https://api.example", SESSION_SECRETS: "s" }), name).not.toThrow();
    }
  });

  it("requires the public origin when deployed", () => {
    expect(() => parseConfiguration({ NODE_ENV: "production", UPSTREAM_VSMP_URL: "https://api.example", SESSION_SECRETS: "s" })).toThrow(/PUBLIC_ORIGIN/);
  });
});
