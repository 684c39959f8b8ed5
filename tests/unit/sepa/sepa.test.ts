import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  SEPA_COUNTRIES,
  ibanIssue,
  isValidBic,
  isValidIban,
  isValidRum,
  mandateSchema,
  maskIban,
  normaliseIban,
} from "~/features/journey/rules/sepa";
import { resources } from "~/kernel/i18n/resources";

/** Valid IBANs of the countries named in the brief (checksums computed per ISO 7064 mod 97-10). */
const validIbans = {
  FR: "FR7630006000011234567890189",
  BE: "BE68539007547034",
  DE: "DE89370400440532013000",
  ES: "ES9121000418450200051332",
  IT: "IT60X0542811101000000123456",
  LU: "LU280019400644750000",
  MC: "MC5811222000010123456789030",
  NL: "NL91ABNA0417164300",
  PT: "PT50000201231234567890154",
};

describe("IBAN (ISO 13616)", () => {
  it("accepts the IBANs of every SEPA member, AL, ME, MD, MK and RS included", () => {
    for (const iban of ["AL35202111090000000001234567", "ME25505000012345678951", "MD21EX000000000001234567", "MK07250120000058984", "RS35105008123123123173"]) {
      expect(ibanIssue(iban), iban).toBeUndefined();
    }
    expect([...SEPA_COUNTRIES]).toEqual(expect.arrayContaining(["FR", "DE", "GB", "CH", "AL", "ME", "MD", "MK", "RS"]));
  });

  it("refuses an IBAN of a country outside SEPA, even a well-formed one", () => {
    expect(ibanIssue("XK051212012345678906")).toBe("iban.format");
    expect(ibanIssue("BR1800360305000010009795493C1")).toBe("iban.format");
  });

  it("FR7630006000011234567890189 is valid", () => {
    expect(isValidIban("FR7630006000011234567890189")).toBe(true);
  });

  it("FR7630006000011234567890188 has a bad checksum", () => {
    expect(ibanIssue("FR7630006000011234567890188")).toBe("iban.checksum");
  });

  it("strips spaces and reads lower case", () => {
    expect(normaliseIban(" fr76 3000 6000 0112 3456 7890 189 ")).toBe("FR7630006000011234567890189");
    expect(isValidIban("fr76 3000 6000 0112 3456 7890 189")).toBe(true);
  });

  it("checks the length of each country: FR 27, BE 16, DE 22, ES 24, IT 27, LU 20, MC 27, NL 18, PT 25", () => {
    for (const iban of Object.values(validIbans)) {
      expect(ibanIssue(iban)).toBeUndefined();
      expect(ibanIssue(iban.slice(0, -1))).toBe("iban.format");
      expect(ibanIssue(`${iban}0`)).toBe("iban.format");
    }
  });

  it("checks mod 97 == 1 whatever the country", () => {
    expect(ibanIssue("DE89370400440532013001")).toBe("iban.checksum");
    expect(ibanIssue("NL91ABNA0417164301")).toBe("iban.checksum");
    expect(ibanIssue("BE68539007547035")).toBe("iban.checksum");
  });

  it("is required; country, check digits and BBAN letters or digits", () => {
    expect(ibanIssue("")).toBe("iban.required");
    expect(ibanIssue("   ")).toBe("iban.required");
    expect(ibanIssue("7630006000011234567890189FR")).toBe("iban.format");
    expect(ibanIssue("FRXX30006000011234567890189")).toBe("iban.format");
    expect(ibanIssue("FR76-3000-6000-0112-3456-7890-189")).toBe("iban.format");
    expect(ibanIssue("US64SVBKUS6S3300958879")).toBe("iban.format");
  });
});

describe("maskIban", () => {
  it("shows the country, the check digits and the last four characters, in groups of four", () => {
    expect(maskIban("FR7630006000011234567890189")).toBe("FR76 **** **** **** **** ***0 189");
    expect(maskIban("fr76 3000 6000 0112 3456 7890 189")).toBe("FR76 **** **** **** **** ***0 189");
    expect(maskIban("BE68539007547034")).toBe("BE68 **** **** 7034");
    expect(maskIban("NL91ABNA0417164300")).toBe("NL91 **** **** **43 00");
  });

  it("never shows more than the ends", () => {
    const masked = maskIban("DE89370400440532013000");
    expect(masked).toBe("DE89 **** **** **** **30 00");
    expect(masked.replace(/[\s*]/g, "")).toBe("DE893000");
  });

  it("masks entirely what is too short to be an IBAN", () => {
    expect(maskIban("FR761234")).toBe("**** ****");
    expect(maskIban("")).toBe("");
  });
});

describe("BIC", () => {
  it("is 8 or 11 characters: [A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?", () => {
    expect(isValidBic("AGRIFRPP")).toBe(true);
    expect(isValidBic("AGRIFRPP882")).toBe(true);
    expect(isValidBic("agri fr pp 882")).toBe(true);
    expect(isValidBic("AGRIFRP")).toBe(false);
    expect(isValidBic("AGRIFRPP88")).toBe(false);
    expect(isValidBic("AGR1FRPP")).toBe(false);
    expect(isValidBic("AGRIFRPP8821")).toBe(false);
  });
});

describe("RUM (mandate reference)", () => {
  it("is 1 to 35 characters of the SEPA set A-Z a-z 0-9 / - ? : ( ) . , ' + and space", () => {
    expect(isValidRum("VSMP-2024000123-001")).toBe(true);
    expect(isValidRum("a")).toBe(true);
    expect(isValidRum("R".repeat(35))).toBe(true);
    expect(isValidRum("Ref (2024): a/b-c?d.e,f'g+h i")).toBe(true);
    expect(isValidRum("")).toBe(false);
    expect(isValidRum("R".repeat(36))).toBe(false);
  });

  it("refuses characters outside the set", () => {
    for (const rum of ["RUM_001", "RUM#1", "RUM&1", "RUM@1", "RUMÉ1", "RUM*1", "RUM;1"]) {
      expect(isValidRum(rum)).toBe(false);
    }
  });

  it("does not start or end with '/' nor contain '//' (EPC rule on identifiers)", () => {
    expect(isValidRum("/RUM1")).toBe(false);
    expect(isValidRum("RUM1/")).toBe(false);
    expect(isValidRum("RUM//1")).toBe(false);
    expect(isValidRum("RUM/1")).toBe(true);
  });
});

describe("mandate form", () => {
  const mandate = { accountOwner: "Sophie Dupont", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "" };

  it("gives the IBAN and BIC normalised; the BIC is optional", () => {
    const submission = parseWithZod(formData(mandate), { schema: mandateSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ accountOwner: "Sophie Dupont", iban: "FR7630006000011234567890189", bic: undefined });
    expect(mandateSchema.parse({ ...mandate, bic: "agrifrpp" }).bic).toBe("AGRIFRPP");
  });

  it("answers every message at once, keyed by field", () => {
    const submission = parseWithZod(
      formData({ accountOwner: "", iban: "FR7630006000011234567890188", bic: "AGRI" }),
      { schema: mandateSchema },
    );
    expect(submission.reply().error).toEqual({
      accountOwner: ["accountOwner.required"],
      iban: ["iban.checksum"],
      bic: ["bic.format"],
    });
  });

  it("the account owner has name characters, at most 70", () => {
    const parse = (accountOwner: string) => mandateSchema.safeParse({ ...mandate, accountOwner });
    expect(parse("Jean-Pierre N'Diaye").success).toBe(true);
    expect(parse("A".repeat(70)).success).toBe(true);
    expect(parse("A".repeat(71)).error?.issues[0]?.message).toBe("accountOwner.tooLong");
    expect(parse("Dupont & Fils").error?.issues[0]?.message).toBe("characters.nameLine");
  });

  it("has its messages in French and English", () => {
    const keys = ["required", "format", "checksum"] as const;
    for (const key of keys) {
      expect(resources.fr.validation.iban[key]).toBeTruthy();
      expect(resources.en.validation.iban[key]).toBeTruthy();
    }
  });
});

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}
