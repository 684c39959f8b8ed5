import { describe, expect, it } from "vitest";
import {
  isAnyPhone,
  isLandlinePhone,
  isMobilePhone,
  landlinePhoneIssue,
  mobilePhoneIssue,
  normalisePhone,
  parsePhone,
} from "~/kernel/people/phone";

describe("mobile phone (SPEC 5)", () => {
  it("accepts in France 10 digits starting 06 or 07: '06 12 34 56 78'", () => {
    expect(isMobilePhone("06 12 34 56 78", "FRANCE")).toBe(true);
    expect(isMobilePhone("0712345678", "FRANCE")).toBe(true);
  });

  it("accepts in Belgium 10 digits starting 04: '04 12 34 56 78', not in France", () => {
    expect(isMobilePhone("04 12 34 56 78", "BELGIQUE")).toBe(true);
    expect(isMobilePhone("04 12 34 56 78", "FRANCE")).toBe(false);
    expect(isMobilePhone("06 12 34 56 78", "BELGIQUE")).toBe(false);
  });

  it("refuses '0512345678' as a mobile", () => {
    expect(mobilePhoneIssue("0512345678", "FRANCE")).toBe("phone.country");
  });

  it("refuses a wrong number of digits", () => {
    expect(isMobilePhone("061234567", "FRANCE")).toBe(false);
    expect(isMobilePhone("06123456789", "FRANCE")).toBe(false);
    expect(isMobilePhone("041234567", "BELGIQUE")).toBe(false);
  });

  it("says 'phone number incorrect for the selected country' for any other country", () => {
    expect(mobilePhoneIssue("06 12 34 56 78", "ALLEMAGNE")).toBe("phone.country");
    expect(mobilePhoneIssue("04 12 34 56 78", "FRANCE")).toBe("phone.country");
    expect(mobilePhoneIssue("06 12 34 56 78", "FRANCE")).toBeUndefined();
  });

  it("accepts spaces, dots or hyphens between digits and normalises them away", () => {
    expect(normalisePhone("06 12 34 56 78")).toBe("0612345678");
    expect(normalisePhone("06.12.34.56.78")).toBe("0612345678");
    expect(normalisePhone("06-12-34-56-78")).toBe("0612345678");
    expect(normalisePhone(" 0612345678 ")).toBe("0612345678");
  });

  it("refuses separators that are not between digits, and letters", () => {
    expect(parsePhone("06  12 34 56 78")).toBeUndefined();
    expect(parsePhone("06 12 34 56 78.")).toBeUndefined();
    expect(parsePhone("-0612345678")).toBeUndefined();
    expect(parsePhone("06 12 AB 56 78")).toBeUndefined();
    expect(isMobilePhone("06/12/34/56/78", "FRANCE")).toBe(false);
  });

  it("accepts the +33 / +32 international form and normalises it to the national form", () => {
    expect(normalisePhone("+33 6 12 34 56 78")).toBe("0612345678");
    expect(normalisePhone("+33612345678")).toBe("0612345678");
    expect(normalisePhone("+33 (0)6 12 34 56 78")).toBe("0612345678");
    expect(normalisePhone("+33 06 12 34 56 78")).toBe("0612345678");
    expect(normalisePhone("0033 6 12 34 56 78")).toBe("0612345678");
    expect(normalisePhone("+32 4 12 34 56 78")).toBe("0412345678");
    expect(isMobilePhone("+33 6 12 34 56 78", "FRANCE")).toBe(true);
    expect(isMobilePhone("+32 412 34 56 78", "BELGIQUE")).toBe(true);
  });

  it("refuses an international prefix of another country than the one selected", () => {
    expect(isMobilePhone("+32 6 12 34 56 78", "FRANCE")).toBe(false);
    expect(isMobilePhone("+33 4 12 34 56 78", "BELGIQUE")).toBe(false);
    expect(isMobilePhone("+44 7 12 34 56 78", "FRANCE")).toBe(false);
  });
});

describe("landline phone (our rule: not shown in the spec)", () => {
  it("accepts in France 10 digits starting 01 to 05 or 09", () => {
    for (const number of ["01 23 45 67 89", "02 23 45 67 89", "03 23 45 67 89", "04 23 45 67 89", "05 12 34 56 78", "09 12 34 56 78"]) {
      expect(isLandlinePhone(number, "FRANCE")).toBe(true);
    }
  });

  it("refuses in France mobiles, 08 numbers and wrong lengths", () => {
    expect(landlinePhoneIssue("06 12 34 56 78", "FRANCE")).toBe("landline.country");
    expect(landlinePhoneIssue("08 00 12 34 56", "FRANCE")).toBe("landline.country");
    expect(landlinePhoneIssue("01 23 45 67 8", "FRANCE")).toBe("landline.country");
  });

  it("accepts in Belgium 9 or 10 digits starting 0", () => {
    expect(isLandlinePhone("02 123 45 67", "BELGIQUE")).toBe(true);
    expect(isLandlinePhone("+32 2 123 45 67", "BELGIQUE")).toBe(true);
    expect(isLandlinePhone("0471 23 45 67", "BELGIQUE")).toBe(true);
    expect(isLandlinePhone("02 123 45 6", "BELGIQUE")).toBe(false);
  });

  it("refuses any other country", () => {
    expect(landlinePhoneIssue("01 23 45 67 89", "SUISSE")).toBe("landline.country");
  });

  it("takes a mobile or a landline where any phone will do (the doctor's)", () => {
    expect(isAnyPhone("06 12 34 56 78", "FRANCE")).toBe(true);
    expect(isAnyPhone("01 23 45 67 89", "FRANCE")).toBe(true);
    expect(isAnyPhone("08 00 12 34 56", "FRANCE")).toBe(false);
  });
});
