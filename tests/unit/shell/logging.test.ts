import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatLogLine, log } from "~/kernel/platform/logger.server";
import { requestContext } from "~/kernel/platform/request-context.server";
import { loggablePath, requestIdOf } from "../../../server/app/access-log";

const IBAN = "FR7630006000011234567890189";

describe("log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never write an IBAN, a BIC or health data, whatever field or text holds them", () => {
    const line = formatLogLine("error", `Mandate refused for ${IBAN}`, {
      iban: IBAN,
      body: { payer: { ibanRemainder: "1234", bic: "BNPAFRPP", name: "Dupont" }, note: `IBAN FR76 3000 6000 0112 3456 7890 189 refused` },
      doctorName: "Dr Martin",
      healthConsent: true,
      fallDetector: { consent: true },
      error: new Error(`upstream said 400 for ${IBAN}`),
    });
    expect(line).not.toContain("7630006000011234567890189");
    expect(line).not.toContain("FR76 3000");
    expect(line).not.toContain("BNPAFRPP");
    expect(line).not.toContain("Dr Martin");
    const parsed = JSON.parse(line);
    expect(parsed.msg).toBe("Mandate refused for [redacted]");
    expect(parsed.body.payer).toEqual({ ibanRemainder: "[redacted]", bic: "[redacted]", name: "Dupont" });
    expect(parsed).toMatchObject({ doctorName: "[redacted]", healthConsent: "[redacted]", fallDetector: "[redacted]" });
  });

  it("write an error with its stack", () => {
    const error = new TypeError("boom");
    const parsed = JSON.parse(formatLogLine("error", "request failed", { error }));
    expect(parsed.error.name).toBe("TypeError");
    expect(parsed.error.message).toBe("boom");
    expect(parsed.error.stack).toContain("logging.test.ts");
  });

  it("carry the id and the trace id of the request being served, even across awaits", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const trace = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "00f067aa0ba902b7", sampled: false };
    await requestContext.run({ requestId: "req-12345678", trace }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log("error", "inside");
    });
    log("error", "outside");
    const [inside, outside] = write.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(inside).toMatchObject({ msg: "inside", requestId: "req-12345678", trace_id: trace.traceId });
    expect(outside.requestId).toBeUndefined();
    expect(outside.trace_id).toBeUndefined();
  });
});

describe("access log", () => {
  it("logs query parameter names, never their values (a person's data)", () => {
    expect(loggablePath("/services-seniors/souscription/etape1")).toBe("/services-seniors/souscription/etape1");
    expect(loggablePath("/recherche?email=marie.dupont%40example.fr&name=Dupont&email=x")).toBe("/recherche?email&name");
    expect(loggablePath("/page?")).toBe("/page");
  });

  it("keeps a well-formed incoming request id and replaces one that could forge a log line", () => {
    const withId = (value?: string) => ({ headers: value === undefined ? {} : { "x-request-id": value } }) as IncomingMessage;
    expect(requestIdOf(withId("lb-0a1b2c3d4e"))).toBe("lb-0a1b2c3d4e");
    expect(requestIdOf(withId('x"}\n{"level":"error'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(withId())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
