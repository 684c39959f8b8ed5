import type { HttpHandler } from "msw";
import { ADDRESS_BOOK_MAX, type AddressBookEntry } from "../seed/addresses.js";
import type { SandboxStore } from "../store.js";
import { json, noContent, problem, readJsonObject, route } from "./respond.js";

/**
 * A customer's address book (SPEC 7 "account address calls under {frontPrefix}/address/{siteId}/account"):
 * `GET …/account/{customerId}/addresses` lists it, `POST` adds an entry, `PUT …/addresses/{id}`
 * renames one (`{ addressName }`) or changes its address (the lines and names, as `POST` takes them), `DELETE …/addresses/{id}` removes one. Any site id (part or pro).
 * Names are unique whatever their case and spaces (409 DUPLICATE_NAME); a book holds at most
 * ADDRESS_BOOK_MAX entries (409 ADDRESS_BOOK_FULL with `max`).
 */
const BASE = "/front/address/:siteId/account/:customerId/addresses";

const comparable = (name: string) => name.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("fr");
const text = (value: unknown, max = 100) => (typeof value === "string" && value.trim() !== "" && value.length <= max ? value.trim() : undefined);

export function addressBookHandlers(store: SandboxStore): HttpHandler[] {
  const bookOf = (customerId: string) => (store.state.addressBooks ??= {})[customerId] ?? [];
  return [
    route("get", BASE, ({ params }) => json({ addresses: bookOf(params.customerId!), max: ADDRESS_BOOK_MAX })),

    route("post", BASE, async ({ request, params }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const value = body.value;
      const addressName = text(value.addressName, 40);
      const codePostal = text(value.codePostal, 11);
      const city = text(value.city);
      const country = text(value.country, 60);
      if (!addressName || !codePostal || !city || !country) {
        return problem(400, "INVALID_BODY", "addressName, codePostal, city and country are required");
      }
      const book = bookOf(params.customerId!);
      if (book.some((entry) => comparable(entry.addressName) === comparable(addressName))) {
        return problem(409, "DUPLICATE_NAME", "An address of this name exists");
      }
      if (book.length >= ADDRESS_BOOK_MAX) return problem(409, "ADDRESS_BOOK_FULL", "The address book is full", { max: ADDRESS_BOOK_MAX });
      const entry: AddressBookEntry = {
        id: `A${Date.now().toString(36)}${book.length}`,
        addressName,
        isPrimary: value.isPrimary === true && book.length === 0,
        isCompany: value.isCompany === true,
        companyName: text(value.companyName),
        civility: value.civility === "MR" || value.civility === "MRS" ? value.civility : undefined,
        firstName: text(value.firstName),
        lastName: text(value.lastName),
        streetName: text(value.streetName),
        additionalStreetName: text(value.additionalStreetName),
        codePostal,
        city,
        country,
      };
      store.state.addressBooks![params.customerId!] = [...book, entry];
      store.changed();
      return json({ address: entry }, 201);
    }),

    route("put", `${BASE}/:addressId`, async ({ request, params }) => {
      const body = await readJsonObject(request);
      if (!body.ok) return body.response;
      const value = body.value;
      // A rename sends `{ addressName }`; a change of address sends the lines (and names), with or without a name.
      const changesAddress = ["codePostal", "city", "country", "streetName"].some((key) => key in value);
      const addressName = "addressName" in value ? text(value.addressName, 40) : undefined;
      if ("addressName" in value && !addressName) return problem(400, "INVALID_BODY", "addressName must be a name of 1 to 40 characters");
      if (!addressName && !changesAddress) return problem(400, "INVALID_BODY", "addressName or the address lines are required");
      const lines = changesAddress
        ? {
            civility: value.civility === "MR" || value.civility === "MRS" ? value.civility : undefined,
            firstName: text(value.firstName),
            lastName: text(value.lastName),
            streetName: text(value.streetName),
            additionalStreetName: text(value.additionalStreetName),
            codePostal: text(value.codePostal, 11),
            city: text(value.city),
            country: text(value.country, 60),
          }
        : undefined;
      if (lines && (!lines.codePostal || !lines.city || !lines.country)) return problem(400, "INVALID_BODY", "codePostal, city and country are required");
      const book = bookOf(params.customerId!);
      const entry = book.find((candidate) => candidate.id === params.addressId);
      if (!entry) return problem(404, "NOT_FOUND", "No such address in this book");
      if (addressName && book.some((other) => other !== entry && comparable(other.addressName) === comparable(addressName))) {
        return problem(409, "DUPLICATE_NAME", "An address of this name exists");
      }
      const changed: AddressBookEntry = { ...entry, ...(addressName ? { addressName } : {}), ...(lines as Partial<AddressBookEntry> | undefined) };
      store.state.addressBooks![params.customerId!] = book.map((candidate) => (candidate === entry ? changed : candidate));
      store.changed();
      return json({ address: changed });
    }),

    route("delete", `${BASE}/:addressId`, ({ params }) => {
      const book = bookOf(params.customerId!);
      if (!book.some((entry) => entry.id === params.addressId)) return problem(404, "NOT_FOUND", "No such address in this book");
      store.state.addressBooks![params.customerId!] = book.filter((entry) => entry.id !== params.addressId);
      store.changed();
      return noContent();
    }),
  ];
}
