import {
  appliedDiscountSchema,
  discountQuery,
  discountReferenceSchema,
  parseDiscountCode,
  promoCodesSchema,
  referenceError,
  toPromoCodes,
  type AppliedDiscount,
  type DiscountErrorCode,
  type DiscountOffer,
  type DiscountReference,
} from "~/kernel/money/discount/index";
import { log } from "~/kernel/platform/logger.server";
import { isUpstreamError, upstream } from "./http.server";

/**
 * Promo codes upstream (SPEC 7, docs/upstream-api.md sections 3 and 5): the referential under
 * /vsmp/api (documents service, 20000 ms) and the contract's promo list under /vsmp/api/vsmp/v1
 * (contract service, 5000 ms). Codes are checked for format before they reach a URL.
 */
const REFERENTIAL = "/vsmp/api/discount/referential";
const referencePath = (code: string) => `${REFERENTIAL}/${encodeURIComponent(code)}/`;
const confPath = (code: string) => `${REFERENTIAL}/${encodeURIComponent(code)}/conf/`;
const promosPath = (contractId: string) => `/vsmp/api/vsmp/v1/contract/${encodeURIComponent(contractId)}/promos`;

export interface DiscountCallOptions {
  requestId?: string;
  signal?: AbortSignal;
}

function isNotFound(error: unknown): boolean {
  return isUpstreamError(error, "status") && error.status === 404;
}

function failureFields(error: unknown): Record<string, unknown> {
  return isUpstreamError(error) ? { failure: error.failure, status: error.status } : { failure: String(error) };
}

/**
 * GET /vsmp/api/discount/referential/{code}/: the code's dates and configurations. Null for an
 * unknown (404) or malformed code; any other failure throws the UpstreamError.
 */
export async function fetchDiscountReference(code: string, options: DiscountCallOptions = {}): Promise<DiscountReference | null> {
  const parsed = parseDiscountCode(code);
  if (!parsed.ok) return null;
  try {
    return await upstream.documents.get(referencePath(parsed.code), discountReferenceSchema, options);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export type DiscountCheck = { ok: true; discount: AppliedDiscount } | { ok: false; error: DiscountErrorCode };

/**
 * GET /vsmp/api/discount/referential/{code}/conf/ with the offer's query (SPEC 7): the discount
 * as it applies to this offer. 404 (unknown code, no matching enabled configuration) and an
 * offer without a formula are ERR_NOT_FOUND, a malformed code ERR_INVALID_FORMAT; any other
 * failure throws the UpstreamError.
 */
export async function checkDiscount(code: string, offer: DiscountOffer, options: DiscountCallOptions = {}): Promise<DiscountCheck> {
  const parsed = parseDiscountCode(code);
  if (!parsed.ok) return parsed;
  const query = discountQuery(offer);
  if (query === null) return { ok: false, error: "ERR_NOT_FOUND" };
  try {
    return { ok: true, discount: await upstream.documents.get(confPath(parsed.code), appliedDiscountSchema, { ...options, query }) };
  } catch (error) {
    if (isNotFound(error)) return { ok: false, error: "ERR_NOT_FOUND" };
    throw error;
  }
}

/**
 * Every rule for applying a code to an offer on `now` (SPEC 5), in order: format, reference
 * (unknown: ERR_NOT_FOUND), dates (ERR_DATES_VALIDITY), compatibility including the SIM and
 * mobile rules (ERR_NOT_FOUND), then the conf call giving the discount. ERR_ALREADY_APPLIED and
 * the attempt limit are the caller's, before this (see `precheckDiscountCode`).
 */
export async function validateDiscountCode(
  code: string,
  offer: DiscountOffer,
  options: DiscountCallOptions & { now?: Date } = {},
): Promise<DiscountCheck> {
  const { now = new Date(), ...callOptions } = options;
  const parsed = parseDiscountCode(code);
  if (!parsed.ok) return parsed;
  const reference = await fetchDiscountReference(parsed.code, callOptions);
  if (reference === null) return { ok: false, error: "ERR_NOT_FOUND" };
  const error = referenceError(reference, offer, now);
  if (error !== null) return { ok: false, error };
  return checkDiscount(parsed.code, offer, callOptions);
}

/**
 * For the "offerChanged" action of the discount state: whether each code (applied or cached) is
 * valid for the new offer. A code whose reference could not be read is left out, so the state
 * keeps it as it is rather than dropping a code because of an upstream hiccup.
 */
export async function compatibilityWithOffer(
  codes: readonly string[],
  offer: DiscountOffer,
  options: DiscountCallOptions & { now?: Date } = {},
): Promise<Record<string, boolean>> {
  const { now = new Date(), ...callOptions } = options;
  const entries = await Promise.all(
    [...new Set(codes)].map(async (code): Promise<[string, boolean] | null> => {
      try {
        const reference = await fetchDiscountReference(code, callOptions);
        return [code, reference !== null && referenceError(reference, offer, now) === null];
      } catch (error) {
        log("warn", "Discount: Unable to check discount", { code, requestId: callOptions.requestId, ...failureFields(error) });
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/**
 * The details of the applied codes for this offer, for the price shown on the summary and the
 * payment step. `unavailable` lists the codes that could not be read (unknown, incompatible, or
 * an upstream failure, logged); `failed` those of them the discount service did not answer for.
 */
export async function readAppliedDiscounts(
  codes: readonly string[],
  offer: DiscountOffer,
  options: DiscountCallOptions = {},
): Promise<{ discounts: AppliedDiscount[]; unavailable: string[]; failed: string[] }> {
  const results = await Promise.all(
    codes.map(async (code) => {
      try {
        return { code, check: await checkDiscount(code, offer, options) };
      } catch (error) {
        log("warn", "Discount: Unable to check discount", { code, requestId: options.requestId, ...failureFields(error) });
        return { code, check: null };
      }
    }),
  );
  return {
    discounts: results.flatMap(({ check }) => (check?.ok ? [check.discount] : [])),
    unavailable: results.filter(({ check }) => !check?.ok).map(({ code }) => code),
    failed: results.filter(({ check }) => check === null).map(({ code }) => code),
  };
}

/**
 * GET /vsmp/api/vsmp/v1/contract/{contractId}/promos, then the reference of each code (SPEC 7).
 * Codes the referential no longer knows are left out. On failure: logged 'Discount: Unable to get
 * contract discount' (SPEC 8) and null (the codes are not known, which is not "no codes").
 */
export async function readContractPromos(contractId: string, options: DiscountCallOptions = {}): Promise<DiscountReference[] | null> {
  try {
    const { promoCodeDtos } = await upstream.vsmp.get(promosPath(contractId), promoCodesSchema, options);
    const references = await Promise.all(promoCodeDtos.map(({ promoCode }) => fetchDiscountReference(promoCode, options)));
    return references.filter((reference) => reference !== null);
  } catch (error) {
    log("error", "Discount: Unable to get contract discount", { contractId, requestId: options.requestId, ...failureFields(error) });
    return null;
  }
}

/**
 * Saves the applied codes with the contract (SPEC 4, 7): POST { promoCodeDtos }, or DELETE when the
 * list is empty. On failure: logged 'Discount: Unable to save contract discount' (SPEC 8) and false.
 */
export async function saveContractPromos(
  contractId: string,
  codes: readonly string[],
  options: DiscountCallOptions = {},
): Promise<boolean> {
  try {
    if (codes.length === 0) await upstream.vsmp.delete(promosPath(contractId), promoCodesSchema, options);
    else await upstream.vsmp.post(promosPath(contractId), promoCodesSchema, { ...options, body: toPromoCodes(codes) });
    return true;
  } catch (error) {
    log("error", "Discount: Unable to save contract discount", { contractId, requestId: options.requestId, ...failureFields(error) });
    return false;
  }
}
