import type { HttpHandler } from "msw";
import { LOOKUP_STREETS } from "../seed/addresses.js";
import { json, problem, route } from "./respond.js";

/**
 * The government address lookup (SPEC 7, host from configuration), in the shape of the national
 * address base's `GET /search/?q=&limit=`: a GeoJSON FeatureCollection whose features' properties
 * carry label, name (number and street), housenumber, street, postcode and city.
 */
export const LOOKUP_BASE = "/adresse-api";

const normalize = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\s'-]+/g, " ").trim().toLowerCase();

export function addressLookupHandlers(): HttpHandler[] {
  return [
    route("get", `${LOOKUP_BASE}/search/`, ({ url }) => {
      const q = url.searchParams.get("q")?.trim() ?? "";
      if (q.length < 3 || q.length > 200) return problem(400, "INVALID_QUERY", "q must have 3 to 200 characters");
      const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 5, 1), 20);
      const [, housenumber, rest] = /^(\d+(?:\s?(?:bis|ter))?)\s+(.*)$/i.exec(q) ?? [undefined, undefined, q];
      const wanted = normalize(rest ?? q);
      const features = LOOKUP_STREETS.filter(({ street, city }) => normalize(`${street} ${city}`).includes(wanted) || normalize(street).startsWith(wanted))
        .slice(0, limit)
        .map(({ street, postcode, city }, index) => {
          const name = housenumber ? `${housenumber} ${street}` : street;
          return {
            type: "Feature",
            geometry: { type: "Point", coordinates: [2.3 + index / 100, 48.8] },
            properties: { label: `${name} ${postcode} ${city}`, score: 0.9 - index / 100, housenumber, name, street, postcode, city, type: housenumber ? "housenumber" : "street" },
          };
        });
      return json({ type: "FeatureCollection", version: "draft", query: q, limit, features });
    }),
  ];
}
