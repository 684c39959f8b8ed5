import { z } from "zod";
import { isWellFormedDiscountCode, MAX_APPLIED_CODES, parseDiscountCode, type CodeCheck, type DiscountErrorCode } from "./codes";
import type { OfferType } from "./offer";

/**
 * The promo codes of a journey (SPEC 3 "Discount state", SPEC 4), small and serialisable: codes and
 * offer types only, no personal data, so it can live in the signed journey cookie. Details of each
 * code (kind, amounts) are read again from upstream when a page needs them.
 */
export interface DiscountState {
  /** Codes applied, in the order they were applied. */
  applied: string[];
  /** The cache: codes removed because the offer changed, with the offer type they applied to. */
  cache: { code: string; offerType: OfferType }[];
  lastApplied: string | null;
  /** The last code tried in error, the one "retry" checks again. */
  lastError: string | null;
  /** The offer type the applied codes were last checked against. */
  offerType: OfferType | null;
}

export const initialDiscountState: DiscountState = {
  applied: [],
  cache: [],
  lastApplied: null,
  lastError: null,
  offerType: null,
};

const offerTypeSchema = z.enum(["formule_essentielle", "formule_liberte", "formule_simplicite", "visite_facteur"]);
const codeSchema = z.string().refine(isWellFormedDiscountCode);

/** The state as read from a cookie: anything malformed gives the initial state. */
export const discountStateSchema = z
  .object({
    applied: z.array(codeSchema).max(MAX_APPLIED_CODES),
    cache: z.array(z.object({ code: codeSchema, offerType: offerTypeSchema })).max(MAX_APPLIED_CODES),
    lastApplied: codeSchema.nullable(),
    lastError: codeSchema.nullable(),
    offerType: offerTypeSchema.nullable(),
  })
  .catch(() => initialDiscountState);

export function parseDiscountState(value: unknown): DiscountState {
  return discountStateSchema.parse(value);
}

export type DiscountAction =
  /** A check of `code` against the offer of type `offerType` succeeded. */
  | { type: "applied"; code: string; offerType: OfferType }
  /** A check of `code` failed with `error`. */
  | { type: "failed"; code: string; error: DiscountErrorCode }
  /** The person removed `code`. */
  | { type: "removed"; code: string }
  /**
   * The services changed. `compatibility` says, for the applied and cached codes the caller could
   * check, whether each is compatible with the new offer; a code left out is left as it is (for
   * example when its reference could not be read).
   */
  | { type: "offerChanged"; offerType: OfferType; compatibility: Readonly<Record<string, boolean>> }
  /** The list saved with the contract was read back (SPEC 7). */
  | { type: "restored"; codes: readonly string[]; offerType: OfferType | null }
  | { type: "reset" };

/** What the person is told after a transition. */
export type DiscountEvent =
  | { type: "applied"; code: string }
  | { type: "failed"; code: string; error: DiscountErrorCode }
  | { type: "removed"; code: string }
  /** Removed because the new offer does not accept it; `offerType` is the offer it applied to. */
  | { type: "removedByOfferChange"; code: string; offerType: OfferType }
  /** Back because the offer accepts it again; `offerType` is the current offer. */
  | { type: "reAdded"; code: string; offerType: OfferType };

export interface DiscountTransition {
  state: DiscountState;
  events: DiscountEvent[];
  /** The refusal of the action, if refused (the state is then unchanged). */
  error: DiscountErrorCode | null;
  /** True when the applied list changed: save it with the contract (SPEC 4). */
  listChanged: boolean;
}

function unchanged(state: DiscountState, error: DiscountErrorCode | null = null): DiscountTransition {
  return { state, events: [], error, listChanged: false };
}

/**
 * The checks made before any upstream call: the format of the code, then ERR_ALREADY_APPLIED,
 * then ERR_TOO_MANY when the list is full.
 */
export function precheckDiscountCode(state: DiscountState, raw: unknown): CodeCheck {
  const parsed = parseDiscountCode(raw);
  if (!parsed.ok) return parsed;
  if (state.applied.includes(parsed.code)) return { ok: false, error: "ERR_ALREADY_APPLIED" };
  if (state.applied.length >= MAX_APPLIED_CODES) return { ok: false, error: "ERR_TOO_MANY" };
  return parsed;
}

/** The code a "retry" checks again: the last one tried in error, else ERR_NO_PREVIOUS. */
export function codeToRetry(state: DiscountState): CodeCheck {
  return state.lastError === null ? { ok: false, error: "ERR_NO_PREVIOUS" } : precheckDiscountCode(state, state.lastError);
}

const withoutCode = <T extends { code: string }>(list: readonly T[], code: string) => list.filter((entry) => entry.code !== code);

/** SPEC 4 "Discounts": the one place the discount state changes. Pure. */
export function discountReducer(state: DiscountState, action: DiscountAction): DiscountTransition {
  switch (action.type) {
    case "applied": {
      const check = precheckDiscountCode(state, action.code);
      if (!check.ok) return unchanged(state, check.error);
      const { code } = check;
      return {
        state: {
          applied: [...state.applied, code],
          cache: withoutCode(state.cache, code),
          lastApplied: code,
          // A code that works ends the retrying: "Réessayer le dernier code" is not offered after it.
          lastError: null,
          offerType: action.offerType,
        },
        events: [{ type: "applied", code }],
        error: null,
        listChanged: true,
      };
    }

    case "failed": {
      const parsed = parseDiscountCode(action.code);
      // A malformed code is not kept: the cookie holds well-formed codes only.
      const lastError = parsed.ok ? parsed.code : state.lastError;
      const code = parsed.ok ? parsed.code : String(action.code).slice(0, 20);
      return { state: { ...state, lastError }, events: [{ type: "failed", code, error: action.error }], error: null, listChanged: false };
    }

    case "removed": {
      const parsed = parseDiscountCode(action.code);
      if (!parsed.ok) return unchanged(state);
      const { code } = parsed;
      const wasApplied = state.applied.includes(code);
      const wasCached = state.cache.some((entry) => entry.code === code);
      if (!wasApplied && !wasCached) return unchanged(state);
      const applied = state.applied.filter((candidate) => candidate !== code);
      return {
        state: { ...state, applied, cache: withoutCode(state.cache, code), lastApplied: applied.at(-1) ?? null },
        events: [{ type: "removed", code }],
        error: null,
        listChanged: wasApplied,
      };
    }

    case "offerChanged": {
      const { offerType, compatibility } = action;
      const previousOfferType = state.offerType ?? offerType;
      const removed = state.applied.filter((code) => compatibility[code] === false);
      const kept = state.applied.filter((code) => compatibility[code] !== false);
      const reAdded = state.cache
        .filter((entry) => compatibility[entry.code] === true && !kept.includes(entry.code))
        .slice(0, Math.max(0, MAX_APPLIED_CODES - kept.length));
      const applied = [...kept, ...reAdded.map((entry) => entry.code)];
      const cache = [
        ...state.cache.filter((entry) => !applied.includes(entry.code) && !removed.includes(entry.code)),
        ...removed.map((code) => ({ code, offerType: previousOfferType })),
      ].slice(-MAX_APPLIED_CODES);
      const events: DiscountEvent[] = [
        ...removed.map((code): DiscountEvent => ({ type: "removedByOfferChange", code, offerType: previousOfferType })),
        ...reAdded.map((entry): DiscountEvent => ({ type: "reAdded", code: entry.code, offerType })),
      ];
      const listChanged = events.length > 0;
      return {
        state: {
          ...state,
          applied,
          cache,
          lastApplied: listChanged ? (applied.at(-1) ?? null) : state.lastApplied,
          offerType,
        },
        events,
        error: null,
        listChanged,
      };
    }

    case "restored": {
      const codes = [
        ...new Set(action.codes.map((code) => parseDiscountCode(code)).flatMap((parsed) => (parsed.ok ? [parsed.code] : []))),
      ].slice(0, MAX_APPLIED_CODES);
      return {
        state: {
          ...initialDiscountState,
          applied: codes,
          cache: state.cache.filter((entry) => !codes.includes(entry.code)),
          lastApplied: codes.at(-1) ?? null,
          lastError: state.lastError,
          offerType: action.offerType,
        },
        events: [],
        error: null,
        listChanged: false,
      };
    }

    case "reset":
      return { state: initialDiscountState, events: [], error: null, listChanged: state.applied.length > 0 };
  }
}
