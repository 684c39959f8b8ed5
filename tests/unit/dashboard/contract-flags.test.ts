import { describe, expect, it } from "vitest";
import { deviceIdOf, eventRecordedBy, keptContactIds, showsPersonalData, versionPdfReady } from "~/kernel/contract/contract-flags";

/** SPEC 3's contract and event fields, as the pages read them (decision 111). */
describe("mustGeneratePdf: a version's PDF is offered once the hub generated it", () => {
  it("SPEC 3's sample (mustGeneratePdf false, lastPdfVersion 22) is ready; true is still to generate", () => {
    expect(versionPdfReady({ mustGeneratePdf: false })).toBe(true);
    expect(versionPdfReady({ mustGeneratePdf: true })).toBe(false);
  });
});

describe("anonymization", () => {
  it("an anonymized contract shows no personal data; SPEC 3's sample (false) shows it", () => {
    expect(showsPersonalData({ anonymization: false })).toBe(true);
    expect(showsPersonalData({ anonymization: true })).toBe(false);
  });
});

describe("idDevice: who recorded an event", () => {
  const devices = [
    { kind: "TRANSMITTER", serialNumber: "TX-24-000123" },
    { kind: "ALARM_BUTTON", serialNumber: "BT-24-000123" },
  ];

  it("reads SPEC 3's /v2/devices/{id}", () => {
    expect(deviceIdOf("/v2/devices/BT-24-000123")).toBe("BT-24-000123");
    expect(deviceIdOf("/v1/ndr/1")).toBeNull();
    expect(deviceIdOf(null)).toBeNull();
  });

  it("a device the contract lends by its kind; another device is the postman's; none is unknown", () => {
    expect(eventRecordedBy("/v2/devices/BT-24-000123", devices)).toEqual({ device: "ALARM_BUTTON" });
    expect(eventRecordedBy("/v2/devices/FACTEO-2024000123", devices)).toBe("postman");
    expect(eventRecordedBy(undefined, devices)).toBeNull();
  });
});

describe("idHub: a kept trusted contact keeps the hub's id", () => {
  const current = [
    { civility: "MR", firstName: "Michel", lastName: "Leroy", idHub: "TC-2024000123-1" },
    { civility: "MRS", firstName: "Anne", lastName: "Martin", idHub: "TC-2024000123-2" },
  ];

  it("matches by civility and names (case and spaces aside); a new person has none; an id is given once", () => {
    expect(
      keptContactIds(current, [
        { civility: "MRS", firstName: "anne ", lastName: "MARTIN" },
        { civility: "MR", firstName: "Paul", lastName: "Durand" },
        { civility: "MR", firstName: "Michel", lastName: "Leroy" },
        { civility: "MR", firstName: "Michel", lastName: "Leroy" },
      ]),
    ).toEqual(["TC-2024000123-2", null, "TC-2024000123-1", null]);
  });
});
