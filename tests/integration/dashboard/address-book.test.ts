import { describe, expect, it, vi } from "vitest";
import * as bookPage from "~/features/dashboard/address-book-page";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, form, MARIE, PAUL } from "../../unit/dashboard/helpers";

/** "Mon carnet d'adresses", the client area's address book (decision 107), against the sandbox handlers. */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const PAGE = "http://localhost/services-seniors/contrat/carnet-adresses";
const post = async (fields: Record<string, string>, person = MARIE) => args(PAGE, person, {}, { method: "POST", body: form(fields) });
const bookOf = async (id = "100001") => (await callJson("GET", `/front/address/laposte-part/account/${id}/addresses`)).body.addresses as Record<string, unknown>[];

type Page = { entries: { id: string; addressName: string; status: string; message?: string; lines: string[] }[]; failed: boolean; done: string | null; primary: string | null };
type Reply = {
  form: string;
  notice: string | null;
  result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } | null;
  addressSuggestion: { suggestion: Record<string, string>; checked: string } | null;
  rename: { id: string; typed: string; error: string | null } | null;
};

const NEW_ENTRY = { intent: "add", addressName: "Tante Lucie", civility: "MRS", firstName: "Lucie", lastName: "Moreau", streetName: "4 rue des Lilas", codePostal: "75015", city: "Paris", country: "FRANCE" };

describe("the client area's address book", () => {
  it("asks a visitor to sign in, and lists marie's book with each entry's state (SPEC 5)", async () => {
    const signedOut = await answer(bookPage.loader(await args(PAGE, null)));
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toContain("/vsmp/connexion?redirect=%2Fservices-seniors%2Fcontrat%2Fcarnet-adresses");
    const page = await answer<Page>(bookPage.loader(await args(PAGE, MARIE)));
    expect(page.headers?.get("cache-control")).toBe("private, no-store");
    expect(page.data.entries.map(({ addressName, status, message }) => [addressName, status, message])).toEqual([
      ["Domicile", "selectable", undefined],
      ["Maman", "selectable", undefined],
      ["Bureau", "incomplete", "addressBook.incomplete"],
      ["Vacances", "ineligible", "addressBook.ineligible"],
    ]);
    expect(page.data.primary).toBe("A1");
    expect((await answer<Page>(bookPage.loader(await args(PAGE, PAUL)))).data.entries).toEqual([]);
  });

  it("says the book cannot be shown when the address service fails", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/front/address/laposte-part/account/100001/addresses", status: 503, times: 1 });
    const page = await answer<Page>(bookPage.loader(await args(PAGE, MARIE)));
    expect(page.data).toMatchObject({ failed: true, entries: [] });
  });

  it("adds an entry (post/redirect/get), which the journey then offers", async () => {
    const added = await answer(bookPage.action(await post(NEW_ENTRY, PAUL)));
    expect(added.location).toBe("/services-seniors/contrat/carnet-adresses?fait=ajoutee");
    const page = await answer<Page>(bookPage.loader(await args(`http://localhost${added.location}`, PAUL)));
    expect(page.data.done).toBe("added");
    expect(page.data.entries).toEqual([expect.objectContaining({ addressName: "Tante Lucie", status: "selectable", lines: ["Lucie Moreau", "4 rue des Lilas", "75015 Paris"] })]);
    // The first entry of a book is its primary address.
    expect(page.data.primary).toBe(page.data.entries[0]!.id);
  });

  it("refuses a name already used (SPEC 5's message), an entry without names, and an unknown address, every value kept", async () => {
    const duplicate = await answer<Reply>(bookPage.action(await post({ ...NEW_ENTRY, addressName: " maman " })));
    expect(duplicate.data.result?.error).toMatchObject({ addressName: ["validation:addressBook.duplicateName"] });
    expect(duplicate.data.result?.initialValue).toMatchObject({ firstName: "Lucie", streetName: "4 rue des Lilas" });
    const nameless = await answer<Reply>(bookPage.action(await post({ ...NEW_ENTRY, firstName: "", lastName: "" })));
    expect(nameless.data.result?.error).toMatchObject({ firstName: [expect.any(String)], lastName: [expect.any(String)] });
    const unknown = await answer<Reply>(bookPage.action(await post({ ...NEW_ENTRY, streetName: "3 rue Inconnue" })));
    expect(unknown.data.result?.error).toMatchObject({ streetName: ["address.unknown"] });
    expect(await bookOf()).toHaveLength(4);
  });

  it("offers the postal service's suggestion and saves the one chosen", async () => {
    const typed = { ...NEW_ENTRY, addressName: "Lucie", city: "Lyon" };
    const refused = await answer<Reply>(bookPage.action(await post(typed)));
    expect(refused.data.result?.error).toMatchObject({ city: ["address.localityMismatch"] });
    const view = refused.data.addressSuggestion!;
    const chosen = await answer(
      bookPage.action(
        await post({
          ...typed,
          addressChoice: "suggested:PARIS",
          suggestedStreetName: view.suggestion.streetName!,
          suggestedCodePostal: "75015",
          suggestedCountry: "FRANCE",
          checkedAddress: view.checked,
        }),
      ),
    );
    expect(chosen.status).toBe(302);
    expect((await bookOf()).at(-1)).toMatchObject({ addressName: "Lucie", city: "PARIS" });
  });

  it("says a full book with its count instead of adding", async () => {
    const book = await bookOf();
    for (let index = book.length; index < 20; index++) await callJson("POST", "/front/address/laposte-part/account/100001/addresses", { addressName: `Adresse ${index}`, codePostal: "75015", city: "PARIS", country: "FRANCE" });
    const full = await answer<Reply>(bookPage.action(await post({ ...NEW_ENTRY, addressName: "Une de trop" })));
    expect(full.data.notice).toBe("full");
    expect(await bookOf()).toHaveLength(20);
  });

  it("renames an entry, refusing another entry's name; deletes one", async () => {
    const duplicate = await answer<Reply>(bookPage.action(await post({ intent: "rename", id: "A2", addressName: "DOMICILE" })));
    expect(duplicate.data.rename).toEqual({ id: "A2", typed: "DOMICILE", error: "validation:addressBook.duplicateName" });
    // Its own name in another case is no duplicate.
    const renamed = await answer(bookPage.action(await post({ intent: "rename", id: "A2", addressName: "Chez Maman" })));
    expect(renamed.location).toBe("/services-seniors/contrat/carnet-adresses?fait=renommee");
    expect((await bookOf()).find((entry) => entry.id === "A2")).toMatchObject({ addressName: "Chez Maman" });
    const deleted = await answer(bookPage.action(await post({ intent: "delete", id: "A4" })));
    expect(deleted.location).toBe("/services-seniors/contrat/carnet-adresses?fait=supprimee");
    expect((await bookOf()).map((entry) => entry.id)).not.toContain("A4");
    const unavailable = await callJson("POST", "/__sandbox/faults", { path: "/front/address/laposte-part/account/100001/addresses/A3", status: 500, times: 1 });
    expect(unavailable.status).toBeLessThan(300);
    const failed = await answer<Reply>(bookPage.action(await post({ intent: "delete", id: "A3" })));
    expect(failed.data.notice).toBe("unavailable");
  });
});

describe("changing a saved entry's address in the client area (decision 108)", () => {
  const CHANGED = { intent: "edit", id: "A2", addressName: "Maman", civility: "MRS", firstName: "Jeanne", lastName: "Dupont", streetName: "3 rue du Bac", codePostal: "75015", city: "Paris", country: "FRANCE" };
  type Editing = Page & { editing: { id: string; addressName: string; values: Record<string, string> } | null };

  it("opens the entry's form filled with what it holds (?modifier=id), none for an unknown id", async () => {
    const page = await answer<Editing>(bookPage.loader(await args(`${PAGE}?modifier=A2`, MARIE)));
    expect(page.data.editing).toEqual({
      id: "A2",
      addressName: "Maman",
      values: expect.objectContaining({ addressName: "Maman", firstName: "Jeanne", streetName: "8 rue de la République", codePostal: "69002", city: "LYON", country: "FRANCE" }),
    });
    expect((await answer<Editing>(bookPage.loader(await args(`${PAGE}?modifier=A99`, MARIE)))).data.editing).toBeNull();
  });

  it("saves the new address through the upstream update (post/redirect/get), the entry's id and primary flag kept", async () => {
    const changed = await answer(bookPage.action(await post(CHANGED)));
    expect(changed.location).toBe("/services-seniors/contrat/carnet-adresses?fait=modifiee");
    expect((await answer<Page>(bookPage.loader(await args(`http://localhost${changed.location}`, MARIE)))).data.done).toBe("changed");
    const book = await bookOf();
    expect(book).toHaveLength(4);
    expect(book.find((entry) => entry.id === "A2")).toMatchObject({ addressName: "Maman", streetName: "3 rue du Bac", codePostal: "75015", city: "Paris", isPrimary: false });
    // An incomplete entry (a company's, without names) is completed by its change: it can then be picked.
    await answer(bookPage.action(await post({ ...CHANGED, id: "A3", addressName: "Bureau", firstName: "Marie", streetName: "10 rue de Rivoli" })));
    const page = await answer<Page>(bookPage.loader(await args(PAGE, MARIE)));
    expect(page.data.entries.find((entry) => entry.id === "A3")).toMatchObject({ status: "selectable", lines: ["Dupont Conseil", "10 rue de Rivoli", "75015 Paris"] });
  });

  it("refuses with the add's rules and SPEC 5's messages, every value typed kept, nothing changed", async () => {
    const before = await bookOf();
    const duplicate = await answer<Reply & { edited: string }>(bookPage.action(await post({ ...CHANGED, addressName: " domicile " })));
    expect(duplicate.data).toMatchObject({ form: "edit", edited: "A2" });
    expect(duplicate.data.result?.error).toMatchObject({ addressName: ["validation:addressBook.duplicateName"] });
    expect(duplicate.data.result?.initialValue).toMatchObject({ streetName: "3 rue du Bac", codePostal: "75015" });
    const badCode = await answer<Reply>(bookPage.action(await post({ ...CHANGED, codePostal: "7500" })));
    expect(badCode.data.result?.error).toMatchObject({ codePostal: [expect.any(String)] });
    const unknown = await answer<Reply>(bookPage.action(await post({ ...CHANGED, streetName: "3 rue Inconnue" })));
    expect(unknown.data.result?.error).toMatchObject({ streetName: ["address.unknown"] });
    const mismatch = await answer<Reply>(bookPage.action(await post({ ...CHANGED, city: "Lyon" })));
    expect(mismatch.data.result?.error).toMatchObject({ city: ["address.localityMismatch"] });
    expect(mismatch.data.addressSuggestion).not.toBeNull();
    expect(await bookOf()).toEqual(before);
  });

  it("says a failure of the book and keeps the form; an entry already gone goes back to the list", async () => {
    await callJson("POST", "/__sandbox/faults", { path: "/front/address/laposte-part/account/100001/addresses/A2", status: 500, times: 1 });
    const failed = await answer<Reply>(bookPage.action(await post(CHANGED)));
    expect(failed.data.notice).toBe("unavailable");
    expect(failed.data.result?.initialValue).toMatchObject({ streetName: "3 rue du Bac" });
    const gone = await answer(bookPage.action(await post({ ...CHANGED, id: "A99" })));
    expect(gone.location).toBe("/services-seniors/contrat/carnet-adresses");
  });
});
