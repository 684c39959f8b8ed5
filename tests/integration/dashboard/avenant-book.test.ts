import { describe, expect, it, vi } from "vitest";
import * as avenantPage from "~/features/dashboard/avenant";
import { callJson, useSandbox } from "../sandbox/setup";
import { answer, args, CONTRACT, DASHBOARD, form, MARIE, user } from "../../unit/dashboard/helpers";
import { SEEDED_BOOK_CHOICES } from "../journey/people-forms";

/**
 * The signed-in owner's address book in the trusted contacts' avenant (decision 115): the
 * journey's picker and rule, one pick per contact; the book failing never blocks the avenant;
 * a relative never reaches it.
 */
useSandbox();
vi.mock("~/kernel/platform/logger.server", () => ({ log: vi.fn() }));

const LUC = user("300001", "luc.dupont@example.fr", "Luc", "Dupont");
const MARIE_BOOK = "/front/address/laposte-part/account/100001/addresses";

const get = (who = MARIE) => args(`${DASHBOARD}/avenants`, who);
const post = (fields: Record<string, string>, who = MARIE) => args(`${DASHBOARD}/avenants`, who, {}, { method: "POST", body: form(fields) });
const versions = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.versions.length as number;
const lastContacts = async () => (await callJson("GET", `/__sandbox/contracts/${CONTRACT}`)).body.lastVersion.trustedContact as Record<string, unknown>[];

type Page = { contacts: unknown[]; book: { addressName: string; status: string }[] | null };
type Reply = {
  part: string;
  result: { error?: Record<string, string[] | null> | null; initialValue?: { contacts?: Record<string, string>[] } | null };
  bookFilled?: string | null;
  bookFilledAt?: string | null;
};

const contact = (index: number, firstName: string, street: string) => ({
  [`contacts[${index}].order`]: String(index + 1),
  [`contacts[${index}].civility`]: "MR",
  [`contacts[${index}].firstName`]: firstName,
  [`contacts[${index}].lastName`]: "Leroy",
  [`contacts[${index}].mobilePhone`]: `06 12 34 56 7${index}`,
  [`contacts[${index}].contactType`]: "NEIGHBOUR",
  [`contacts[${index}].travelTimeInMinutes`]: "5",
  [`contacts[${index}].streetName`]: street,
  [`contacts[${index}].codePostal`]: "78000",
  [`contacts[${index}].city`]: "Versailles",
  [`contacts[${index}].country`]: "FRANCE",
  [`contacts[${index}].over18`]: "on",
});
const typed = { part: "contacts", ...contact(0, "Michel", "10 rue de la Paroisse"), ...contact(1, "Luc", "3 rue Hoche") };
/** Contact 1 has an entry chosen too, but the button pressed is contact 2's. */
const pickMaman = { ...typed, "contacts[0].bookEntry": "A1", "contacts[1].bookEntry": "A2", intent: "useBookAddress:contacts[1]." };

describe("the address book in the trusted contacts' avenant (decision 115)", () => {
  it("offers marie her book on the page as the book marks it (decision 139): the incomplete entry and the one in Monaco are not selectable", async () => {
    const page = await answer<Page>(avenantPage.loader(await get()));
    expect(page.status).toBe(200);
    expect(page.data.book?.map(({ addressName, status }) => [addressName, status])).toEqual(
      SEEDED_BOOK_CHOICES.map(([name, status]) => [name, name === "Vacances" ? "ineligible" : status]),
    );
  });

  it("refuses the Monaco entry the book marks ineligible, posted all the same, with the book's message: nothing filled, nothing sent", async () => {
    const before = await versions();
    const refused = await answer<Reply>(avenantPage.action(await post({ ...typed, "contacts[0].bookEntry": "A4", intent: "useBookAddress:contacts[0]." })));
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({ "": ["validation:addressBook.ineligible"] });
    expect(refused.data.bookFilled).toBeNull();
    expect(refused.data.result.initialValue!.contacts![0]).toMatchObject({ firstName: "Michel", streetName: "10 rue de la Paroisse", codePostal: "78000", city: "Versailles" });
    expect(await versions()).toBe(before);
  });

  it("fills contact 2's address only with the entry picked for it, every other value kept, nothing checked or sent", async () => {
    const before = await versions();
    const picked = await answer<Reply>(avenantPage.action(await post(pickMaman)));
    expect(picked.status).toBe(200);
    expect(picked.data).toMatchObject({ part: "contacts", bookFilled: "Maman", bookFilledAt: "contacts[1]." });
    expect(picked.data.result.error ?? {}).toEqual({});
    const contacts = picked.data.result.initialValue!.contacts!;
    // The names typed stay (the entry's fill only empty ones); the address is the entry's.
    expect(contacts[1]).toMatchObject({ firstName: "Luc", lastName: "Leroy", mobilePhone: "06 12 34 56 71", travelTimeInMinutes: "5", streetName: "8 rue de la République", codePostal: "69002", city: "LYON", country: "FRANCE" });
    expect(contacts[0]).toMatchObject({ firstName: "Michel", streetName: "10 rue de la Paroisse", codePostal: "78000", city: "Versailles" });
    expect(Object.keys(contacts[0]!)).not.toContain("bookEntry");
    expect(await versions()).toBe(before);
  });

  it("fills nothing for an incomplete entry, or for a button naming no contact of the form, and sends nothing", async () => {
    const before = await versions();
    const incomplete = await answer<Reply>(avenantPage.action(await post({ ...typed, "contacts[0].bookEntry": "A3", intent: "useBookAddress:contacts[0]." })));
    expect(incomplete.data.bookFilled).toBeNull();
    expect(incomplete.data.result.initialValue!.contacts![0]).toMatchObject({ streetName: "10 rue de la Paroisse" });
    const nobody = await answer<Reply>(avenantPage.action(await post({ ...typed, "contacts[1].bookEntry": "A2", intent: "useBookAddress:contacts[5]." })));
    expect(nobody.status).toBe(200);
    expect(nobody.data.result.initialValue!.contacts!.map((filled) => filled.streetName)).toEqual(["10 rue de la Paroisse", "3 rue Hoche"]);
    expect(await versions()).toBe(before);
  });

  it("checks the picked address with the postal service on the submit that follows, as any typed one (decision 106)", async () => {
    const picked = await answer<Reply>(avenantPage.action(await post(pickMaman)));
    const filled: Record<string, string> = { part: "contacts" };
    picked.data.result.initialValue!.contacts!.forEach((values, index) => {
      for (const [name, value] of Object.entries(values)) filled[`contacts[${index}].${name}`] = value;
    });
    // The service down: the list goes as typed, and the page says an address could not be checked.
    await callJson("POST", "/__sandbox/faults", { path: "/front/address/sercadia", status: 503, times: 2 });
    const sent = await answer(avenantPage.action(await post(filled)));
    expect(sent.status).toBe(302);
    expect(sent.location).toContain("adresse=non-verifiee");
    expect((await lastContacts())[1]).toMatchObject({ firstName: "Luc", L6: "69002 LYON" });
  });

  it("a book that cannot be read hides the picker and blocks nothing: the page, a pick (values kept) and the send", async () => {
    await callJson("POST", "/__sandbox/faults", { path: MARIE_BOOK, method: "GET", status: 503, times: 2 });
    const page = await answer<Page>(avenantPage.loader(await get()));
    expect(page.status).toBe(200);
    expect(page.data.book).toBeNull();
    expect(page.data.contacts.length).toBeGreaterThan(0);
    const before = await versions();
    const picked = await answer<Reply>(avenantPage.action(await post(pickMaman)));
    expect(picked.status).toBe(200);
    expect(picked.data.bookFilled).toBeNull();
    expect(picked.data.result.initialValue!.contacts![1]).toMatchObject({ firstName: "Luc", streetName: "3 rue Hoche", city: "Versailles" });
    expect(await versions()).toBe(before);
    // The send does not read the book: with it still failing, the list goes.
    await callJson("POST", "/__sandbox/faults", { path: MARIE_BOOK, method: "GET", status: 503, times: 5 });
    const sent = await answer(avenantPage.action(await post(typed)));
    expect(sent.status).toBe(302);
    expect(await versions()).toBe(before + 1);
  });

  it("a relative who follows the contract, with a book of their own, never sees a picker: 403 on the page and on a pick, nothing read or sent", async () => {
    const added = await callJson("POST", "/front/address/laposte-part/account/300001/addresses", {
      addressName: "Chez moi",
      isCompany: false,
      civility: "MR",
      firstName: "Luc",
      lastName: "Dupont",
      streetName: "3 rue Hoche",
      codePostal: "78000",
      city: "VERSAILLES",
      country: "FRANCE",
    });
    expect(added.status).toBeLessThan(300);
    const page = await answer<Page | { messageKey: string }>(avenantPage.loader(await get(LUC)));
    expect(page.status).toBe(403);
    expect(page.data).toEqual({ messageKey: "notAllowed" });
    const before = await versions();
    const picked = await answer<Reply | { messageKey: string }>(avenantPage.action(await post({ ...pickMaman, "contacts[1].bookEntry": added.body.address.id }, LUC)));
    expect(picked.status).toBe(403);
    expect(picked.data).toEqual({ messageKey: "notAllowed" });
    expect(await versions()).toBe(before);
  });
});
