import { describe, expect, it, vi } from "vitest";
import * as contracts from "~/features/dashboard/contracts";

/** DESIGN 7/8: pages with a person's data say so to every cache; the client area in preview mode. */
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const routes = import.meta.glob<{ headers?: () => Record<string, string> }>("../../../app/features/*/**/*.tsx", { eager: true });
const PERSONAL = ["beneficiary", "contacts", "subscriber", "administrator", "caregiver", "summary", "confirmation"]
  .map((step) => `journey/steps/${step}.tsx`)
  .concat(["journey/payment/payment.tsx", "dashboard/contracts.tsx", "counter/home.tsx"]);

describe("pages with a person's data", () => {
  it.each(PERSONAL)("%s sends Cache-Control: private, no-store", (file) => {
    const route = routes[`../../../app/features/${file}`];
    expect(route?.headers?.()).toMatchObject({ "Cache-Control": "private, no-store" });
  });
});

describe("the client area in preview mode", () => {
  it("shows the page (as a client with no contract sees it), not a bare 403", async () => {
    const request = new Request("http://localhost/services-seniors/contrat?cmsTicketId=ticket-1");
    const answer = (await contracts.loader({ request, context: {}, params: {} })) as unknown as { data: unknown; init: { status?: number } | null };
    expect(answer.data).toEqual({ contracts: [], followed: [], quotations: [], failed: false, preview: true, today: expect.any(String) });
    expect(answer.init?.status ?? 200).toBe(200);
  });
});
