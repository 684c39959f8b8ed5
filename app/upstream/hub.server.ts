import { z } from "zod";
import { upstream } from "./http.server";

const HUB = "/vsmp/api/vsmp/v1/hub";

export const contractSummarySchema = z.object({
  contractNumber: z.string(),
  version: z.number(),
  formula: z.string(),
  ttcPriceInCents: z.number(),
  suspended: z.boolean(),
  recipient: z.object({ firstName: z.string(), lastName: z.string() }),
});

const contractListSchema = z.object({ results: z.array(contractSummarySchema), nextResults: z.unknown().optional() });

export async function listContractsOfCustomer(customerId: string, requestId?: string) {
  const list = await upstream.vsmp.get(`${HUB}/contract`, contractListSchema, { query: { customerId }, requestId });
  return list.results;
}
