import { find } from "codes-postaux";
import { describe, expect, it } from "vitest";
import { distinctLocalities, localityKey, sameLocality } from "~/kernel/addresses/locality";

/**
 * The postal service's comparison of a locality typed with the names of La Poste's base of postal
 * codes (decision 129), on real pairs: each name below is read from the base itself.
 */

/** The base's names of a postal code: each commune's name and its routing name. */
function namesOf(postalCode: string): string[] {
  return find(postalCode).flatMap((commune) => [commune.nomCommune, commune.libelleAcheminement]);
}

/** Whether the base knows the locality typed under this postal code. */
const known = (postalCode: string, typed: string) => namesOf(postalCode).some((name) => sameLocality(typed, name));

describe("a locality typed, against the base's names of its postal code", () => {
  it("Boulogne-Billancourt 92100, typed with its hyphen or in small letters with a space", () => {
    expect(namesOf("92100")).toEqual(["Boulogne-Billancourt", "BOULOGNE BILLANCOURT"]);
    expect(known("92100", "Boulogne-Billancourt")).toBe(true);
    expect(known("92100", "boulogne billancourt")).toBe(true);
    expect(known("92100", "Boulogne")).toBe(false);
  });

  it("Saint-Étienne 42000, typed ST ETIENNE as the routing names abbreviate it", () => {
    expect(namesOf("42000")).toEqual(["Saint-Étienne", "SAINT-ETIENNE"]);
    expect(known("42000", "ST ETIENNE")).toBe(true);
    expect(known("42000", "saint etienne")).toBe(true);
    expect(known("42000", "St-Étienne")).toBe(true);
    expect(known("42000", "Sainte-Étienne")).toBe(false);
  });

  it("L'Haÿ-les-Roses 94240, typed without apostrophe, diaeresis or hyphens", () => {
    expect(namesOf("94240")).toEqual(["L'Haÿ-les-Roses", "L HAY LES ROSES"]);
    expect(known("94240", "lhay les roses")).toBe(true);
    expect(known("94240", "L'Hay les Roses")).toBe(true);
  });

  it("a Paris arrondissement, 75015: Paris, or the arrondissement's name", () => {
    expect(find("75015").map((commune) => commune.libelleAcheminement)).toContain("PARIS");
    expect(known("75015", "Paris")).toBe(true);
    expect(known("75015", "Paris 15e arrondissement")).toBe(true);
    expect(known("75015", "Lyon")).toBe(false);
  });

  it("Ajaccio 20000 in Corsica, and not Bastia", () => {
    expect(known("20000", "Ajaccio")).toBe(true);
    expect(known("20000", "AJACCIO")).toBe(true);
    expect(known("20000", "Bastia")).toBe(false);
  });

  it("an overseas department: Saint-Denis 97400 in La Réunion, routed SAINT DENIS", () => {
    expect(namesOf("97400")).toEqual(["Saint-Denis", "SAINT DENIS"]);
    expect(known("97400", "St Denis")).toBe(true);
    expect(known("97400", "Saint-Denis")).toBe(true);
  });

  it("Monaco follows the base: 98000 is no French postal code in it", () => {
    expect(find("98000")).toEqual([]);
    expect(known("98000", "Monaco")).toBe(false);
  });

  it("SAINTE reads STE, and a word that only begins with SAINT stays whole", () => {
    expect(sameLocality("Sainte-Maxime", "STE MAXIME")).toBe(true);
    expect(sameLocality("Saintes", "STES")).toBe(false);
    expect(localityKey("Œuilly")).toBe("OEUILLY");
  });

  it("nothing typed matches nothing", () => {
    expect(sameLocality("", "")).toBe(false);
    expect(sameLocality(" - ", "")).toBe(false);
  });
});

describe("the localities offered", () => {
  it("are each offered once, however the postal service writes them, the first writing kept", () => {
    expect(distinctLocalities(["SAINT DENIS", "ST DENIS", "Saint-Denis", "LA POSSESSION"])).toEqual(["SAINT DENIS", "LA POSSESSION"]);
  });
  it("are a postal code's routing names, Paris once for 75015", () => {
    expect(distinctLocalities(find("75015").map((commune) => commune.libelleAcheminement))).toEqual(["PARIS"]);
    expect(distinctLocalities(find("01090").map((commune) => commune.libelleAcheminement))).toContain("MONTMERLE-SUR-SAONE");
  });
});
