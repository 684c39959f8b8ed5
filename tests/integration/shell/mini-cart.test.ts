import { describe, expect, it, vi } from "vitest";
import { readMiniCart } from "~/auth/mini-cart.server";
import type { VsmpUser } from "~/auth/user.server";
import { callJson, useSandbox } from "../sandbox/setup";

/** The header's mini-cart (issue 31, decision 092), against the sandbox's e-commerce handler. */
useSandbox();
vi.mock("~/platform/logger.server", () => ({ log: vi.fn() }));

const user = (id: string): VsmpUser => ({
  id,
  sex: null,
  email: "x@example.fr",
  firstName: "X",
  lastName: "Y",
  address: { zipCode: null },
  connectionMethod: { mfaMethod: null },
});
const CART = "/front/occ/ecommerce/users/*";
const request = (path: string) => new Request(`http://localhost${path}`);

describe("the mini-cart", () => {
  it("reads the demo accounts' carts: marie 3 items, paul none", async () => {
    expect(await readMiniCart(request("/"), {}, user("100001"))).toEqual({ count: 3 });
    expect(await readMiniCart(request("/"), {}, user("100002"))).toEqual({ count: 0 });
  });

  it("costs an anonymous visitor no call", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, status: 500 });
    expect(await readMiniCart(request("/"), {}, null)).toBeNull();
    // The fault is still there: it was not consumed by a call.
    expect(await readMiniCart(request("/"), {}, user("100001"))).toBeNull();
  });

  it("hides the count on a failure or a time-out, and nothing else", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, timeout: true, times: 1 });
    expect(await readMiniCart(request("/"), {}, user("100001"))).toBeNull();
  });

  it("an e-commerce 401 signs the person out and sends them back to the same page", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, status: 401, times: 1 });
    const thrown = await readMiniCart(request("/services-seniors/contrat?x=1"), {}, user("100001")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/services-seniors/contrat?x=1");
    expect(response.headers.get("set-cookie")).toMatch(/vsmp_user=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it("on a page of the no-logout list, a 401 only hides the count", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, status: 401, times: 1 });
    expect(await readMiniCart(request("/services-seniors/souscription/etape2"), {}, user("100001"))).toBeNull();
  });
});
