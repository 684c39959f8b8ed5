import { agentCookie } from "./agent";
import { describe, expect, it } from "vitest";
import { useSandbox } from "../sandbox/setup";
import { action as identificationAction, loader as identificationLoader } from "~/features/counter/client-identification";
import { loader as contractLoader } from "~/features/counter/contract";
import { action as contractTypeAction } from "~/features/counter/contract-type";
import { loader as errorPageLoader } from "~/features/counter/error-page";
import { loader as homeLoader } from "~/features/counter/home";
import { loader as offerPageLoader } from "~/features/counter/offer-page";
import { agentSessionStorage, sibpClientStorage } from "~/kernel/sessions/cookies.server";

const { store } = useSandbox();
const ORIGIN = "http://localhost:3000";


async function clientCookie(): Promise<string> {
  const session = await sibpClientStorage.getSession();
  session.set("client", { id: "100001", sex: "female", firstName: "Marie", lastName: "Dupont", email: "", address: { streetName: "12 RUE DES LILAS", zipCode: "75015", city: "PARIS", country: "FRANCE" } });
  return (await sibpClientStorage.commitSession(session)).split(";")[0]!;
}

function post(path: string, fields: Record<string, string>, cookie: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
  });
}

function get(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

/** Remix single fetch: data() objects carry their data and init. */
function unwrap(result: unknown): { data: Record<string, unknown>; init?: ResponseInit } {
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    return result as unknown as { data: Record<string, unknown>; init?: ResponseInit };
  }
  return { data: result as Record<string, unknown> };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: { requestId: "test" }, params });

describe("SIBP guard", () => {
  it("sends a visitor without an agent session to /sibp/login from every SIBP page", async () => {
    for (const run of [
      () => homeLoader(args(get("/sibp/home"))),
      () => identificationLoader(args(get("/sibp/client-identification"))),
      () => contractLoader(args(get("/sibp/contrat"))),
      () => offerPageLoader(args(get("/sibp/offers-about/visites-facteur"), { page: "visites-facteur" })),
    ]) {
      const response = await thrown(run());
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/sibp/login");
    }
  });

  it("sends the agent to the SIBP error page when their details cannot be fetched", async () => {
    const session = await agentSessionStorage.getSession();
    session.set("authentication", { accessToken: "token", expiresAt: Date.now() + 3600_000, idToken: null });
    const cookie = (await agentSessionStorage.commitSession(session)).split(";")[0]!;
    const response = await thrown(homeLoader(args(get("/sibp/home", cookie))));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sibp/error-page?reason=agent");
  });

  it("sends an agent without an identified client to /sibp/client-identification", async () => {
    const response = await thrown(contractLoader(args(get("/sibp/contrat", await agentCookie()))));
    expect(response.headers.get("location")).toBe("/sibp/client-identification");
  });

  it("shows the agent's name, IDRH and REGATE on /sibp/home, never cached", async () => {
    const { data, init } = unwrap(await homeLoader(args(get("/sibp/home", await agentCookie()))));
    expect(data.agent).toMatchObject({ fullName: "Alice Agent", idrh: "AG12345", regate: "R75001" });
    expect(new Headers(init?.headers).get("cache-control")).toBe("private, no-store");
  });
});

describe("/sibp/client-identification against the sandbox client API", () => {
  it("finds marie.dupont by name and birth date, and by e-mail", async () => {
    const cookie = await agentCookie();
    const byName = unwrap(await identificationAction(args(post("/sibp/client-identification", { intent: "search", lastName: "dupont", birthdate: "12/04/1965" }, cookie))));
    expect(byName.data.results).toEqual([expect.objectContaining({ id: "100001", firstName: "Marie", email: "marie.dupont@example.fr" })]);
    const byEmail = unwrap(await identificationAction(args(post("/sibp/client-identification", { intent: "search", email: "MARIE.DUPONT@example.fr" }, cookie))));
    expect((byEmail.data.results as unknown[]).length).toBe(1);
    const byPhone = unwrap(await identificationAction(args(post("/sibp/client-identification", { intent: "search", phone: "06 98 76 54 32" }, cookie))));
    expect(byPhone.data.results).toEqual([expect.objectContaining({ id: "100002" })]);
  });

  it("keeps the typed values and says what is wrong when the search has no criterion", async () => {
    const request = post("/sibp/client-identification", { intent: "search", firstName: "Marie" }, await agentCookie());
    const { data, init } = unwrap(await identificationAction({ request, context: { requestId: "test" }, params: {} }));
    // Refused: the document answers 400 and its title says "Erreur : …" (kernel/ui/document-meta.tsx).
    expect(init?.status).toBe(400);
    expect(JSON.stringify(data.result)).toContain("sibp:identification.errors.criteria");
    expect(JSON.stringify(data.result)).toContain("Marie");
  });

  it("puts the chosen client in the signed SIBP client cookie (2 hours, path /, SameSite lax, HttpOnly) and writes audit lines", async () => {
    const response = (await identificationAction(args(post("/sibp/client-identification", { intent: "choose", id: "100001", email: "marie.dupont@example.fr" }, await agentCookie())))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sibp/contrat");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^sibp_client=/);
    expect(setCookie).toContain("Max-Age=7200");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("HttpOnly");
    const session = await sibpClientStorage.getSession(setCookie);
    expect(session.get("client")).toMatchObject({ id: "100001", lastName: "Dupont", email: "marie.dupont@example.fr", address: { zipCode: "75015" } });
  });

  it("creates a new client and identifies them", async () => {
    const response = (await identificationAction(
      args(
        post(
          "/sibp/client-identification",
          { intent: "create", sex: "female", lastName: "Roy", firstName: "Nina", email: "nina.roy@example.fr", streetName: "1 rue Haute", zipCode: "35000", city: "Rennes", country: "FRANCE" },
          await agentCookie(),
        ),
      ),
    )) as Response;
    expect(response.headers.get("location")).toBe("/sibp/contrat");
    const session = await sibpClientStorage.getSession(response.headers.get("set-cookie"));
    expect(session.get("client")).toMatchObject({ id: "100003", firstName: "Nina", email: "nina.roy@example.fr", address: { city: "RENNES" } });
    expect(store.state.clients["100003"]?.lastName).toBe("Roy");
  });

  it("keeps the search typed and says the service is unavailable when the client API answers 500 or 503 (not the error page: a form being typed)", async () => {
    for (const status of [500, 503]) {
      store.faults.push({ id: `client-${status}`, path: "/sibp/api/client/find-or-create*", status, remaining: 1 });
      const { data } = unwrap(await identificationAction(args(post("/sibp/client-identification", { intent: "search", lastName: "Dupont", firstName: "Marie" }, await agentCookie()))));
      expect(data.notice, String(status)).toBe("unavailable");
      expect(JSON.stringify(data.result), String(status)).toContain("Dupont");
      expect(JSON.stringify(data.result), String(status)).toContain("Marie");
    }
  });

  it("says the client API took too long and keeps the typed values on a time-out", async () => {
    store.faults.push({ id: "client-timeout", path: "/sibp/api/client/find-or-create*", timeout: true, remaining: null });
    const fields = { intent: "create", sex: "male", lastName: "Lenoir", firstName: "Jean", email: "jean.lenoir@example.fr", streetName: "2 rue Basse", zipCode: "44000", city: "Nantes", country: "FRANCE" };
    const { data } = unwrap(await identificationAction(args(post("/sibp/client-identification", fields, await agentCookie()))));
    expect(data.notice).toBe("timeout");
    expect(JSON.stringify(data.result)).toContain("jean.lenoir@example.fr");
  }, 15_000);
});

describe("/sibp/contrat/type", () => {
  it("leads a new subscription to the offers, an existing contract to the search, and asks when nothing is chosen", async () => {
    const cookie = `${await agentCookie()}; ${await clientCookie()}`;
    expect(((await contractTypeAction(args(post("/sibp/contrat/type", { type: "new" }, cookie)))) as Response).headers.get("location")).toBe("/sibp/offers-about");
    expect(((await contractTypeAction(args(post("/sibp/contrat/type", { type: "existing" }, cookie)))) as Response).headers.get("location")).toBe("/sibp/contrat/recherche");
    const { data } = unwrap(await contractTypeAction(args(post("/sibp/contrat/type", {}, cookie))));
    expect(JSON.stringify(data.result)).toContain("sibp:contract.typeRequired");
  });
});

describe("/sibp/offers-about pages", () => {
  it("shows the SIBP price list in words: visits only from 1 to 6 a week", async () => {
    const { data } = unwrap(await offerPageLoader(args(get("/sibp/offers-about/visites-facteur", await agentCookie()), { page: "visites-facteur" })));
    const list = data.priceList as { plans: { formula: { key: string; count: number }; cents: number }[] };
    expect(list.plans.map((row) => row.formula)).toEqual([1, 2, 3, 4, 5, 6].map((count) => ({ key: "visitsOnly", count })));
    expect(list.plans[0]?.cents).toBe(2190);
  });

  it("answers 404 for an unknown page", async () => {
    expect((await thrown(offerPageLoader(args(get("/sibp/offers-about/x", await agentCookie()), { page: "x" })))).status).toBe(404);
  });
});

describe("/sibp/error-page", () => {
  it("shows the upstream status, 500 by default, and the agent failure", () => {
    expect(unwrap(errorPageLoader(args(get("/sibp/error-page?status=503")))).data).toEqual({ status: 503, reason: "upstream" });
    expect(unwrap(errorPageLoader(args(get("/sibp/error-page?status=42")))).data).toEqual({ status: 500, reason: "upstream" });
    expect(unwrap(errorPageLoader(args(get("/sibp/error-page?reason=agent")))).data).toEqual({ status: 500, reason: "agent" });
  });
});
