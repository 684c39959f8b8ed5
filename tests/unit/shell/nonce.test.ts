import { afterEach, describe, expect, it, vi } from "vitest";
import * as crypto from "node:crypto";

/**
 * CSP nonces (server/app/server.ts): 16 random bytes each, base64, cut in turn from blocks of
 * the CSPRNG, so never one twice, across blocks too.
 */
vi.mock("node:crypto", async (original) => {
  const actual = await original<typeof import("node:crypto")>();
  return { ...actual, randomBytes: vi.fn(actual.randomBytes) };
});

afterEach(() => vi.clearAllMocks());

describe("freshNonce", () => {
  it("gives 16 bytes of base64, never the same twice, drawing the generator once per 256 nonces", async () => {
    const { freshNonce } = await import("../../../server/app/server");
    const drawn = vi.mocked(crypto.randomBytes);
    const nonces = Array.from({ length: 1_000 }, () => freshNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(1_000);
    // Each draw's bytes are used once, in order: the nonces are the drawn blocks cut in 16s.
    const blocks = drawn.mock.results.map((result) => result.value as Buffer);
    expect(blocks.length).toBe(Math.ceil(1_000 / 256));
    const cut = blocks.flatMap((block) => Array.from({ length: block.length / 16 }, (_, index) => block.toString("base64", index * 16, index * 16 + 16)));
    expect(nonces).toEqual(cut.slice(0, 1_000));
  });
});
