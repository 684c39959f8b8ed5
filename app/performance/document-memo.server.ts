import type { EntryContext } from "@remix-run/node";
import type { AddressRead, RequestClient } from "~/platform/load-context";
import { gzipPieces, sharedPiece, type SharedPiece } from "./document-pieces.server";

/**
 * Rendered ANONYMOUS documents, memoised by everything a render depends on: the URL, the
 * language, the menu's version and the loader data (see README.md in this folder). A page of a
 * person is never kept: `anonymousDocumentKey` answers null unless the request carries no cookie
 * but the language and the support id, and the loader data is plain JSON. The request's CSP
 * nonce is put in at the last moment (the memoised markup holds a placeholder). Only successful
 * GET renders without action data or errors are kept; a small LRU bounds memory.
 *
 * Each stretch of markup between two nonces is also compressed once, as a shared piece of
 * document-pieces.server.ts. A gzipped response is those stretches with this request's nonce in
 * between as stored (uncompressed) deflate blocks, in one gzip member whose CRC runs over the
 * whole document: no compression work per request.
 */
export const NONCE_PLACEHOLDER = "__csp_nonce_6d1f9a__";

/**
 * Marks a response whose document went to the app server's `takeDocument` (AppLoadContext): the
 * server sends those bytes, and drops this header. A response without it is sent as it is.
 */
export const DOCUMENT_TAKEN = "x-document-taken";

const MAX_ENTRIES = 300;
const MAX_BYTES = 48 * 1024 * 1024;

export interface Rendered {
  html: string;
  /** The markup between nonces, each deflated once (an anonymous page: nothing of a person). */
  stretches: SharedPiece[];
}

const entries = new Map<string, Rendered>();
let bytes = 0;

/** Cookies that do not make a visitor a person: the language (in the key) and the support id (never rendered in a kept page). */
const ANONYMOUS_COOKIES = new Set(["lang", "sid"]);

function hasOnlyAnonymousCookies(header: string | null): boolean {
  if (!header) return true;
  return header.split(";").every((pair) => {
    const name = pair.slice(0, pair.indexOf("=") >>> 0).trim();
    return pair.trim() === "" || ANONYMOUS_COOKIES.has(name);
  });
}

/**
 * A query string may carry a person's data (a prefilled e-mail, a name from a campaign link: the
 * access log writes only the names of its parameters), so an address with one is never kept.
 */
function hasQuery(url: string): boolean {
  return url.includes("?");
}

/**
 * Plain JSON only: a promise (deferred data), a Map, a Date or a class instance serialises to
 * "{}" or loses what tells two values apart, so it could make two different pages share a key.
 */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== "object") return false; // undefined, functions, symbols, bigints
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item !== undefined && isPlainData(item));
}

/**
 * The key of an anonymous document, or null when the document must be rendered for this request
 * alone: a POST, an error, action data, a request with any cookie of a person (journey, user,
 * agent, flash or any unknown one), an address with a query string, a response marked `private`
 * or `no-store`, or loader data that is not plain JSON.
 */
export function anonymousDocumentKey(
  request: Request,
  status: number,
  responseHeaders: Headers,
  context: EntryContext,
  locale: string,
  menuVersion: number,
): string | null {
  const handler = context.staticHandlerContext;
  if (request.method !== "GET" || status !== 200 || handler.errors || handler.actionData || hasQuery(request.url)) return null;
  if (!hasOnlyAnonymousCookies(request.headers.get("cookie")) || !mayKeepRendered(responseHeaders)) return null;
  if (!isPlainData(handler.loaderData)) return null;
  return `${locale}|${menuVersion}|${request.url}|${JSON.stringify(handler.loaderData)}`;
}

/** A page that says `private` or `no-store` shows a person's data: never kept (DESIGN 8). */
function mayKeepRendered(headers: Headers): boolean {
  return !/\b(private|no-store)\b/i.test(headers.get("Cache-Control") ?? "");
}

export function prepareRendered(html: string): Rendered {
  return { html, stretches: html.split(NONCE_PLACEHOLDER).map(sharedPiece) };
}

export function readRendered(key: string): Rendered | null {
  const rendered = entries.get(key);
  if (rendered === undefined) return null;
  entries.delete(key);
  entries.set(key, rendered);
  return rendered;
}

function sizeOf(rendered: Rendered): number {
  return rendered.html.length * 2 + rendered.stretches.reduce((sum, part) => sum + part.bytes.length + part.deflated.length, 0);
}

export function keepRendered(key: string, rendered: Rendered) {
  if (rendered.html.length > 1024 * 1024 || entries.has(key)) return;
  entries.set(key, rendered);
  bytes += sizeOf(rendered);
  while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
    const oldest = entries.keys().next().value as string;
    const dropped = entries.get(oldest);
    bytes -= dropped ? sizeOf(dropped) : 0;
    entries.delete(oldest);
  }
}

/** The document with this request's nonce: plain text, or gzip put together from the stretches. */
export function documentBody(rendered: Rendered, nonce: string, gzip: boolean): Buffer | string {
  if (!gzip) return rendered.html.split(NONCE_PLACEHOLDER).join(nonce);
  const nonceBytes = Buffer.from(nonce, "utf8");
  return gzipPieces(rendered.stretches.flatMap((stretch, index) => (index > 0 ? [nonceBytes, stretch] : [stretch])));
}

// ---------------------------------------------------------------------------------------------
// The front of the memo: the app server answers a repeated anonymous GET with the kept document
// for a few seconds, without running Remix at all (matching, loaders, render, key). Everything an
// anonymous document depends on is in its URL and language cookie, or in shared reads (menu,
// content, offers) whose changes then show within FRONT_LIFETIME_MS. The app server and the Remix
// build bundle their own copies of this module, so the table is kept once per process.

/** How long the app server answers an anonymous document from the memo without Remix. */
export const FRONT_LIFETIME_MS = 5_000;
const FRONT_ENTRIES = 300;

export interface FrontDocument {
  rendered: Rendered;
  status: number;
  /** The response headers but those of the body and the nonce. */
  headers: [string, string][];
  /** The Content-Security-Policy, cut where the nonce goes. */
  policy: string[];
  expires: number;
  /**
   * What its render read per client address (the promo code's tries), all found empty for that
   * request: the document is answered only to a client whose address has nothing kept either.
   */
  addressChecks: AddressRead["keptFor"][];
}

const FRONT = Symbol.for("vsmp.front-documents");
const holder = globalThis as unknown as Record<symbol, Map<string, FrontDocument> | undefined>;
const front = (holder[FRONT] ??= new Map<string, FrontDocument>());

/** The key of a request the front may answer: a GET with no cookie of a person; else null. */
export function frontKey(method: string, url: string, cookieHeader: string | null | undefined): string | null {
  if (method !== "GET" || hasQuery(url) || !hasOnlyAnonymousCookies(cookieHeader ?? null)) return null;
  const language = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? "")?.[1]?.trim() ?? "";
  return `${language}|${url}`;
}

const BODY_HEADERS = new Set(["content-length", "content-encoding", "content-security-policy", "vary"]);

/**
 * Called by the document render for a kept anonymous document (never for a person's page), with
 * what its loaders read per client address: none may have found anything kept for this client
 * (then the page is its own), and each is asked again for the client of every later answer.
 */
export function keepFront(
  key: string,
  rendered: Rendered,
  status: number,
  headers: Headers,
  nonce: string,
  addressReads: readonly AddressRead[],
  now = Date.now(),
) {
  if (headers.has("set-cookie") || addressReads.some((read) => read.kept)) return;
  const kept: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) kept.push([name, value]);
  });
  if (front.size >= FRONT_ENTRIES && !front.has(key)) front.delete(front.keys().next().value as string);
  front.set(key, { rendered, status, headers: kept, policy: (headers.get("content-security-policy") ?? "").split(nonce), expires: now + FRONT_LIFETIME_MS, addressChecks: addressReads.map((read) => read.keptFor) });
}

/** The kept document for this key while it is fresh; a stale one is dropped. */
export function frontDocument(key: string, now = Date.now()): FrontDocument | null {
  const document = front.get(key);
  if (!document) return null;
  if (document.expires <= now) {
    front.delete(key);
    return null;
  }
  return document;
}

/**
 * Whether the front may answer this client with the document: true at once for a page that read
 * nothing per address; otherwise only when its address has nothing kept (a failing check: no).
 */
export function answersClient(document: FrontDocument, client: RequestClient): boolean | Promise<boolean> {
  if (document.addressChecks.length === 0) return true;
  return Promise.all(document.addressChecks.map((keptFor) => keptFor(client))).then(
    (kept) => !kept.includes(true),
    () => false,
  );
}
