import { z } from "zod";
import { config } from "~/kernel/platform/config.server";
import { upstream } from "./http.server";

/**
 * A signed-in customer's address book (SPEC 7 `{frontPrefix}/address/{siteId}/account`, SPEC 6's
 * site ids from the configuration; decisions 091 and 107): `GET …/account/{customerId}/addresses`,
 * `POST` one entry, `PUT …/addresses/{id}` to rename it or change its address, `DELETE …/addresses/{id}`.
 */
const entrySchema = z.object({
  id: z.string(),
  addressName: z.string(),
  isPrimary: z.boolean().default(false),
  isCompany: z.boolean().default(false),
  companyName: z.string().nullish(),
  civility: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  streetName: z.string().nullish(),
  additionalStreetName: z.string().nullish(),
  codePostal: z.string(),
  city: z.string(),
  country: z.string(),
});

export type BookEntry = z.infer<typeof entrySchema>;

export type NewBookEntry = Omit<BookEntry, "id" | "isPrimary"> & { isPrimary?: boolean };

/** SPEC 6: the private (part) and professional (pro) sites have their own ids; this service is the private one's. */
export type SiteMode = keyof typeof config.siteIds;

const path = (customerId: string, site: SiteMode = "part") =>
  `${config.addressFrontPrefix}/address/${config.siteIds[site]}/account/${encodeURIComponent(customerId)}/addresses`;
const entryPath = (customerId: string, id: string, site?: SiteMode) => `${path(customerId, site)}/${encodeURIComponent(id)}`;

export async function getAddressBook(customerId: string, requestId?: string, site?: SiteMode): Promise<BookEntry[]> {
  const answer = await upstream.address.get(path(customerId, site), z.object({ addresses: z.array(entrySchema) }), { requestId });
  return answer.addresses;
}

export async function addToAddressBook(customerId: string, entry: NewBookEntry, requestId?: string, site?: SiteMode): Promise<BookEntry> {
  const answer = await upstream.address.post(path(customerId, site), z.object({ address: entrySchema }), { body: entry, requestId });
  return answer.address;
}

/** Renames an entry (409 DUPLICATE_NAME when another entry has the name). */
export async function renameAddressBookEntry(customerId: string, id: string, addressName: string, requestId?: string, site?: SiteMode): Promise<BookEntry> {
  const answer = await upstream.address.put(entryPath(customerId, id, site), z.object({ address: entrySchema }), { body: { addressName }, requestId });
  return answer.address;
}

/** What a change of an entry's address sends: its name, its names and its lines (the whole entry but its flags). */
export type ChangedBookEntry = Omit<NewBookEntry, "isCompany" | "companyName" | "isPrimary">;

/** Changes an entry's name and address (`PUT …/addresses/{id}` with the lines; 409 DUPLICATE_NAME, 404). */
export async function updateAddressBookEntry(customerId: string, id: string, entry: ChangedBookEntry, requestId?: string, site?: SiteMode): Promise<BookEntry> {
  const answer = await upstream.address.put(entryPath(customerId, id, site), z.object({ address: entrySchema }), { body: entry, requestId });
  return answer.address;
}

export async function deleteAddressBookEntry(customerId: string, id: string, requestId?: string, site?: SiteMode): Promise<void> {
  await upstream.address.delete(entryPath(customerId, id, site), z.unknown(), { requestId });
}
