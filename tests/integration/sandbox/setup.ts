import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createSandboxHandlers, createStore, type SandboxStore } from "../../../server/sandbox/index.js";

/** Any origin works: the handlers match every host. */
export const BASE = "http://sandbox.test";

/** The sandbox handlers under msw's setupServer, over a memory store reset before each test. */
export function useSandbox(): { store: SandboxStore } {
  const store = createStore({ file: null });
  const server = setupServer(...createSandboxHandlers(store));
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => store.reset());
  afterAll(() => server.close());
  return { store };
}

export async function call(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

// Bodies are checked with expect(), so the tests read them untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function callJson<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await call(method, path, body);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The WinAnsi bytes the sandbox PDFs use above Latin-1 (Node decodes windows-1252 as Latin-1). */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: "€", 0x85: "…", 0x8c: "Œ", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—", 0x9c: "œ" };
const winAnsi = (byte: number) => WIN_ANSI_EXTRA[byte] ?? String.fromCharCode(byte);

/** Structural check of a PDF: header, every xref offset on its object, stream lengths, trailer. */
export function checkPdf(bytes: Uint8Array): { text: string } {
  const file = Buffer.from(bytes).toString("latin1");
  if (!file.startsWith("%PDF-1.4\n")) throw new Error("no PDF header");
  if (!file.endsWith("%%EOF\n")) throw new Error("no %%EOF");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  if (!file.startsWith("xref\n", startxref)) throw new Error("startxref does not point at xref");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(startxref)) ?? [];
  if (first !== "0" || !count) throw new Error("bad xref header");
  const entries = file.slice(startxref).split("\n").slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, index) => {
    if (!/^\d{10} 00000 n $/.test(entry)) throw new Error(`bad xref entry ${entry}`);
    if (!file.startsWith(`${index + 1} 0 obj\n`, Number(entry.slice(0, 10)))) throw new Error(`object ${index + 1} is not at its offset`);
  });
  for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    if (!file.startsWith("\nendstream", start + Number(match[1]))) throw new Error("stream length mismatch");
  }
  if (!/trailer\n<< \/Size \d+ \/Root 1 0 R/.test(file)) throw new Error("bad trailer");
  // Text shown with Tj, octal escapes decoded from WinAnsi (enough for the characters used).
  const text = [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => m[1]!.replace(/\\(\d{3})/g, (_, octal: string) => winAnsi(parseInt(octal, 8))).replace(/\\(.)/g, "$1"))
    .join("\n")
    // As read: a no-break space (before €, between thousands) is a space.
    .replace(/\u00a0/g, " ");
  return { text };
}
