import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseConfiguration } from "~/kernel/platform/config.server";

/** docs/upstream-api.md's table of time-outs says what the configuration does. */
describe("docs/upstream-api.md", () => {
  const doc = readFileSync("docs/upstream-api.md", "utf8");
  const rows = [...doc.matchAll(/^\| (.+?) \| .+? \| .+? \| .+? \| `(\w+_TIMEOUT_MS)`, (\d+) ms \|$/gm)].map(([, service, setting, ms]) => ({ service: service!, setting: setting!, ms: Number(ms) }));
  const defaults = parseConfiguration({});

  it("gives each service's time-out setting and its real default", () => {
    expect(rows.map(({ setting }) => setting)).toEqual(["CONTENT_TIMEOUT_MS", "CONTRACT_TIMEOUT_MS", "HTTP_TIMEOUT_MS", "CLIENT_TIMEOUT_MS", "ADDRESS_TIMEOUT_MS", "ECOMMERCE_TIMEOUT_MS", "ADDRESS_LOOKUP_TIMEOUT_MS", "HTTP_TIMEOUT_MS"]);
    const configured: Record<string, number> = {
      CONTENT_TIMEOUT_MS: defaults.services.content.timeoutMs,
      CONTRACT_TIMEOUT_MS: defaults.services.vsmp.timeoutMs,
      HTTP_TIMEOUT_MS: defaults.services.documents.timeoutMs,
      CLIENT_TIMEOUT_MS: defaults.services.client.timeoutMs,
      ADDRESS_TIMEOUT_MS: defaults.services.address.timeoutMs,
      ECOMMERCE_TIMEOUT_MS: defaults.services.ecommerce.timeoutMs,
      ADDRESS_LOOKUP_TIMEOUT_MS: defaults.services.addressLookup.timeoutMs,
    };
    for (const { service, setting, ms } of rows) expect(ms, service).toBe(configured[setting]);
    expect(defaults.identity.timeoutMs).toBe(rows.at(-1)!.ms);
  });

  it("names base URL settings the configuration reads", () => {
    const source = readFileSync("app/kernel/platform/config.server.ts", "utf8");
    const named = [...doc.matchAll(/^\| [^|]+ \| (`[A-Z_]+_(?:URL|ISSUER)`(?:, `[A-Z_]+`)*) \|/gm)].flatMap(([, names]) => [...names!.matchAll(/`(\w+)`/g)].map(([, name]) => name!));
    expect(named).toHaveLength(9);
    for (const name of named) expect(source, name).toContain(`${name}:`);
  });
});
