import type { AppLoadContext } from "@remix-run/node";
import { getUser } from "~/auth/user.server";
import {
  addressBookEntryMessage,
  addressBookEntryStatus,
  addressBookSaveIssue,
  ADDRESS_BOOK_MAX,
  type AddressBookView,
} from "~/domain/address";
import { log } from "~/platform/logger.server";
import { addToAddressBook, getAddressBook, type BookEntry } from "~/upstream/address-book.server";
import { isUpstreamError } from "~/upstream/http.server";

/**
 * The signed-in customer's address book in a people step (issue 31, decision 091): its entries
 * to pick from (the ineligible and incomplete ones shown, not selectable), the pick that fills
 * the form, and the save of a typed address under a name. The book being unreachable hides it.
 */

export const BOOK_FIELDS = { intent: "useBookAddress", entry: "bookEntry", name: "bookName" } as const;

export interface Book {
  customerId: string;
  entries: BookEntry[];
}

/** The signed-in customer's book, or null (anonymous, or the service failed: the form works without it). */
export async function readBook(request: Request, context: AppLoadContext): Promise<Book | null> {
  const user = await getUser(request, context);
  if (!user) return null;
  try {
    return { customerId: user.id, entries: await getAddressBook(user.id, context.requestId) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return null;
  }
}

export function bookViews(book: Book | null): AddressBookView[] | null {
  if (!book) return null;
  return book.entries.map((entry) => {
    const status = addressBookEntryStatus(entry);
    const person = entry.isCompany ? entry.companyName : [entry.firstName, entry.lastName].filter(Boolean).join(" ");
    const lines = [person, entry.streetName, entry.additionalStreetName, `${entry.codePostal} ${entry.city}`].filter((line): line is string => Boolean(line));
    return { id: entry.id, addressName: entry.addressName, lines, status, message: addressBookEntryMessage(status) };
  });
}

/** The form with the chosen (selectable) entry's address in place; names only where none was typed. */
export function formWithBookEntry(form: FormData, book: Book | null): FormData | null {
  const id = form.get(BOOK_FIELDS.entry);
  const entry = book?.entries.find((candidate) => candidate.id === id);
  if (!entry || addressBookEntryStatus(entry) !== "selectable") return null;
  const filled = new FormData();
  for (const [name, value] of form) if (name !== "intent" && name !== BOOK_FIELDS.entry) filled.append(name, value);
  const set = (name: string, value: string | null | undefined, onlyIfEmpty = false) => {
    if (onlyIfEmpty && form.get(name)) return;
    filled.set(name, value ?? "");
  };
  set("streetName", entry.streetName);
  set("additionalStreetName", entry.additionalStreetName);
  set("poBox", "");
  set("codePostal", entry.codePostal);
  set("city", entry.city);
  set("country", entry.country);
  set("civility", entry.civility, true);
  set("firstName", entry.firstName, true);
  set("lastName", entry.lastName, true);
  return filled;
}

export interface BookSaveRefusal {
  key: string;
  count?: number;
}

/**
 * Saves the typed address under the name given, if one was (SPEC 5: a name already used, or a
 * full book, refuses it with its message). An upstream failure is logged and the step goes on.
 */
export async function saveToBook(
  form: FormData,
  book: Book | null,
  address: { civility?: string; firstName?: string; lastName?: string; streetName?: string; additionalStreetName?: string; codePostal: string; city: string; country: string },
  requestId?: string,
): Promise<BookSaveRefusal | undefined> {
  const name = String(form.get(BOOK_FIELDS.name) ?? "").trim();
  if (!book || !name) return undefined;
  if (name.length > 40) return { key: "validation:addressBook.nameTooLong" };
  const issue = addressBookSaveIssue(name, book.entries.map((entry) => entry.addressName));
  if (issue) return { key: `validation:${issue}`, count: ADDRESS_BOOK_MAX };
  try {
    await addToAddressBook(book.customerId, { addressName: name, isCompany: false, ...address }, requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 409) return { key: "validation:addressBook.duplicateName" };
    log("warn", "address book save failed", { requestId, failure: error.failure });
  }
  return undefined;
}
