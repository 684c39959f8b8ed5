import { describe, expect, it } from "vitest";
import { headerValue, mailBody, textValue } from "~/kernel/platform/mail-text";

/** Mail content is data, never layout (decision 121). */
describe("values placed in a mail", () => {
  it("a value in the text is one line: a line break or a tab cannot add a line with a link", () => {
    expect(textValue("Test\nhttp://evil.example/x")).toBe("Test http://evil.example/x");
    expect(textValue("Test\r\n\r\nVoir\thttp://evil.example")).toBe("Test Voir http://evil.example");
    // Invisible characters that reorder text (right-to-left override) are gone too.
    expect(textValue("Jean\u202Efdp.exe")).toBe("Jean fdp.exe");
    expect(textValue("Élise O’Brien-Durand")).toBe("Élise O’Brien-Durand");
    expect(textValue(2024000123)).toBe("2024000123");
  });

  it("a header's value carries no CR or LF", () => {
    expect(headerValue("Marie vous invite\r\nBcc: victim@example.fr")).toBe("Marie vous invite Bcc: victim@example.fr");
    expect(headerValue(" luc@example.fr\n")).toBe("luc@example.fr");
  });

  it("the whole text keeps its own lines, and loses every other control character", () => {
    expect(mailBody("Bonjour,\r\n\r\nLien :\u0007 http://localhost/x\u0000\n")).toBe("Bonjour,\n\nLien : http://localhost/x\n");
    expect(mailBody("a\tb\u2028c")).toBe("abc");
  });
});
