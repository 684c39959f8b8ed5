import { describe, expect, it } from "vitest";
import { geolocationSchema } from "~/kernel/people/family/forms";

const radius = (radiusInMeters: unknown) => geolocationSchema.safeParse({ intent: "review", radiusInMeters, homeAddress: "1 rue de la Paix 75002 Paris" });
const message = (result: ReturnType<typeof radius>) => (result.success ? null : result.error.issues[0]!.message);

describe("the geofencing radius is a whole number of metres, typed in decimal", () => {
  it("takes 100 to 5,000 metres as typed", () => {
    expect(radius("500")).toMatchObject({ success: true, data: { radiusInMeters: 500 } });
    expect(radius(" 5000 ")).toMatchObject({ success: true, data: { radiusInMeters: 5000 } });
  });

  it("refuses what only a number parser reads as 500: hexadecimal, exponent, decimal point", () => {
    for (const typed of ["0x1F4", "5e2", "500.0", "+500", "-500", "Infinity"]) expect(message(radius(typed)), typed).toBe("family:geolocation.errors.radiusRange");
  });

  it("asks for the radius when none is given, and names the range when out of it", () => {
    expect(message(radius(undefined))).toBe("family:geolocation.errors.radiusRequired");
    expect(message(radius("99"))).toBe("family:geolocation.errors.radiusRange");
    expect(message(radius("5001"))).toBe("family:geolocation.errors.radiusRange");
  });
});
