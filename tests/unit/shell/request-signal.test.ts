import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestSignal } from "../../../server/app/server";

/**
 * The app server's Request signal (server/app/server.ts): aborted once the response closes,
 * finished or cut short. Remix clears its 5-second timer of a document's data stream only on
 * that abort, so a finished page must abort it too, or the page's loader data stays in memory.
 */
let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  return new Promise((resolve) => server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)));
}

describe("requestSignal", () => {
  it("is not aborted while the page is made, and is aborted once the response has gone out whole", async () => {
    const seen: { signal?: AbortSignal; abortedWhileAnswering?: boolean } = {};
    const url = await listen((_request, response) => {
      seen.signal = requestSignal(response);
      setTimeout(() => {
        seen.abortedWhileAnswering = seen.signal!.aborted;
        response.end("page");
      }, 30);
    });
    const answer = await fetch(url);
    expect(await answer.text()).toBe("page");
    expect(seen.abortedWhileAnswering).toBe(false);
    await vi.waitFor(() => expect(seen.signal?.aborted).toBe(true));
    // An AbortError, as the Fetch API's own abort gives (what upstream calls and Remix look for).
    expect(seen.signal!.reason).toBeInstanceOf(DOMException);
    expect((seen.signal!.reason as DOMException).name).toBe("AbortError");
  });

  it("gives each request an AbortError of its own: nothing one request's code does to it reaches another's", async () => {
    const signals: AbortSignal[] = [];
    const url = await listen((_request, response) => {
      signals.push(requestSignal(response));
      response.end("page");
    });
    for (let index = 0; index < 2; index++) await (await fetch(url)).text();
    await vi.waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
    expect(signals).toHaveLength(2);
    expect(signals[0]!.reason).not.toBe(signals[1]!.reason);
    for (const signal of signals) expect((signal.reason as DOMException).name).toBe("AbortError");
  });

  it("is aborted when the visitor leaves before the end", async () => {
    let signal: AbortSignal | undefined;
    const url = await listen((_request, response) => {
      signal = requestSignal(response);
      response.writeHead(200, { "content-type": "text/plain" });
      response.write("first part;");
    });
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest(url, (incoming) => {
        incoming.once("data", () => {
          expect(signal?.aborted).toBe(false);
          outgoing.destroy();
          resolve();
        });
      });
      outgoing.on("error", () => undefined);
      outgoing.end();
    });
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
  });
});
