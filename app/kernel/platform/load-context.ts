/** What the HTTP server layer (server/app) passes to every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's CSP nonce (app/kernel/platform/http-security.server.ts). */
    nonce?: string;
    requestId?: string;
    /** The support id (the `sid` cookie), shown on error pages. */
    sessionId?: string;
    /** The socket's remote address (the promo attempt limiter keys on it). */
    clientAddress?: string;
    /** This request's upstream reads, each asked once (app/kernel/platform/request-reads.ts). */
    reads?: import("./request-reads").RequestReads;
    /**
     * Set by the app's server for a mutation the Origin check refused: the page posted to (path
     * and query), which the refusal page links back to (routes/formulaire-refuse.tsx).
     */
    refusedMutation?: { page: string };
  }
}

export {};
