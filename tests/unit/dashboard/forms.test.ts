import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { optionsAfter } from "~/features/dashboard/rules/avenant";
import { formulaOfDays, matchesSubscriber, publicTerminationSchema, readReportsQuery, endsTooEarly, suspensionSchema, terminationSchema } from "~/kernel/contract/change-forms";
import { form } from "./helpers";

const TODAY = "2026-11-23";
const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) => submission.reply().error ?? {};

describe("suspension (start not in the past, end after start, at most 90 days)", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: suspensionSchema(TODAY) });

  it("accepts a hospital stay starting today, typed either way", () => {
    expect(parse({ startDate: "2026-11-23", endDate: "2026-12-05", reason: "HOSPITALISATION" }).status).toBe("success");
    const typed = parse({ startDate: "24/11/2026", endDate: "5/12/2026", reason: "HOLIDAYS" });
    expect(typed.status === "success" && typed.value).toEqual({ startDate: "2026-11-24", endDate: "2026-12-05", reason: "HOLIDAYS" });
  });

  it("refuses a start in the past, an end before the start, more than 90 days, no reason", () => {
    expect(errorsOf(parse({ startDate: "2026-11-22", endDate: "2026-12-05", reason: "HOLIDAYS" }))).toMatchObject({ startDate: ["dashboard:errors.startInPast"] });
    expect(errorsOf(parse({ startDate: "2026-12-10", endDate: "2026-12-05", reason: "HOLIDAYS" }))).toMatchObject({ endDate: ["dashboard:errors.endBeforeStart"] });
    expect(parse({ startDate: "2026-12-01", endDate: "2027-02-28", reason: "HOLIDAYS" }).status).toBe("success");
    expect(errorsOf(parse({ startDate: "2026-12-01", endDate: "2027-03-01", reason: "HOLIDAYS" }))).toMatchObject({ endDate: ["dashboard:errors.suspensionTooLong"] });
    expect(errorsOf(parse({ startDate: "31/02/2027", endDate: "", reason: "" }))).toEqual({
      startDate: ["dashboard:errors.dateFormat"],
      endDate: ["dashboard:errors.endRequired"],
      reason: ["dashboard:errors.reasonRequired"],
    });
  });

  it("refuses a start more than 12 months ahead (9999-12-31, 2028-02-29), and accepts one on the last day", () => {
    for (const startDate of ["9999-12-31", "2028-02-29", "2027-11-24"]) {
      expect(errorsOf(parse({ startDate, endDate: startDate, reason: "HOLIDAYS" })), startDate).toMatchObject({ startDate: ["dashboard:errors.startTooFar"] });
    }
    expect(parse({ startDate: "2027-11-23", endDate: "2027-12-01", reason: "HOLIDAYS" }).status).toBe("success");
  });

  it("shows every error at once: the end before the start along with the other fields' errors", () => {
    expect(errorsOf(parse({ startDate: "2026-11-20", endDate: "2026-11-10", reason: "" }))).toEqual({
      startDate: ["dashboard:errors.startInPast"],
      endDate: ["dashboard:errors.endBeforeStart"],
      reason: ["dashboard:errors.reasonRequired"],
    });
    expect(errorsOf(parse({ startDate: "2026-12-01", endDate: "2027-03-01", reason: "" }))).toEqual({
      endDate: ["dashboard:errors.suspensionTooLong"],
      reason: ["dashboard:errors.reasonRequired"],
    });
  });
});

describe("termination", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: terminationSchema(TODAY) });
  it("refuses an end before the contract's earliest (CGV article 6), unless an early end for a legitimate reason is asked", () => {
    expect(endsTooEarly({ endDate: "2026-12-22", earlyEnd: false }, "2026-12-23")).toBe(true);
    expect(endsTooEarly({ endDate: "2026-12-23", earlyEnd: false }, "2026-12-23")).toBe(false);
    expect(endsTooEarly({ endDate: "2026-11-24", earlyEnd: true }, "2026-12-23")).toBe(false);
  });

  it("takes an end of service from today to a year ahead, with a reason", () => {
    expect(parse({ endDate: "2026-12-23", reason: "BENEFICIARY_ESTABLISHMENT" }).status).toBe("success");
    expect(errorsOf(parse({ endDate: "2026-11-01", reason: "OTHER" }))).toMatchObject({ endDate: ["dashboard:errors.endInPast"] });
    expect(errorsOf(parse({ endDate: "2027-12-24", reason: "OTHER" }))).toMatchObject({ endDate: ["dashboard:errors.endTooFar"] });
    expect(errorsOf(parse({ endDate: "2026-12-23", reason: "BECAUSE" }))).toMatchObject({ reason: ["dashboard:errors.reasonUnknown"] });
  });

  it("takes no reason, unless an early end for a legitimate reason is asked: then the beneficiary's death or entry into a care home (decision 101)", () => {
    expect(parse({ endDate: "2026-12-23" })).toMatchObject({ status: "success", value: { endDate: "2026-12-23", earlyEnd: false } });
    expect(errorsOf(parse({ endDate: "2026-12-23", earlyEnd: "on" }))).toEqual({ reason: ["dashboard:errors.reasonRequiredEarly"] });
    expect(errorsOf(parse({ endDate: "2026-12-23", earlyEnd: "on", reason: "OTHER" }))).toEqual({ reason: ["dashboard:errors.reasonNotLegitimate"] });
    expect(errorsOf(parse({ endDate: "2026-12-23", earlyEnd: "on", reason: "SERVICE_UNSATISFACTORY" }))).toEqual({ reason: ["dashboard:errors.reasonNotLegitimate"] });
    for (const reason of ["BENEFICIARY_DEATH", "BENEFICIARY_ESTABLISHMENT"]) {
      expect(parse({ endDate: "2026-12-23", earlyEnd: "on", reason })).toMatchObject({ status: "success", value: { earlyEnd: true, reason } });
    }
  });
});

describe("avenant", () => {
  it("derives the formula from the visit days", () => {
    expect(formulaOfDays(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], true)).toBe("5J");
    expect(formulaOfDays([], true)).toBe("TAS");
    expect(formulaOfDays(["MONDAY", "FRIDAY"], false)).toBe("2JSTA");
  });

  it("changes only the options an avenant offers for the remote assistance (the alarm button stays)", () => {
    expect(optionsAfter(["ALARM_BUTTON"], ["FALL_DETECTOR_BRACELET"], "LANDLINE")).toEqual(["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"]);
    expect(optionsAfter(["ALARM_BUTTON", "FALL_DETECTOR_BRACELET"], [], "LANDLINE")).toEqual(["ALARM_BUTTON"]);
    expect(optionsAfter(["GEOFENCING"], ["GEOFENCING", "FALL_DETECTOR_BRACELET"], "MOBILE")).toEqual(["FALL_DETECTOR_BRACELET", "GEOFENCING"]);
    expect(optionsAfter([], ["GEOFENCING"], "LANDLINE")).toEqual([]);
    expect(optionsAfter([], ["FALL_DETECTOR_BRACELET"], "NA")).toEqual([]);
  });
});

describe("visit reports period", () => {
  it("defaults to the last three months, page 1", () => {
    expect(readReportsQuery(new URLSearchParams(), TODAY)).toEqual({ from: "2026-08-24", to: TODAY, page: 1, issue: null });
  });
  it("reads a period and a page; says what is wrong with a bad one", () => {
    expect(readReportsQuery(new URLSearchParams("du=2025-01-01&au=2025-03-31&page=3"), TODAY)).toMatchObject({ from: "2025-01-01", to: "2025-03-31", page: 3, issue: null });
    expect(readReportsQuery(new URLSearchParams("du=2025-13-01"), TODAY).issue).toBe("dateFormat");
    expect(readReportsQuery(new URLSearchParams("du=2025-03-01&au=2025-01-01"), TODAY).issue).toBe("endBeforeStart");
    expect(readReportsQuery(new URLSearchParams("du=2023-01-01&au=2025-01-01"), TODAY).issue).toBe("periodTooLong");
    expect(readReportsQuery(new URLSearchParams("page=abc"), TODAY).page).toBe(1);
  });
});

describe("termination without signing in", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(form({ endDate: "2026-12-23", ...fields }), { schema: publicTerminationSchema(TODAY) });
  const subscriber = { mail: "marie.dupont@example.fr", lastName: "Dupont", L6: "75015 PARIS" };

  it("needs the contract number and the subscriber's e-mail, or last name and postal code", () => {
    expect(parse({ contractNumber: "2024000123", email: "marie.dupont@example.fr", reason: "OTHER" }).status).toBe("success");
    expect(parse({ contractNumber: "2024000123", lastName: "Dupont", postalCode: "75015", reason: "OTHER" }).status).toBe("success");
    expect(errorsOf(parse({ contractNumber: "2024/123", reason: "OTHER" }))).toMatchObject({
      contractNumber: ["dashboard:errors.contractNumberFormat"],
    });
    expect(errorsOf(parse({ contractNumber: "2024000123", reason: "OTHER" }))).toMatchObject({ email: ["dashboard:errors.identityRequired"] });
    expect(errorsOf(parse({ contractNumber: "2024000123", lastName: "Dupont", postalCode: "750", reason: "OTHER" }))).toMatchObject({ postalCode: ["dashboard:errors.postalCode"] });
  });

  it("asks for the end of service with the dashboard's rule (today to a year ahead), every error at once", () => {
    const typed = parse({ contractNumber: "2024000123", email: "marie.dupont@example.fr", endDate: "31/12/2026", reason: "OTHER" });
    expect(typed.status === "success" && typed.value.endDate).toBe("2026-12-31");
    expect(errorsOf(parse({ contractNumber: "2024000123", email: "marie.dupont@example.fr", endDate: "2027-12-24", reason: "OTHER" }))).toEqual({ endDate: ["dashboard:errors.endTooFar"] });
    expect(errorsOf(parse({ contractNumber: "", endDate: "2026-11-01", reason: "", earlyEnd: "on" }))).toEqual({
      contractNumber: ["dashboard:errors.contractNumberRequired"],
      email: ["dashboard:errors.identityRequired"],
      endDate: ["dashboard:errors.endInPast"],
      reason: ["dashboard:errors.reasonRequiredEarly"],
    });
  });

  it("matches the subscriber, accents, case and spaces aside, and nothing else", () => {
    expect(matchesSubscriber({ email: " Marie.Dupont@Example.fr " }, subscriber)).toBe(true);
    expect(matchesSubscriber({ lastName: "dupont", postalCode: "75015" }, subscriber)).toBe(true);
    expect(matchesSubscriber({ lastName: "Dupônt", postalCode: "75015" }, subscriber)).toBe(true);
    expect(matchesSubscriber({ email: "paul.martin@example.fr" }, subscriber)).toBe(false);
    expect(matchesSubscriber({ lastName: "Dupont", postalCode: "69002" }, subscriber)).toBe(false);
    expect(matchesSubscriber({ lastName: "Martin", postalCode: "75015" }, subscriber)).toBe(false);
  });
});
