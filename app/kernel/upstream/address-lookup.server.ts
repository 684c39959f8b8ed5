import { z } from "zod";
import { completionsOf, LOOKUP_LIMITS, type AddressCompletion } from "~/kernel/addresses/address-lookup";
import { isUpstreamError, upstream } from "./http.server";

/**
 * The government address lookup (SPEC 7: host and time-out from configuration,
 * `ADDRESS_LOOKUP_URL`, `ADDRESS_LOOKUP_TIMEOUT_MS`): `GET {host}/search/?q=&limit=`.
 * A failure of any kind gives no completion (null): the street field stays a plain field.
 */
const answerSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({ label: z.string().optional(), name: z.string().optional(), postcode: z.string().optional(), city: z.string().optional() }),
    }),
  ),
});

export async function lookupAddresses(query: string, requestId?: string): Promise<AddressCompletion[] | null> {
  try {
    // A relative path: the configured host may carry a base path (the sandbox's /adresse-api).
    const answer = await upstream.addressLookup.get("search/", answerSchema, { query: { q: query, limit: LOOKUP_LIMITS.results }, requestId });
    return completionsOf(answer.features);
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}
