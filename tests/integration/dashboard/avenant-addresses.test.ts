import { describe, expect, it, vi } from "vitest";
import * as avenantPage from "~/features/dashboard/avenant";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE } from "../../unit/dashboard/helpers";

/** The trusted contacts' avenant checks each address with the postal service, as the journey does (decision 106). */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const post = async (fields: Record<string, string>) => args(`${DASHBOARD}/avenants`, MARIE, {}, { method: "POST", body: form(fields) });
const versions = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.versions.length as number;

type Reply = {
  result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
  addressSuggestions?: Record<string, { reason: string; suggestion: Record<string, string>; checked: string }>;
};

const neighbour = {
  part: "contacts",
  "contacts[0].order": "1",
  "contacts[0].civility": "MR",
  "contacts[0].firstName": "Michel",
  "contacts[0].lastName": "Leroy",
  "contacts[0].mobilePhone": "06 12 34 56 78",
  "contacts[0].contactType": "NEIGHBOUR",
  "contacts[0].travelTimeInMinutes": "5",
  "contacts[0].streetName": "10 rue de la Paroisse",
  "contacts[0].codePostal": "78000",
  "contacts[0].city": "Versailles",
  "contacts[0].country": "FRANCE",
  "contacts[0].over18": "on",
};

describe("the postal check in the trusted contacts' avenant", () => {
  it("refuses an unknown address with SPEC 8's message on the contact's street, every value kept, nothing sent", async () => {
    const before = await versions();
    const result = await answer<Reply>(avenantPage.action(await post({ ...neighbour, "contacts[0].streetName": "3 rue Inconnue" })));
    expect(result.data.result.error).toMatchObject({ "contacts[0].streetName": ["address.unknown"] });
    expect(result.data.result.initialValue).toMatchObject({ contacts: [expect.objectContaining({ firstName: "Michel", streetName: "3 rue Inconnue" })] });
    expect(await versions()).toBe(before);
  });

  it("offers the suggestion for a locality that is not the postal code's, and sends the one chosen", async () => {
    const typed = { ...neighbour, "contacts[0].city": "Paris" };
    const refused = await answer<Reply>(avenantPage.action(await post(typed)));
    expect(refused.data.result.error).toMatchObject({ "contacts[0].city": ["address.localityMismatch"] });
    const view = refused.data.addressSuggestions?.["contacts[0]."];
    expect(view).toMatchObject({ reason: "locality", suggestion: { codePostal: "78000", city: "VERSAILLES" } });
    const chosen = await answer(
      avenantPage.action(
        await post({
          ...typed,
          "contacts[0].addressChoice": "suggested:VERSAILLES",
          "contacts[0].suggestedStreetName": view!.suggestion.streetName!,
          "contacts[0].suggestedCodePostal": "78000",
          "contacts[0].suggestedCountry": "FRANCE",
          "contacts[0].checkedAddress": view!.checked,
        }),
      ),
    );
    expect(chosen.status).toBe(302);
    expect(chosen.location).not.toContain("adresse=");
    const contract = (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;
    expect(contract.lastVersion.trustedContact[0]).toMatchObject({ L6: "78000 VERSAILLES" });
  });

  it("sends the list when the postal service is down, and the page says the address could not be checked", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/front/address/sercadia", status: 503, times: 1 });
    const sent = await answer(avenantPage.action(await post({ ...neighbour, "contacts[0].streetName": "3 rue Inconnue" })));
    expect(sent.status).toBe(302);
    expect(sent.location).toMatch(/avenants\?demande=[^&]+(?:&effet=\d{4}-\d{2}-\d{2})?&adresse=non-verifiee$/);
    const contract = (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body;
    expect(contract.lastVersion.trustedContact[0]).toMatchObject({ L4: "3 RUE INCONNUE" });
  });
});
