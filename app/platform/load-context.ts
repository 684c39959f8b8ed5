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
     * Set when a journey step's post could not read the journey's contract: the action answers
     * the form back with what was typed, and the page's loaders of the same request show that
     * form rather than an error page (hardening II).
     */
    journeyReadFailed?: boolean;
    /** The price grids asked in this request, by system and level (journey/price.server.ts). */
    priceGrids?: Map<string, Promise<import("~/domain/journey/offers").PriceGrid | null>>;
    /** Set by the form reader when it left fields out of a post: the document answers 400. */
    formRefused?: boolean;
    /**
     * Given by the app server (server/app): a rendered document is handed over here, as pieces
     * (its bytes, the menu's piece compressed once), and the response carries no body of its own
     * (decision 048). Absent on another server (remix-serve), which gets the document as the
     * response's body.
     */
    takeDocument?: (pieces: DocumentPiece[]) => void;
    /**
     * Given by the app server, empty: a loader that reads what is kept per client address (the
     * promo code's tries) notes it here, so that the document memo's front answers that page
     * only to addresses in the same case (decision 052).
     */
    addressReads?: AddressRead[];
  }
}

/**
 * A piece of a rendered document (app/performance/document-pieces.server.ts): this request's own
 * bytes, or markup shared by every visitor with its deflate made once.
 */
export type DocumentPiece = Buffer | { readonly bytes: Buffer; readonly deflated: Buffer };

/** The client of a request as the app server sees it: its socket address and X-Forwarded-For. */
export interface RequestClient {
  remoteAddress: string | undefined;
  forwardedFor: string | null;
}

/**
 * A read of what is kept per client address. A page is the same for every address that has
 * nothing kept (`kept` false for this request); `keptFor` tells, for another request, whether its
 * address has something kept. It must close over nothing of this request.
 */
export interface AddressRead {
  kept: boolean;
  keptFor: (client: RequestClient) => Promise<boolean>;
}
