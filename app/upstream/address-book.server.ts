import { z } from "zod";
import { config } from "~/platform/config.server";
import { upstream } from "./http.server";

/**
 * A signed-in customer's address book (SPEC 7 `{frontPrefix}/address/{siteId}/account`, SPEC 6's
 * part site id; decision 091): `GET …/account/{customerId}/addresses` and `POST` one entry.
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

const path = (customerId: string) => `${config.addressFrontPrefix}/address/${config.siteIds.part}/account/${encodeURIComponent(customerId)}/addresses`;

export async function getAddressBook(customerId: string, requestId?: string): Promise<BookEntry[]> {
  const answer = await upstream.address.get(path(customerId), z.object({ addresses: z.array(entrySchema) }), { requestId });
  return answer.addresses;
}

export async function addToAddressBook(customerId: string, entry: NewBookEntry, requestId?: string): Promise<BookEntry> {
  const answer = await upstream.address.post(path(customerId), z.object({ address: entrySchema }), { body: entry, requestId });
  return answer.address;
}
