/** What the HTTP server layer passes to every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    nonce?: string;
    requestId?: string;
    sessionId?: string;
    /** The socket's remote address (the promo attempt limiter keys on it). */
    clientAddress?: string;
    /** Set by an action whose form had errors, so the page title says so (JavaScript off). */
    formErrors?: boolean;
  }
}

export {};
