import { find, type PostalCodeEntry } from "codes-postaux";
import type { HttpHandler } from "msw";
import { distinctLocalities, sameLocality } from "../../../app/kernel/addresses/locality";
import { json, nonEmptyString, problem, readJsonObject, route } from "./respond.js";

const BASE = "/front/address/sercadia";

function normalize(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\s'-]+/g, " ").trim().toUpperCase();
}

const isFrance = (country: string) => ["FR", "FRANCE", "FRA"].includes(normalize(country));

/** The communes of a French postal code in La Poste's base (`codes-postaux`); none for anything else. */
function communesOf(postalCode: string): PostalCodeEntry[] {
  return /^\d{5}$/.test(postalCode) ? find(postalCode) : [];
}

/** A postal code's localities as the service writes them: the routing names, each once. */
const routingNames = (communes: readonly PostalCodeEntry[]) => distinctLocalities(communes.map((commune) => commune.libelleAcheminement));

/** The commune a typed locality names, by its name or its routing name (decision 129). */
const communeNamed = (communes: readonly PostalCodeEntry[], locality: string) =>
  communes.find((commune) => sameLocality(locality, commune.nomCommune) || sameLocality(locality, commune.libelleAcheminement));

/**
 * Postal address validation (SERCADIA) and localities by postal code, from La Poste's published
 * base of postal codes and localities (decision 129). The base has no streets: a street is
 * unknown only when it says "inconnue" (the sandbox's way to play it).
 */
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
      const communes = communesOf(postalCode.trim());
      const named = communeNamed(communes, locality);
      if (!isFrance(country)) {
        // The French base says nothing of a foreign address, unless it is a French one: its
        // postal code and locality go together in the base.
        if (!named) return json({ valid: true });
        return json({ valid: false, reason: "COUNTRY_MISMATCH", suggestion: { line4: normalize(line4), postalCode, locality: named.libelleAcheminement, country: "FR" } });
      }
      if (communes.length === 0) return json({ valid: false, reason: "UNKNOWN_POSTAL_CODE" });
      if (named) return json({ valid: true });
      return json({ valid: false, reason: "LOCALITY_MISMATCH", suggestion: { line4: normalize(line4), postalCode, locality: routingNames(communes)[0]!, country: "FR" } });
    }),

    route("get", BASE, ({ url }) => {
      const postalCode = url.searchParams.get("postalCode");
      if (!postalCode) return problem(400, "MISSING_PARAMETER", "The query parameter postalCode is required");
      return json({ postalCode, localities: routingNames(communesOf(postalCode.trim())) });
    }),
  ];
}
