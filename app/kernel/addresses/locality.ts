/**
 * How the postal service compares a locality typed with the names of its base (La Poste's base of
 * postal codes: a commune's name, "L'Haÿ-les-Roses", and its routing name, "L HAY LES ROSES"):
 * case, accents, hyphens, apostrophes and spaces aside, and "SAINT" / "SAINTE" read as the
 * routing names abbreviate them, "ST" / "STE". The sandbox's address service compares with it;
 * the app offers a postal code's localities through it (decision 129). No import: pure text.
 */

/** Whole words the routing names abbreviate. */
const ABBREVIATIONS: Readonly<Record<string, string>> = { SAINT: "ST", SAINTE: "STE" };

/** Ligatures that Unicode does not take apart into letters. */
const LIGATURES: Readonly<Record<string, string>> = { Œ: "OE", Æ: "AE", ß: "SS" };

/** The comparable form of a locality: "Saint-Étienne", "ST ETIENNE" and "st-etienne" give "STETIENNE". */
export function localityKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[ŒÆß]/g, (ligature) => LIGATURES[ligature]!)
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join("");
}

/** Whether two writings name the same locality for the postal service. */
export function sameLocality(typed: string, known: string): boolean {
  const key = localityKey(typed);
  return key !== "" && key === localityKey(known);
}

/**
 * The localities to offer, in order, each once: two writings of one locality ("SAINT DENIS",
 * "ST DENIS") are one choice, the first written kept.
 */
export function distinctLocalities(localities: readonly string[]): string[] {
  const seen = new Set<string>();
  return localities.filter((locality) => {
    const key = localityKey(locality);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
