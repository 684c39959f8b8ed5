import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { filterOffers, priceGrid, type Offer, type PriceGrid } from "~/kernel/contract/offers";
import type { ServiceType } from "~/kernel/contract/services";
import { log } from "~/kernel/platform/logger.server";
import { createCache } from "./cache.server";
import { upstream, type ProjectSystem } from "./http.server";

const offerSchema = z.object({
  system: z.string(),
  serviceLevel: z.string(),
  zoneType: z.string(),
  paymentType: z.string(),
  start: z.string().optional().nullable(),
  end: z.string().optional().nullable(),
  remoteAssistance: z.boolean(),
  remoteAssistanceType: z.enum(["NA", "LANDLINE", "MOBILE", "SIM_3G4G"]),
  triggerType: z.string(),
  planList: z.array(
    z.object({
      formulaName: z.string(),
      priceWithTaxes: z.number(),
      taxesAmount: z.number(),
      vatParts: z.array(z.object({ rate: z.number(), priceWithTaxes: z.number() })).nullish(),
    }),
  ),
  optionList: z.array(z.object({ code: z.string(), priceWithTaxes: z.number(), vatRate: z.number().nullish() })).default([]),
  feeList: z
    .array(z.object({ code: z.string(), type: z.string().optional(), priceWithTaxes: z.number().default(0), vatRate: z.number().nullish() }))
    .default([]),
}) satisfies z.ZodType<Offer, unknown>;

const offersCache = createCache<Offer[]>(config.cache.offersTtlMs);
const gridCache = new Map<string, { grid: PriceGrid; source: Offer[] }>();

/** GET /v1/steamulo/price?system=…: the same for everyone, so read once per cache period. */
export function getOffers(system: ProjectSystem, requestId?: string): Promise<Offer[]> {
  return offersCache.get(system, () =>
    upstream.vsmp.get("/vsmp/api/vsmp/v1/steamulo/price", z.array(offerSchema), { query: { system }, requestId }),
  );
}

/**
 * The price grid of the offers kept for a system, type and country (SPEC 5), computed once per
 * offers list. A failure is logged at info level and gives no grid (SPEC 8: offer fetch failure).
 */
export async function getPriceGrid(
  system: ProjectSystem,
  type: ServiceType,
  requestId?: string,
): Promise<PriceGrid | null> {
  let offers: Offer[];
  try {
    offers = await getOffers(system, requestId);
  } catch (error) {
    log("info", "VSMP: offer fetch failed", { system, error: String(error), requestId });
    return null;
  }
  const day = new Date().toISOString().slice(0, 10);
  const key = `${system}:${type}:${day}`;
  const cached = gridCache.get(key);
  if (cached && cached.source === offers) return cached.grid;
  const grid = priceGrid(filterOffers(offers, { system, type, country: "FRANCE" }, new Date()));
  if (gridCache.size > 20) gridCache.clear();
  gridCache.set(key, { grid, source: offers });
  return grid;
}

const gridsJsonCache = new Map<string, { source: Offer[]; json: string }>();

/**
 * The price grids of both service levels as one JSON string, for the page to price what is on
 * screen as it changes: serialised once per offers list (a string costs the page's data
 * encoding nothing, an object graph of a hundred prices does).
 */
export async function getPriceGridsJson(system: ProjectSystem, requestId?: string): Promise<string | null> {
  const [standard, premium] = await Promise.all([
    getPriceGrid(system, "STANDARD", requestId),
    getPriceGrid(system, "PREMIUM", requestId),
  ]);
  if (!standard && !premium) return null;
  const offers = await getOffers(system, requestId).catch(() => null);
  const day = new Date().toISOString().slice(0, 10);
  const key = `${system}:${day}`;
  const cached = gridsJsonCache.get(key);
  if (cached && offers && cached.source === offers) return cached.json;
  const json = JSON.stringify({ STANDARD: standard, PREMIUM: premium });
  if (offers) {
    if (gridsJsonCache.size > 10) gridsJsonCache.clear();
    gridsJsonCache.set(key, { source: offers, json });
  }
  return json;
}
