import { describe, expect, it } from "vitest";
import { BodyTooLarge, readBoundedBody, readBoundedText } from "~/kernel/platform/bounded-body.server";

/** A body that would go on for ever: the reader must stop at its limit, not read it all. */
function endless(chunk = 64 * 1024) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);

describe("the bounded body reader", () => {
  it("reads a body within its limit whole", async () => {
    expect(await readBoundedText(post("é".repeat(100)), 4096)).toBe("é".repeat(100));
  });

  it("refuses an announced length over the limit before reading a byte", async () => {
    const body = endless();
    await expect(readBoundedBody(post(body.stream, { "content-length": String(150 * 1024 * 1024) }), 4096)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("refuses a length that is not a decimal number", async () => {
    await expect(readBoundedBody(post("x", { "content-length": "0x10" }), 4096)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it("stops reading an unannounced body at its limit", async () => {
    const body = endless();
    await expect(readBoundedBody(post(body.stream), 100 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(body.pulled()).toBeLessThanOrEqual(4 * 64 * 1024);
  });
});
