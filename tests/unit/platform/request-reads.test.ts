import { describe, expect, it, vi } from "vitest";
import { RequestReads } from "~/kernel/platform/request-reads";

/** Decision 074: a read is asked once per request, an action and the page after it share it. */
describe("a request's reads", () => {
  it("asks a read once and gives every caller of the request the same answer, a failure included", async () => {
    const reads = new RequestReads();
    const grid = vi.fn(async () => ({ plans: 2 }));
    expect(await reads.once("price-grid:LPFR:STANDARD", grid)).toEqual({ plans: 2 });
    expect(await reads.once("price-grid:LPFR:STANDARD", grid)).toEqual({ plans: 2 });
    expect(grid).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => Promise.reject(new Error("time-out")));
    await expect(reads.once("price-grid:SIBP:STANDARD", failing)).rejects.toThrow("time-out");
    await expect(reads.once("price-grid:SIBP:STANDARD", failing)).rejects.toThrow("time-out");
    expect(failing).toHaveBeenCalledTimes(1);
    expect(reads.failed("price-grid:SIBP:STANDARD")).toBe(true);
    expect(reads.failed("price-grid:LPFR:STANDARD")).toBe(false);
  });

  it("keeps only the failure of a read whose answer may go stale, and shares nothing with another request", async () => {
    const reads = new RequestReads();
    const contract = vi.fn(async () => ({ status: "DRAFT" }));
    await reads.once("journey:VSMP:c1", contract, { keepAnswer: false });
    await reads.once("journey:VSMP:c1", contract, { keepAnswer: false });
    expect(contract).toHaveBeenCalledTimes(2);
    expect(reads.failed("journey:VSMP:c1")).toBe(false);
    const down = vi.fn(async () => Promise.reject(new Error("503")));
    await expect(reads.once("journey:VSMP:c2", down, { keepAnswer: false })).rejects.toThrow("503");
    expect(reads.failed("journey:VSMP:c2")).toBe(true);
    await expect(reads.once("journey:VSMP:c2", down, { keepAnswer: false })).rejects.toThrow("503");
    expect(down).toHaveBeenCalledTimes(1);
    expect(new RequestReads().failed("journey:VSMP:c2")).toBe(false);
  });
});
