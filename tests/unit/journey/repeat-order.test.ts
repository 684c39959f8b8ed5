import { describe, expect, it } from "vitest";
import { repeatedOrder, REPEAT_WINDOW_DAYS, type PastOrder } from "~/features/journey/rules/repeat-order";

/** The repeated-order warning's rule (decision 141). */

const order = (orderedOn: string | null, more: Partial<PastOrder> = {}): PastOrder => ({
  contractNumber: `2026${orderedOn?.replace(/-/g, "").slice(2) ?? "000000"}`,
  orderedOn,
  formula: "2JSTA",
  remoteAssistanceType: "NA",
  remoteAssistance: false,
  ...more,
});

describe("a repeated order", () => {
  const draft = { formula: "2JSTA", remoteAssistanceType: "NA" };

  it("is the same formula and remote assistance ordered in the last 30 days, the most recent first", () => {
    expect(REPEAT_WINDOW_DAYS).toBe(30);
    expect(repeatedOrder([order("2026-11-01"), order("2026-11-20")], draft, "2026-11-29")?.orderedOn).toBe("2026-11-20");
    expect(repeatedOrder([order("2026-10-30")], draft, "2026-11-29")?.orderedOn).toBe("2026-10-30");
  });

  it("is not an order older than 30 days, other services, a terminated contract or one of unknown date", () => {
    expect(repeatedOrder([order("2026-10-29")], draft, "2026-11-29")).toBeNull();
    expect(repeatedOrder([order("2026-11-28", { formula: "3JSTA" })], draft, "2026-11-29")).toBeNull();
    expect(repeatedOrder([order("2026-11-28", { formula: "2J", remoteAssistance: true, remoteAssistanceType: "LANDLINE" })], { formula: "2J", remoteAssistanceType: "MOBILE" }, "2026-11-29")).toBeNull();
    expect(repeatedOrder([order("2026-11-28", { terminationRequestDate: "2026-11-28" })], draft, "2026-11-29")).toBeNull();
    expect(repeatedOrder([order(null)], draft, "2026-11-29")).toBeNull();
  });

  it("matches remote assistance by its type", () => {
    expect(repeatedOrder([order("2026-11-28", { formula: "2J", remoteAssistance: true, remoteAssistanceType: "LANDLINE" })], { formula: "2J", remoteAssistanceType: "LANDLINE" }, "2026-11-29")).not.toBeNull();
  });
});
