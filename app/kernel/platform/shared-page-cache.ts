/**
 * Editorial pages seen by an anonymous visitor are the same for every such visitor of a language:
 * a shared cache may keep them for a short, enforced lifetime (DESIGN 8: "anonymous pages may be
 * cached"; decision 094). The app says which responses qualify with standard HTTP
 * (`Cache-Control: public, max-age=0, s-maxage=N`, `Vary: Cookie`), so a reverse proxy or a CDN
 * in front of it may keep them too; the app's own server keeps them as such a proxy would
 * (server/app/page-cache.ts), knowing which cookies matter. These are the rules both follow.
 *
 * A request is anonymous when it carries no credential and no cookie but the language and the
 * support id (`lang`, `sid`): a signed-in person, a journey, a counter session, a one-time message
 * or a cart all come with their own cookie, so any other cookie means the page may show a
 * person's data, and it is neither looked up nor kept. Preview requests of the content system's
 * editors (`cmsTicketId`, decision 003) are never shared.
 *
 * Only a route that says so is ever shared: an editorial page declares `handle.sharedCache`
 * (its page is the same for every anonymous visitor of a language). Nothing is inferred from a
 * page's shape: a page reached anonymously can still show a person's data (an invitation's link
 * names the inviter), and such a page never declares it.
 */

const SHARED_COOKIES = new Set(["lang", "sid"]);

/** What an editorial route's `handle` says: its page may be kept by a shared cache. */
export interface SharedPageHandle {
  sharedCache?: true;
}

/** Whether the page of these matched routes' handles (root first) may be shared: its own route says so. */
export function pageIsShared(handles: readonly unknown[]): boolean {
  return (handles.at(-1) as SharedPageHandle | undefined)?.sharedCache === true;
}

export interface RequestFacts {
  method: string;
  url: string;
  cookie: string | null | undefined;
  authorization: string | null | undefined;
}

/**
 * The key under which a shared cache keeps the answer to this request (its address and the raw
 * value of its language cookie, the only inputs an anonymous editorial page has), or null when
 * the answer may depend on who asks.
 */
export function sharedCacheKey({ method, url, cookie, authorization }: RequestFacts): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (authorization) return null;
  let language = "";
  for (const part of (cookie ?? "").split(";")) {
    const pair = part.trim();
    if (!pair) continue;
    const equals = pair.indexOf("=");
    if (equals < 0 || !SHARED_COOKIES.has(pair.slice(0, equals))) return null;
    const name = pair.slice(0, equals);
    if (name === "lang") language = pair.slice(equals + 1);
  }
  const address = new URL(url, "http://localhost");
  if (address.searchParams.has("cmsTicketId")) return null;
  return `${address.pathname}${address.search}\n${language}`;
}

/** The headers of an anonymous editorial page a shared cache may keep for `lifetimeS` seconds. */
export function sharedCacheHeaders(lifetimeS: number): Record<string, string> {
  // Browsers keep nothing (max-age=0): after signing in, the same address shows the person's name.
  return { "Cache-Control": `public, max-age=0, s-maxage=${lifetimeS}`, Vary: "Cookie" };
}

export interface ResponseFacts {
  status: number;
  cacheControl: string | null;
  contentSecurityPolicy: string | null;
  setsCookie: boolean;
}

/**
 * How long (ms) a shared cache may keep this response: its `s-maxage`, when it is a 200 marked
 * `public` that sets no cookie and carries no CSP nonce (a nonce is one request's own); else 0.
 */
export function sharedLifetimeMs({ status, cacheControl, contentSecurityPolicy, setsCookie }: ResponseFacts, capS: number): number {
  if (status !== 200 || setsCookie || !cacheControl) return 0;
  if (contentSecurityPolicy?.includes("'nonce-")) return 0;
  const directives = cacheControl.toLowerCase().split(",").map((directive) => directive.trim());
  if (!directives.includes("public") || directives.some((directive) => directive === "private" || directive === "no-store")) return 0;
  const sMaxAge = directives.find((directive) => directive.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : NaN;
  if (!Number.isInteger(seconds) || seconds <= 0) return 0;
  return Math.min(seconds, capS) * 1000;
}
