import { describe, expect, it } from "vitest";
import { isWithinValidityDates, referenceError } from "~/kernel/money/discount/index";
import { offer, reference } from "./fixtures";

/** Instants are UTC; the dates are French calendar days (UTC+1 in winter). */
const at = (iso: string) => new Date(iso);

describe("discount date validity (SPEC 5)", () => {
  it("no dates means valid (BIENVENUE10)", () => {
    expect(isWithinValidityDates(reference("BIENVENUE10"), at("2026-11-21T10:00:00Z"))).toBe(true);
    expect(isWithinValidityDates({}, at("1990-01-01T00:00:00Z"))).toBe(true);
  });

  it("only a begin date means valid once started (PREMIERMOIS from 2024-01-01)", () => {
    const premierMois = reference("PREMIERMOIS");
    expect(isWithinValidityDates(premierMois, at("2023-12-31T22:59:59Z"))).toBe(false); // 23:59 on 31 Dec in Paris
    expect(isWithinValidityDates(premierMois, at("2023-12-31T23:00:00Z"))).toBe(true); // midnight on the begin day
    expect(isWithinValidityDates(premierMois, at("2026-11-21T10:00:00Z"))).toBe(true);
  });

  it("both dates mean valid within the range, the whole begin and end days included (EXPIRE2022)", () => {
    const expire2022 = reference("EXPIRE2022");
    expect(isWithinValidityDates(expire2022, at("2021-12-31T22:59:59Z"))).toBe(false); // the day before
    expect(isWithinValidityDates(expire2022, at("2021-12-31T23:00:00Z"))).toBe(true); // the begin day
    expect(isWithinValidityDates(expire2022, at("2022-06-15T12:00:00Z"))).toBe(true);
    expect(isWithinValidityDates(expire2022, at("2022-12-31T22:59:59Z"))).toBe(true); // the end day, 23:59:59
    expect(isWithinValidityDates(expire2022, at("2022-12-31T23:00:00Z"))).toBe(false); // the day after
    expect(isWithinValidityDates(expire2022, at("2026-11-21T10:00:00Z"))).toBe(false);
  });

  it("anything else is an error: an end date alone", () => {
    expect(isWithinValidityDates({ endDate: "2099-12-31" }, at("2026-11-21T10:00:00Z"))).toBe(false);
  });

  it("anything else is an error: an unreadable date, a range ending before it begins", () => {
    expect(isWithinValidityDates({ beginDate: "soon" }, at("2026-11-21T10:00:00Z"))).toBe(false);
    expect(isWithinValidityDates({ beginDate: "2026-12-01", endDate: "2026-01-01" }, at("2026-06-01T10:00:00Z"))).toBe(false);
  });

  it("reads a full ISO instant as its French calendar day", () => {
    expect(isWithinValidityDates({ beginDate: "2022-01-01T00:00:00+01:00", endDate: "2022-12-31T00:00:00+01:00" }, at("2022-12-31T22:00:00Z"))).toBe(true);
  });

  it("answers ERR_DATES_VALIDITY ('This discount is not available anymore') for EXPIRE2022 today", () => {
    expect(referenceError(reference("EXPIRE2022"), offer(), at("2026-11-21T10:00:00Z"))).toBe("ERR_DATES_VALIDITY");
    expect(referenceError(reference("TRIMESTRE"), offer(), at("2026-11-21T10:00:00Z"))).toBeNull();
  });
});
