import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import {
  postalCheckOf,
  sercadiaRequest,
  type PostalAddressInput,
  type PostalCheck,
  type SercadiaAnswer,
} from "~/kernel/addresses/postal-address";
import { isUpstreamError, upstream } from "./http.server";

/**
 * The address service (SPEC 7, under the configured front prefix, its own time-out):
 * the postal validation `{frontPrefix}/address/sercadia` (decision 090) and the localities of a
 * postal code (decision 129).
 */

const sercadiaAnswerSchema = z.object({
  valid: z.boolean(),
  reason: z.string().optional(),
  suggestion: z
    .object({ line4: z.string().optional(), postalCode: z.string().optional(), locality: z.string().optional(), country: z.string().optional() })
    .optional(),
}) satisfies z.ZodType<SercadiaAnswer, unknown>;

const SERCADIA = () => `${config.addressFrontPrefix}/address/sercadia`;

/**
 * POST `{frontPrefix}/address/sercadia`: what the postal service says of an address. The
 * service down (any upstream failure) is the outcome "unverified", never an error: the check
 * never blocks a subscription.
 */
export async function checkPostalAddress(address: PostalAddressInput, requestId?: string): Promise<PostalCheck> {
  try {
    const answer = await upstream.address.post(SERCADIA(), sercadiaAnswerSchema, { body: sercadiaRequest(address), requestId });
    return postalCheckOf(answer, address);
  } catch (error) {
    if (isUpstreamError(error)) return { outcome: "unverified" };
    throw error;
  }
}

/**
 * GET `{frontPrefix}/address/sercadia?postalCode=`: the localities of a postal code, as the
 * service writes them. The service down gives none: the list only adds choices to a suggestion.
 */
export async function localitiesOf(postalCode: string, requestId?: string): Promise<string[]> {
  try {
    const answer = await upstream.address.get(SERCADIA(), z.object({ localities: z.array(z.string()) }), { query: { postalCode }, requestId });
    return answer.localities;
  } catch (error) {
    if (isUpstreamError(error)) return [];
    throw error;
  }
}
