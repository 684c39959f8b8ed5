import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server; empty in the browser. */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
