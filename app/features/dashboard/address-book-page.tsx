import type { MetaFunction } from "@remix-run/node";
import type { ScriptsHandle } from "~/kernel/ui/scripts";
import { pageTitle, textsOf } from "~/kernel/ui/meta";
import { actAddressBook, loadAddressBook } from "~/features/dashboard/address-book.server";
import { AddressBookPage } from "~/features/dashboard/address-book";
import { personalDataHeaders } from "~/kernel/platform/security";

/** /services-seniors/contrat/carnet-adresses: the signed-in client's address book (decision 107). */
export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const texts = textsOf(matches);
  return [{ title: pageTitle(texts.people.addressBookPage.title, matches) }];
};
export const headers = personalDataHeaders;
export const handle: ScriptsHandle = { i18n: ["people", "journey", "validation"] };
export const loader = loadAddressBook;
export const action = actAddressBook;
export default AddressBookPage;
