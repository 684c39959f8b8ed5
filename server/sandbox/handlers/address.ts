import type { HttpHandler } from "msw";
import { own } from "../own.js";
import { LOCALITIES_BY_POSTAL_CODE } from "../seed/addresses.js";
import { json, nonEmptyString, problem, readJsonObject, route } from "./respond.js";

const BASE = "/front/address/sercadia";

function normalize(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\s'-]+/g, " ").trim().toUpperCase();
}

const isFrance = (country: string) => ["FR", "FRANCE", "FRA"].includes(normalize(country));

/** Postal address validation (SERCADIA) and localities by postal code. */
export function addressHandlers(): HttpHandler[] {
  return [
    route("post", BASE, async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const line4 = nonEmptyString(body.value.line4);
      const postalCode = nonEmptyString(body.value.postalCode, 11);
      const locality = nonEmptyString(body.value.locality, 100);
      const country = nonEmptyString(body.value.country, 60);
      if (!line4 || !postalCode || !locality || !country) {
        return problem(400, "INVALID_BODY", "line4, postalCode, locality and country are required");
      }
      if (/inconnue/i.test(line4)) return json({ valid: false, reason: "UNKNOWN_ADDRESS" });
      const known = own(LOCALITIES_BY_POSTAL_CODE, postalCode);
      if (!known) return json({ valid: true });
      const suggestion = { line4: normalize(line4), postalCode, locality: known[0]!, country: "FR" };
      if (!isFrance(country)) return json({ valid: false, reason: "COUNTRY_MISMATCH", suggestion });
      if (!known.includes(normalize(locality))) return json({ valid: false, reason: "LOCALITY_MISMATCH", suggestion });
      return json({ valid: true });
    }),

    route("get", BASE, ({ url }) => {
      const postalCode = url.searchParams.get("postalCode");
      if (!postalCode) return problem(400, "MISSING_PARAMETER", "The query parameter postalCode is required");
      return json({ postalCode, localities: own(LOCALITIES_BY_POSTAL_CODE, postalCode) ?? [] });
    }),
  ];
}
