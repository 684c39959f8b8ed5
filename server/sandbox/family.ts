import { createHash, randomBytes } from "node:crypto";
import { SEED_CONTRACT_NUMBER } from "./seed/contract.js";

/**
 * The family circle as the hub keeps it (docs/upstream-api.md section 4): the relatives
 * a contract's owner invited, each an invitation until accepted, then a relative who follows
 * the contract until revoked. The invitation's token is handed out once; only its digest is kept.
 */
export type RelativeState = "INVITED" | "FOLLOWING" | "WITHDRAWN" | "REVOKED";

export interface StoredRelative {
  id: string;
  contractNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  state: RelativeState;
  invitedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  endedAt: string | null;
  customerId: string | null;
  alertsByEmail: boolean;
  /** The language of the page the relative accepted on, or last chose their alerts on (decision 109); absent in a file written before it: French. */
  language?: "fr" | "en";
  /** sha256 of the current token (base64url): its link then tells what became of it (used, withdrawn); null for a seeded relative. */
  tokenDigest: string | null;
}

/** What the hub serves of a relative: everything but the token's digest, with a language always. */
export type Relative = Omit<StoredRelative, "tokenDigest" | "language"> & { language: "fr" | "en" };

export const relativeView = ({ tokenDigest: _digest, language, ...relative }: StoredRelative): Relative => ({ ...relative, language: language ?? "fr" });

export const digestOf = (token: string) => createHash("sha256").update(token, "utf8").digest("base64url");

/** A new token (43 URL-safe characters) and its digest. */
export function newToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, digest: digestOf(token) };
}

/** The demo relative: luc.dupont@example.fr (customer 300001) follows contract 2024000123. */
export const RELATIVE_CUSTOMER_ID = "300001";

/** Marie's circle: Luc, her son, follows; Sophie, her sister, was invited and never answered (expired). */
export function seedFamilies(): Record<string, StoredRelative[]> {
  return {
    [SEED_CONTRACT_NUMBER]: [
      {
        id: `REL-${SEED_CONTRACT_NUMBER}-1`,
        contractNumber: SEED_CONTRACT_NUMBER,
        firstName: "Luc",
        lastName: "Dupont",
        email: "luc.dupont@example.fr",
        relationship: "GRANDCHILD",
        state: "FOLLOWING",
        invitedAt: "2026-01-10T09:00:00.000Z",
        expiresAt: "2026-01-17T09:00:00.000Z",
        acceptedAt: "2026-01-11T18:30:00.000Z",
        endedAt: null,
        customerId: RELATIVE_CUSTOMER_ID,
        alertsByEmail: false,
        language: "fr",
        tokenDigest: null,
      },
      {
        id: `REL-${SEED_CONTRACT_NUMBER}-2`,
        contractNumber: SEED_CONTRACT_NUMBER,
        firstName: "Sophie",
        lastName: "Dupont",
        email: "sophie.dupont@example.fr",
        relationship: "CHILD",
        state: "INVITED",
        invitedAt: "2026-01-12T09:00:00.000Z",
        expiresAt: "2026-01-19T09:00:00.000Z",
        acceptedAt: null,
        endedAt: null,
        customerId: null,
        alertsByEmail: false,
        tokenDigest: digestOf("sandbox-expired-invitation-token-of-sophie-dupont"),
      },
    ],
  };
}
