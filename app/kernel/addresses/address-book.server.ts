import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { getUser } from "~/kernel/auth/user.server";
import {
  addressBookEntryMessage,
  addressBookEntryStatus,
  addressBookSaveIssue,
  ADDRESS_BOOK_MAX,
  serviceEligibility,
  type AddressBookView,
  type Eligibility,
} from "~/kernel/addresses/address";
import { parseForm } from "~/kernel/platform/form-data.server";
import { log } from "~/kernel/platform/logger.server";
import { addToAddressBook, getAddressBook, type BookEntry } from "~/kernel/upstream/address-book.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";

/**
 * The signed-in customer's address book in a people step (decision 091): its entries
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

/**
 * The entries as the screens show them. An entry outside `eligibility` is shown, not selectable:
 * the service's area for the recipient's address (the default), anywhere for a billing address.
 */
export function bookViews(book: Book | null, eligibility: Eligibility = serviceEligibility): AddressBookView[] | null {
  if (!book) return null;
  return book.entries.map((entry) => {
    const status = addressBookEntryStatus(entry, eligibility);
    const person = entry.isCompany ? entry.companyName : [entry.firstName, entry.lastName].filter(Boolean).join(" ");
    const lines = [person, entry.streetName, entry.additionalStreetName, `${entry.codePostal} ${entry.city}`].filter((line): line is string => Boolean(line));
    return { id: entry.id, addressName: entry.addressName, lines, status, message: addressBookEntryMessage(status) };
  });
}

/**
 * Where the picked address goes: the fields behind `prefix` (`""` for a one-person form,
 * `contacts[2].` for a contact of a list). The button's value says it: `useBookAddress` or
 * `useBookAddress:contacts[2].`; the radio buttons are `{prefix}bookEntry`.
 */
export const bookIntentOf = (prefix = "") => (prefix ? `${BOOK_FIELDS.intent}:${prefix}` : BOOK_FIELDS.intent);

/** The prefix a pick's intent names, if it is one of `prefixes` (anything else is not a pick). */
function pickedPrefix(posted: FormData, prefixes: readonly string[]): string | null {
  const intent = posted.get("intent");
  if (typeof intent !== "string") return null;
  return prefixes.find((prefix) => intent === bookIntentOf(prefix)) ?? null;
}

/** The form with the chosen (selectable) entry's address in place; names only where none was typed. */
export function formWithBookEntry(form: FormData, book: Book | null, eligibility: Eligibility = serviceEligibility, prefix = ""): FormData | null {
  const id = form.get(`${prefix}${BOOK_FIELDS.entry}`);
  const entry = book?.entries.find((candidate) => candidate.id === id);
  if (!entry || addressBookEntryStatus(entry, eligibility) !== "selectable") return null;
  const filled = new FormData();
  for (const [name, value] of form) if (name !== "intent" && !name.endsWith(BOOK_FIELDS.entry)) filled.append(name, value);
  const set = (field: string, value: string | null | undefined, onlyIfEmpty = false) => {
    const name = `${prefix}${field}`;
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

/**
 * Why a pick cannot fill the form: the entry picked is incomplete, or outside `eligibility` (the
 * book's own message for it: "Cette adresse n'est pas éligible au service…"); null for a
 * selectable entry, no entry, or a submit that is no pick. The picker shows such an entry as not
 * selectable; this refuses a post that names it all the same.
 */
export function refusedBookPick(posted: FormData, book: Book | null, eligibility: Eligibility = serviceEligibility, prefixes: readonly string[] = [""]): string | null {
  const prefix = pickedPrefix(posted, prefixes);
  if (prefix === null) return null;
  const entry = book?.entries.find((candidate) => candidate.id === posted.get(`${prefix}${BOOK_FIELDS.entry}`));
  const refusal = entry ? addressBookEntryMessage(addressBookEntryStatus(entry, eligibility)) : undefined;
  return refusal ? `validation:${refusal}` : null;
}

/** Whether a submit is a pick from the book ("Utiliser cette adresse", for whichever person): it saves and sends nothing. */
export function isBookPick(posted: FormData): boolean {
  const intent = posted.get("intent");
  return typeof intent === "string" && (intent === BOOK_FIELDS.intent || intent.startsWith(`${BOOK_FIELDS.intent}:`));
}

/**
 * The prefixes of a list's people the form holds (`contacts[0].`, `contacts[1].`… for `list`
 * "contacts"): the places a pick may fill. Anything else a button names is no pick.
 */
export function listPrefixes(form: FormData, list: string): string[] {
  const indexes = new Set<number>();
  const pattern = new RegExp(`^${list}\\[(\\d{1,2})\\]\\.`);
  for (const name of form.keys()) {
    const found = pattern.exec(name);
    if (found) indexes.add(Number(found[1]));
  }
  return [...indexes].map((index) => `${list}[${index}].`);
}

/**
 * "Utiliser cette adresse" (a submit with the book's intent): the form comes back with the
 * entry's address, nothing saved, for the person to check and continue; null for any other submit.
 * `prefixes` are the places a pick may fill (a list's contacts); the default is the one person.
 * The page's own answer wraps it (`answerBookPick` for the journey's steps; the dashboard's
 * contacts avenant adds its own fields).
 */
export function bookPickReply(posted: FormData, book: Book | null, eligibility?: Eligibility, prefixes: readonly string[] = [""]) {
  const prefix = pickedPrefix(posted, prefixes);
  if (prefix === null) return null;
  const filled = formWithBookEntry(posted, book, eligibility, prefix);
  const entryName = filled ? book?.entries.find((entry) => entry.id === posted.get(`${prefix}${BOOK_FIELDS.entry}`))?.addressName : null;
  if (filled) {
    // conform's "update" intent: with JavaScript on, the fields already on the page take the
    // entry's values too (without it they would keep what they showed); without JavaScript the
    // page is drawn again from the reply's values either way. The value is the form's payload
    // (nested for a list: `contacts[2].city` is `contacts[2].city`, not a flat key).
    const value = parseForm(filled, { schema: z.looseObject({}) }).payload;
    filled.set("__intent__", JSON.stringify({ type: "update", payload: { value } }));
  }
  return { result: parseForm(filled ?? posted, { schema: z.looseObject({}) }).reply(), bookFilled: entryName ?? null, bookFilledAt: filled ? prefix : null };
}

/** A people step's answer to a pick (see `bookPickReply`), or null for any other submit. */
export function answerBookPick(posted: FormData, book: Book | null, init?: ResponseInit, eligibility?: Eligibility, prefixes: readonly string[] = [""]) {
  const reply = bookPickReply(posted, book, eligibility, prefixes);
  return reply && data(reply, init);
}

export interface BookSaveRefusal {
  key: string;
  count?: number;
}

/** What a book entry keeps of a person's address: the lines and names, nothing else of the form. */
export interface BookAddress {
  civility?: string;
  firstName?: string;
  lastName?: string;
  streetName?: string;
  additionalStreetName?: string;
  codePostal: string;
  city: string;
  country: string;
}

function bookAddressOf(address: BookAddress): BookAddress {
  const { civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country } = address;
  return { civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country };
}

/** SPEC 5's refusal of an upstream 409 (a name already used, a full book), or undefined for another failure. */
export function bookRefusalOf(error: unknown): BookSaveRefusal | undefined {
  if (!isUpstreamError(error) || error.status !== 409) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  if (code === "ADDRESS_BOOK_FULL") return { key: "validation:addressBook.full", count: ADDRESS_BOOK_MAX };
  return { key: "validation:addressBook.duplicateName" };
}

/** SPEC 5's checks of a name before it is sent: its length, a name already used, a full book. */
export function bookNameIssue(name: string, existingNames: readonly string[], adding: boolean): BookSaveRefusal | undefined {
  if (name.length > 40) return { key: "validation:addressBook.nameTooLong" };
  const issue = addressBookSaveIssue(name, existingNames, adding ? ADDRESS_BOOK_MAX : Number.POSITIVE_INFINITY);
  return issue ? { key: `validation:${issue}`, count: ADDRESS_BOOK_MAX } : undefined;
}

/**
 * Saves the typed address under the name given, if one was (SPEC 5: a name already used, or a
 * full book, refuses it with its message). Only the address's lines and names go to the book.
 * Another upstream failure is logged and the step goes on.
 */
export async function saveToBook(form: FormData, book: Book | null, address: BookAddress, requestId?: string): Promise<BookSaveRefusal | undefined> {
  const name = String(form.get(BOOK_FIELDS.name) ?? "").trim();
  if (!book || !name) return undefined;
  const issue = bookNameIssue(name, book.entries.map((entry) => entry.addressName), true);
  if (issue) return issue;
  try {
    await addToAddressBook(book.customerId, { addressName: name, isCompany: false, ...bookAddressOf(address) }, requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const refusal = bookRefusalOf(error);
    if (refusal) return refusal;
    log("warn", "address book save failed", { requestId, failure: error.failure });
  }
  return undefined;
}
