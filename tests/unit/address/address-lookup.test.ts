import { describe, expect, it } from "vitest";
import { completionsOf, lookupQuery } from "~/kernel/addresses/address-lookup";

describe("the government address lookup's rules", () => {
  it("sends a query of 3 to 100 characters, spaces tidied", () => {
    expect(lookupQuery("  12   rue ")).toBe("12 rue");
    expect(lookupQuery("12")).toBeUndefined();
    expect(lookupQuery(null)).toBeUndefined();
    expect(lookupQuery("x".repeat(101))).toBeUndefined();
  });
  it("offers features with a street, postal code and city, once each, five at most", () => {
    const feature = (name: string | undefined, postcode = "75015", city = "Paris") => ({ properties: { name, postcode, city } });
    expect(completionsOf([feature("12 Rue des Lilas"), feature("12 Rue des Lilas"), feature(undefined), feature("12 Rue des Lilas", "59000", "Lille")])).toEqual([
      { label: "12 Rue des Lilas, 75015 Paris", streetName: "12 Rue des Lilas", codePostal: "75015", city: "Paris" },
      { label: "12 Rue des Lilas, 59000 Lille", streetName: "12 Rue des Lilas", codePostal: "59000", city: "Lille" },
    ]);
    expect(completionsOf(Array.from({ length: 8 }, (_, index) => feature(`${index} Rue X`)))).toHaveLength(5);
  });
});
