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
    /**
     * Set when a journey step's post could not read the journey's contract: the action answers
     * the form back with what was typed, and the page's loaders of the same request show that
     * form rather than an error page: a failed read never loses what was typed.
     */
    journeyReadFailed?: boolean;
    /** The price grids asked in this request, by system and level (journey/price.server.ts). */
    priceGrids?: Map<string, Promise<import("~/kernel/contract/offers").PriceGrid | null>>;
    /** Set by the form reader when it left fields out of a post: the document answers 400. */
    formRefused?: boolean;
    /**
     * Set by the app's server for a mutation the Origin check refused: the page posted to (path
     * and query), which the refusal page links back to (routes/formulaire-refuse.tsx).
     */
    refusedMutation?: { page: string };
  }
}

export {};
