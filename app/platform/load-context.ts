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
    /**
     * Given by the app server (server/app): a rendered document is handed over here, as bytes,
     * and the response carries no body of its own (decision 048). Absent on another server
     * (remix-serve), which gets the document as the response's body.
     */
    takeDocument?: (html: Buffer) => void;
  }
}

export {};
