/** What the HTTP server layer passes to every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    nonce?: string;
    requestId?: string;
    sessionId?: string;
  }
}

export {};
