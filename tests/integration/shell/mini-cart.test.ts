import { describe, expect, it, vi } from "vitest";
import { readMiniCart } from "~/kernel/auth/mini-cart.server";
import { createUserSession, type VsmpUser } from "~/kernel/auth/user.server";
import { callJson, useSandbox } from "../sandbox/setup";

/** The header's mini-cart (decisions 092 and 110), against the sandbox's e-commerce handler. */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const user = (id: string): VsmpUser => ({
  id,
  sex: null,
  email: "x@example.fr",
  firstName: "X",
  lastName: "Y",
  address: { zipCode: null },
  connectionMethod: { mfaMethod: null },
});
const MARIE = user("100001");
const PAUL = user("100002");
const CART = "/front/occ/ecommerce/users/*";

/** A bearer the sandbox's shop takes for this customer, as the identity provider's access token would be. */
const tokenFor = async (customerId: string): Promise<string> => (await callJson("POST", "/__sandbox/ecommerce/tokens", { customerId })).body.accessToken;

/** A request of a signed-in customer whose server-side session keeps this access token (or none). */
async function signedIn(path: string, person: VsmpUser, accessToken?: string): Promise<Request> {
  const cookie = (await createUserSession(new Request("http://localhost/"), person, accessToken)).split(";")[0]!;
  return new Request(`http://localhost${path}`, { headers: { cookie } });
}

describe("the mini-cart", () => {
  // The sandbox's shop serves a cart only to its customer's bearer: a count proves the token was sent.
  it("reads the demo accounts' carts with their own bearer token: marie 3 items, paul none", async () => {
    expect(await readMiniCart(await signedIn("/", MARIE, await tokenFor("100001")), {}, MARIE)).toEqual({ count: 3 });
    expect(await readMiniCart(await signedIn("/", PAUL, await tokenFor("100002")), {}, PAUL)).toEqual({ count: 0 });
  });

  it("costs an anonymous visitor no call", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, status: 500 });
    expect(await readMiniCart(new Request("http://localhost/"), {}, null)).toBeNull();
    // The fault is still there: it was not consumed by a call.
    expect(await readMiniCart(await signedIn("/", MARIE, await tokenFor("100001")), {}, MARIE)).toBeNull();
  });

  it("hides the count on a failure or a time-out, and nothing else", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, timeout: true, times: 1 });
    expect(await readMiniCart(await signedIn("/", MARIE, await tokenFor("100001")), {}, MARIE)).toBeNull();
  });

  const signsOut = async (request: Request, person: VsmpUser) => {
    const thrown = await readMiniCart(request, {}, person).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/vsmp_user=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    return response;
  };

  it("an e-commerce 401 signs the person out and sends them back to the same page", async () => {
    await callJson("POST", "/__sandbox/faults", { path: CART, status: 401, times: 1 });
    const response = await signsOut(await signedIn("/services-seniors/contrat?x=1", MARIE, await tokenFor("100001")), MARIE);
    expect(response.headers.get("location")).toBe("/services-seniors/contrat?x=1");
  });

  it("the shop answers 401 to a session without a token, or with another customer's: signed out", async () => {
    await signsOut(await signedIn("/services-seniors/contrat", MARIE), MARIE);
    await signsOut(await signedIn("/services-seniors/contrat", MARIE, await tokenFor("100002")), MARIE);
    await signsOut(await signedIn("/services-seniors/contrat", MARIE, "not-a-token-of-anyone"), MARIE);
  });

  it("on a page of the no-logout list, a 401 only hides the count", async () => {
    expect(await readMiniCart(await signedIn("/services-seniors/souscription/etape2", MARIE), {}, MARIE)).toBeNull();
    await callJson("POST", "/__sandbox/faults", { path: CART, status: 401, times: 1 });
    expect(await readMiniCart(await signedIn("/services-seniors/souscription/etape2", MARIE, await tokenFor("100001")), {}, MARIE)).toBeNull();
  });
});
