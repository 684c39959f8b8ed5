/**
 * The government address lookup (SPEC 7), as pure rules: when a query is worth sending, and what
 * the completion offers from an answer (the national address base's GeoJSON features).
 */

export const LOOKUP_LIMITS = { minLength: 3, maxLength: 100, results: 5 } as const;

/**
 * How often the street field may ask: the government lookup's quota is shared by the
 * whole service. One visitor types an address in a few dozen keystrokes; everyone behind one
 * address (a post office's agents, a care home) gets ten visitors' worth. Past either, the field
 * stays a plain field for a minute.
 */
export const COMPLETION_LIMITS = {
  visitor: { max: 60, lockMs: 60_000 },
  address: { max: 600, lockMs: 60_000 },
} as const;

/**
 * How long the visitor's own browser keeps an answer for its query (typing back over a street
 * asks nothing again). Nothing is kept on the server: what a person types is theirs (DESIGN 8).
 */
export const COMPLETION_BROWSER_CACHE_S = 300;

/** One completion: the label shown, and the fields it fills. */
export interface AddressCompletion {
  label: string;
  streetName: string;
  codePostal: string;
  city: string;
}

/** The query as sent, or undefined when it is too short or too long to be worth a call. */
export function lookupQuery(typed: string | null | undefined): string | undefined {
  const query = (typed ?? "").replace(/\s+/g, " ").trim();
  if (query.length < LOOKUP_LIMITS.minLength || query.length > LOOKUP_LIMITS.maxLength) return undefined;
  return query;
}

export interface LookupFeature {
  properties: { label?: string; name?: string; postcode?: string; city?: string };
}

/** The completions of an answer: features with a street, postal code and city, no duplicate. */
export function completionsOf(features: readonly LookupFeature[]): AddressCompletion[] {
  const seen = new Set<string>();
  const completions: AddressCompletion[] = [];
  for (const { properties } of features) {
    const { name, postcode, city } = properties;
    if (!name || !postcode || !city) continue;
    const label = `${name}, ${postcode} ${city}`;
    if (seen.has(label)) continue;
    seen.add(label);
    completions.push({ label, streetName: name, codePostal: postcode, city });
    if (completions.length === LOOKUP_LIMITS.results) break;
  }
  return completions;
}
