import { LRUCache } from "lru-cache";
import { z } from "zod";
import { COMPLETION_CACHE, completionsOf, LOOKUP_LIMITS, type AddressCompletion } from "~/domain/address-lookup";
import { isUpstreamError, upstream } from "./http.server";

/**
 * The government address lookup (SPEC 7: host and time-out from configuration,
 * `ADDRESS_LOOKUP_URL`, `ADDRESS_LOOKUP_TIMEOUT_MS`): `GET {host}/search/?q=&limit=`.
 * A failure of any kind gives no completion: the street field stays a plain field.
 */
const answerSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({ label: z.string().optional(), name: z.string().optional(), postcode: z.string().optional(), city: z.string().optional() }),
    }),
  ),
});

/**
 * The lookup's answers by query: public reference data (streets of France), keyed by what was
 * typed and never by who typed it; a failure is not kept.
 */
const answers = new LRUCache<string, AddressCompletion[]>({ max: COMPLETION_CACHE.entries, ttl: COMPLETION_CACHE.ttlMs });

export async function lookupAddresses(query: string, requestId?: string): Promise<AddressCompletion[]> {
  const key = query.toLowerCase().replace(/\s+/g, " ").trim();
  const kept = answers.get(key);
  if (kept) return kept;
  try {
    // A relative path: the configured host may carry a base path (the sandbox's /adresse-api).
    const answer = await upstream.addressLookup.get("search/", answerSchema, { query: { q: query, limit: LOOKUP_LIMITS.results }, requestId });
    const completions = completionsOf(answer.features);
    answers.set(key, completions);
    return completions;
  } catch (error) {
    if (isUpstreamError(error)) return [];
    throw error;
  }
}
