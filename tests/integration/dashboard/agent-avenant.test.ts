import { describe, expect, it } from "vitest";
import { action, loader } from "~/features/dashboard/avenant";
import { agentSessionStorage } from "~/kernel/sessions/cookies.server";
import { callJson, useSandbox } from "../sandbox/setup";

/** The avenant through the agent's door: the client's identity confirmed first, every change audited; list buttons and previews are not changes. */
useSandbox();
const CONTRACT = "2024000123";
const URL_ = `http://localhost/sibp/contrat/${CONTRACT}/tableau-de-bord/avenants`;

async function agentCookie(): Promise<string> {
  const session = await agentSessionStorage.getSession();
  session.set("authentication", { accessToken: "token", expiresAt: Date.now() + 3600_000, idToken: null });
  session.set("agent", { idrh: "AG12345", regate: "R75001", lastName: "Agent", firstName: "Alice", fullName: "Alice Agent", organisationnel: null });
  return (await agentSessionStorage.commitSession(session)).split(";")[0]!;
}

const contact = {
  part: "contacts",
  "contacts[0].order": "1",
  "contacts[0].civility": "MRS",
  "contacts[0].firstName": "Anne",
  "contacts[0].lastName": "Martin",
  "contacts[0].mobilePhone": "0611223344",
  "contacts[0].contactType": "FAMILY",
  "contacts[0].travelTimeInMinutes": "20",
  "contacts[0].streetName": "3 rue Hoche",
  "contacts[0].codePostal": "78000",
  "contacts[0].city": "Versailles",
  "contacts[0].country": "FRANCE",
  "contacts[0].over18": "on",
};

async function post(fields: Record<string, string> | URLSearchParams) {
  const request = new Request(URL_, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: await agentCookie(), origin: "http://localhost" },
  });
  try {
    return await action({ request, params: { agentContract: CONTRACT }, context: { requestId: "test" } });
  } catch (thrown) {
    return thrown;
  }
}

const avenantAudit = async () => ((await callJson("GET", "/__sandbox/audit")).body as { action: string; outcome: string }[]).filter((line) => line.action === "contract.avenant");
const versions = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.versions.length;

describe("the agent changes the trusted contacts", () => {
  it("a list button neither sends nor audits; a send without the identity confirmed is refused and audited; confirmed, it is sent and audited", async () => {
    const intent = JSON.stringify({ type: "insert", payload: { name: "contacts" } });
    await post({ ...contact, __intent__: intent });
    expect(await avenantAudit()).toEqual([]);

    const refused = (await post(contact)) as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error).toMatchObject({ identityChecked: ["desk:identity.required"] });
    expect(await versions()).toBe(10);

    const sent = await post({ ...contact, identityChecked: "yes" });
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get("location")).toMatch(new RegExp(`^/sibp/contrat/${CONTRACT}/tableau-de-bord/avenants\\?demande=AVENANT-`));
    const contract = (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;
    expect(contract.lastVersion.trustedContact).toEqual([expect.objectContaining({ firstName: "Anne", contactType: "FAMILY", travelTimeInMinutes: 20 })]);
    expect(contract.requests.at(-1).system).toBe("SIBP");
    expect((await avenantAudit()).map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
  });
});

describe("the agent changes the contract's terms, reviewed before sending", () => {
  it("the review and 'Modifier' neither send nor audit; the confirmation without the identity confirmed shows the review again, refused and audited; confirmed, it is sent and audited", async () => {
    const send = (extra: Record<string, string>) => {
      const body = new URLSearchParams(extra);
      for (const day of ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"]) body.append("visitDays", day);
      return post(body);
    };
    // Only this test's lines (the audit trail outlives a test's sandbox store).
    const before = (await avenantAudit()).length;
    const lines = async () => (await avenantAudit()).slice(before).map((line) => line.outcome);
    const reviewed = (await send({})) as { data: { review: { services: { price: { periods: { ttcPriceInCents: number }[] } } } } };
    expect(reviewed.data.review.services.price.periods[0]!.ttcPriceInCents).toBe(9950);
    await send({ step: "confirm", intent: "change" });
    expect(await lines()).toEqual([]);

    const refused = (await send({ step: "confirm" })) as { data: { review: unknown; result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error).toMatchObject({ identityChecked: ["desk:identity.required"] });
    expect(refused.data.review).not.toBeNull();
    expect(await versions()).toBe(10);

    const sent = await send({ step: "confirm", identityChecked: "yes" });
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).headers.get("location")).toMatch(new RegExp(`^/sibp/contrat/${CONTRACT}/tableau-de-bord/avenants\\?demande=AVENANT-[^&]+&effet=`));
    expect(await lines()).toEqual(["rejected", "requested", "success"]);
  });
});

describe("the agent and the client's address book (decision 115)", () => {
  it("the counter's contacts form has no picker though marie has a book, and a pick posted there fills nothing, sends nothing, audits nothing", async () => {
    // Only this test's lines (the audit trail outlives a test's sandbox store).
    const audited = (await avenantAudit()).length;
    const request = new Request(URL_, { headers: { cookie: await agentCookie() } });
    const page = (await loader({ request, params: { agentContract: CONTRACT }, context: { requestId: "test" } })) as unknown as { data: { book: unknown; contacts: unknown[] } };
    expect(page.data.contacts.length).toBeGreaterThan(0);
    expect(page.data.book).toBeNull();
    const picked = (await post({ ...contact, "contacts[0].bookEntry": "A2", intent: "useBookAddress:contacts[0]." })) as { data: { bookFilled: unknown; result: { initialValue: { contacts: Record<string, string>[] } } } };
    expect(picked.data.bookFilled).toBeNull();
    expect(picked.data.result.initialValue.contacts[0]).toMatchObject({ streetName: "3 rue Hoche", city: "Versailles" });
    expect(await versions()).toBe(10);
    expect((await avenantAudit()).length).toBe(audited);
  });
});
