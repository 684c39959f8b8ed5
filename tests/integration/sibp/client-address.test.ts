import { describe, expect, it, vi } from "vitest";
import { action as identificationAction } from "~/features/counter/client-identification";
import { sibpClientStorage } from "~/kernel/sessions/cookies.server";
import { useSandbox } from "../sandbox/setup";
import { agentCookie } from "./agent";

/** The counter's new client: the address is checked by the postal service, as in the journey (decision 106). */
const { store } = useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const NEW_CLIENT = { intent: "create", sex: "female", lastName: "Roy", firstName: "Nina", email: "nina.roy@example.fr", streetName: "1 rue Haute", zipCode: "35000", city: "Rennes", country: "FRANCE" };

async function create(fields: Record<string, string>) {
  const request = new Request("http://localhost:3000/sibp/client-identification", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: await agentCookie() },
  });
  const result = await identificationAction({ request, context: { requestId: "test" }, params: {} });
  if (result instanceof Response) return { response: result };
  const { data, init } = result as unknown as {
    data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> }; addressSuggestion?: { suggestion: Record<string, string>; checked: string } };
    init: ResponseInit | null;
  };
  return { data, status: init?.status ?? 200 };
}

describe("the counter's client creation checks the address", () => {
  it("refuses an unknown address with SPEC 8's message, every value kept, no client created", async () => {
    const clients = Object.keys(store.state.clients).length;
    const { data, status } = await create({ ...NEW_CLIENT, streetName: "3 rue Inconnue" });
    expect(data?.result.error).toMatchObject({ streetName: ["address.unknown"] });
    expect(data?.result.initialValue).toMatchObject({ lastName: "Roy", email: "nina.roy@example.fr", streetName: "3 rue Inconnue", zipCode: "35000" });
    expect(status).toBe(400);
    expect(Object.keys(store.state.clients)).toHaveLength(clients);
  });

  it("says a postal code the postal service does not know on the form's own postal code field (decision 129)", async () => {
    const { data } = await create({ ...NEW_CLIENT, zipCode: "35999" });
    expect(data?.result.error).toEqual({ zipCode: ["address.unknownPostalCode"] });
  });

  it("offers the suggestion for a locality that is not the postal code's, and creates the client with the one chosen", async () => {
    const typed = { ...NEW_CLIENT, city: "Brest" };
    const { data } = await create(typed);
    expect(data?.result.error).toMatchObject({ city: ["address.localityMismatch"] });
    const view = data!.addressSuggestion!;
    expect(view.suggestion).toMatchObject({ codePostal: "35000", city: "RENNES", country: "FRANCE" });
    const { response } = await create({
      ...typed,
      addressChoice: "suggested:RENNES",
      suggestedStreetName: view.suggestion.streetName!,
      suggestedCodePostal: "35000",
      suggestedCountry: "FRANCE",
      checkedAddress: view.checked,
    });
    expect(response?.headers.get("location")).toBe("/sibp/contrat");
    const session = await sibpClientStorage.getSession(response!.headers.get("set-cookie"));
    expect(session.get("client")).toMatchObject({ firstName: "Nina", address: { zipCode: "35000", city: "RENNES" } });
  });

  it("creates the client with the address as typed when the postal service is down", async () => {
    store.faults.push({ id: "sercadia-down", path: "/front/address/sercadia", status: 503, remaining: 1 });
    const { response } = await create({ ...NEW_CLIENT, email: "nina.roy2@example.fr", streetName: "3 rue Inconnue" });
    expect(response?.headers.get("location")).toBe("/sibp/contrat");
    const session = await sibpClientStorage.getSession(response!.headers.get("set-cookie"));
    expect(session.get("client")).toMatchObject({ address: { streetName: "3 RUE INCONNUE" } });
  });
});
