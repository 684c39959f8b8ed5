import type { HttpHandler } from "msw";
import { seedOffers } from "../seed/offers.js";
import { SYSTEMS, type System } from "../types.js";
import { json, problem, route } from "./respond.js";

/** The price list (offers) per system. */
export function offerHandlers(): HttpHandler[] {
  return [
    route("get", "/vsmp/api/vsmp/v1/steamulo/price", ({ url }) => {
      const system = url.searchParams.get("system");
      if (!system || !SYSTEMS.includes(system as System)) return problem(400, "INVALID_SYSTEM", "The query parameter system must be LPFR or SIBP");
      return json(seedOffers(system as System));
    }),
  ];
}
