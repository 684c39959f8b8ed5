/** What the HTTP server layer (server/app) passes to every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's CSP nonce (app/platform/http-security.server.ts). */
    nonce?: string;
    requestId?: string;
    /** The support id (the `sid` cookie), shown on error pages. */
    sessionId?: string;
    /** The socket's remote address (the promo attempt limiter keys on it). */
    clientAddress?: string;
    /** Set by an action whose form had errors, so the page title says so (JavaScript off). */
    formErrors?: boolean;
    /** Set by the form reader when it left fields out of a post: the document answers 400. */
    formRefused?: boolean;
  }
}

export {};
