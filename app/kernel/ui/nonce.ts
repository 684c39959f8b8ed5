import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server; empty in the browser. */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * The support session id (the `sid` cookie) shown on error pages: provided by entry.server when
 * rendering on the server, read from the cookie in the browser. It identifies a browser for
 * support, it is not a credential, so it is readable by scripts.
 */
export const SessionIdContext = createContext<string | null>(null);

export function useSessionId(): string | null {
  const fromServer = useContext(SessionIdContext);
  if (fromServer) return fromServer;
  if (typeof document === "undefined") return null;
  return /(?:^|;\s*)sid=([A-Za-z0-9-]+)/.exec(document.cookie)?.[1] ?? null;
}
