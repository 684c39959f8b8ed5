import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireUser, type VsmpUser } from "~/kernel/auth/user.server";
import { ADDRESS_BOOK_MAX, addressBookEntrySchema, addressNameField, CIVILITIES, COUNTRIES, DEFAULT_COUNTRY, isDuplicateAddressName } from "~/kernel/addresses/address";
import type { SuggestionView } from "~/kernel/addresses/address-choice";
import { bookNameIssue, bookRefusalOf, bookViews } from "~/kernel/addresses/address-book.server";
import { checkStepAddress, withChosenSuggestion } from "~/kernel/addresses/address-check.server";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import { log } from "~/kernel/platform/logger.server";
import { addToAddressBook, deleteAddressBookEntry, getAddressBook, renameAddressBookEntry, updateAddressBookEntry, type BookEntry } from "~/kernel/upstream/address-book.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";

/**
 * "Mon carnet d'adresses" (decision 107): the signed-in client's address book in the
 * client area, at /services-seniors/contrat/carnet-adresses, behind the client's sign-in (the
 * agent's door has none: the book is the client's own, not a contract's). The list with each
 * entry's state (SPEC 5: incomplete, ineligible), add (the postal check as in the journey),
 * rename, change an entry's address (`?modifier={id}` opens its form; the add's rules and check)
 * and delete; each a plain form, post/redirect/get.
 */

export const ADDRESS_BOOK_PATH = "/services-seniors/contrat/carnet-adresses";

/** What the page says after a change (post/redirect/get). */
const DONE = { ajoutee: "added", renommee: "renamed", modifiee: "changed", supprimee: "deleted" } as const;
type Done = (typeof DONE)[keyof typeof DONE];

function doneOf(request: Request): Done | null {
  const value = new URL(request.url).searchParams.get("fait");
  return value && value in DONE ? DONE[value as keyof typeof DONE] : null;
}

const doneRedirect = (slug: keyof typeof DONE) => redirect(`${ADDRESS_BOOK_PATH}?fait=${slug}`, { headers: PRIVATE_NO_STORE });

/** The entry's fields as its change form shows them first. */
function editedValues(entry: BookEntry) {
  const { id, addressName, civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country } = entry;
  const values = { addressName, civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country };
  return { id, addressName, values: Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string")) as Record<string, string> };
}

export async function loadAddressBook({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, { context });
  const page = {
    max: ADDRESS_BOOK_MAX,
    done: doneOf(request),
    editing: null as ReturnType<typeof editedValues> | null,
    choices: { civilities: CIVILITIES, countries: COUNTRIES, defaultCountry: DEFAULT_COUNTRY },
  };
  // Preview mode (a content editor, nobody signed in): the page as a client with an empty book sees it.
  if (!user) return data({ ...page, preview: true, failed: false, entries: [], primary: null as string | null }, { headers: PRIVATE_NO_STORE });
  let entries: BookEntry[] = [];
  let failed = false;
  try {
    entries = await getAddressBook(user.id, context.requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    failed = true;
  }
  const primary = entries.find((entry) => entry.isPrimary)?.id ?? null;
  // "Modifier l'adresse" (a link, `?modifier={id}`): that entry's form, filled with what it holds.
  const edited = entries.find((entry) => entry.id === new URL(request.url).searchParams.get("modifier"));
  if (edited) page.editing = editedValues(edited);
  return data({ ...page, preview: false, failed, entries: bookViews({ customerId: user.id, entries }) ?? [], primary }, { headers: PRIVATE_NO_STORE });
}

type Notice = "unavailable" | "full" | null;

export async function actAddressBook({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, { context });
  // Preview mode shows the page; it changes nothing.
  if (!user) throw new Response(null, { status: 403 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "rename") return rename(user, form, context);
  if (intent === "edit") return edit(user, form, context);
  if (intent === "delete") return remove(user, form, context);
  return add(user, form, context);
}

async function currentEntries(user: VsmpUser, context: AppLoadContext): Promise<BookEntry[] | null> {
  try {
    return await getAddressBook(user.id, context.requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return null;
  }
}

/** Add: the form's rules, SPEC 5's name and full-book rules, the postal check, then the upstream save. */
async function add(user: VsmpUser, posted: FormData, context: AppLoadContext) {
  const form = withChosenSuggestion(posted);
  const submission = parseForm(form, { schema: addressBookEntrySchema });
  const reply = (fields: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}, notice: Notice = null, addressSuggestion: SuggestionView | null = null) => {
    return data({ form: "add" as const, result: submission.reply(fields), notice, addressSuggestion, rename: null, edited: null as string | null }, { status: 400, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") return reply();
  const value = submission.value;
  const entries = await currentEntries(user, context);
  if (!entries) return reply({}, "unavailable");
  const issue = bookNameIssue(value.addressName, entries.map((entry) => entry.addressName), true);
  if (issue?.key === "validation:addressBook.full") return reply({}, "full");
  if (issue) return reply({ fieldErrors: { addressName: [issue.key] } });
  const verdict = await checkStepAddress(form, value, context.requestId);
  if (!verdict.accepted) return reply({ fieldErrors: verdict.fieldErrors }, null, verdict.suggestion ?? null);
  const { addressName, civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country } = value;
  try {
    await addToAddressBook(user.id, { addressName, isCompany: false, isPrimary: entries.length === 0, civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country }, context.requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const refusal = bookRefusalOf(error);
    if (refusal?.key === "validation:addressBook.full") return reply({}, "full");
    if (refusal) return reply({ fieldErrors: { addressName: [refusal.key] } });
    log("warn", "address book add failed", { requestId: context.requestId, failure: error.failure });
    return reply({}, "unavailable");
  }
  return doneRedirect("ajoutee");
}

const entryId = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/);
const renameSchema = z.object({ id: entryId, addressName: addressNameField });

/** Rename: the name's rules against the other entries' names (SPEC 5's duplicate), then the upstream rename. */
async function rename(user: VsmpUser, form: FormData, context: AppLoadContext) {
  const submission = parseForm(form, { schema: renameSchema });
  const id = String(form.get("id") ?? "");
  const reply = (errors?: string[], notice: Notice = null) => {
    const error = errors?.[0] ?? (submission.status === "error" ? (submission.error?.addressName?.[0] ?? null) : null);
    return data(
      { form: "rename" as const, result: null, notice, addressSuggestion: null, rename: { id, typed: String(form.get("addressName") ?? ""), error }, edited: null },
      { headers: PRIVATE_NO_STORE },
    );
  };
  if (!entryId.safeParse(id).success) throw new Response(null, { status: 400 });
  if (submission.status !== "success") return reply();
  const entries = await currentEntries(user, context);
  if (!entries) return reply(undefined, "unavailable");
  const others = entries.filter((entry) => entry.id !== id).map((entry) => entry.addressName);
  if (!entries.some((entry) => entry.id === id)) return doneRedirect("renommee");
  if (isDuplicateAddressName(submission.value.addressName, others)) return reply(["validation:addressBook.duplicateName"]);
  try {
    await renameAddressBookEntry(user.id, id, submission.value.addressName, context.requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) return doneRedirect("renommee");
    const refusal = bookRefusalOf(error);
    if (refusal) return reply([refusal.key]);
    log("warn", "address book rename failed", { requestId: context.requestId, failure: error.failure });
    return reply(undefined, "unavailable");
  }
  return doneRedirect("renommee");
}

/**
 * Change an entry's address (and name): the add's rules (names and street required, SPEC 5's
 * duplicate name against the other entries) and the postal check, then `PUT` with the lines.
 * The values typed stay in the form on a refusal; an entry already gone goes back to the list.
 */
async function edit(user: VsmpUser, posted: FormData, context: AppLoadContext) {
  const id = String(posted.get("id") ?? "");
  if (!entryId.safeParse(id).success) throw new Response(null, { status: 400 });
  const form = withChosenSuggestion(posted);
  const submission = parseForm(form, { schema: addressBookEntrySchema });
  const reply = (fields: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}, notice: Notice = null, addressSuggestion: SuggestionView | null = null) => {
    return data({ form: "edit" as const, result: submission.reply(fields), notice, addressSuggestion, rename: null, edited: id }, { status: 400, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") return reply();
  const value = submission.value;
  const entries = await currentEntries(user, context);
  if (!entries) return reply({}, "unavailable");
  const gone = redirect(ADDRESS_BOOK_PATH, { headers: PRIVATE_NO_STORE });
  if (!entries.some((entry) => entry.id === id)) return gone;
  const others = entries.filter((entry) => entry.id !== id).map((entry) => entry.addressName);
  if (isDuplicateAddressName(value.addressName, others)) return reply({ fieldErrors: { addressName: ["validation:addressBook.duplicateName"] } });
  const verdict = await checkStepAddress(form, value, context.requestId);
  if (!verdict.accepted) return reply({ fieldErrors: verdict.fieldErrors }, null, verdict.suggestion ?? null);
  const { addressName, civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country } = value;
  try {
    await updateAddressBookEntry(user.id, id, { addressName, civility, firstName, lastName, streetName, additionalStreetName, codePostal, city, country }, context.requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) return gone;
    const refusal = bookRefusalOf(error);
    if (refusal) return reply({ fieldErrors: { addressName: [refusal.key] } });
    log("warn", "address book change failed", { requestId: context.requestId, failure: error.failure });
    return reply({}, "unavailable");
  }
  return doneRedirect("modifiee");
}

/** Delete: an entry already gone counts as deleted. */
async function remove(user: VsmpUser, form: FormData, context: AppLoadContext) {
  const id = String(form.get("id") ?? "");
  if (!entryId.safeParse(id).success) throw new Response(null, { status: 400 });
  try {
    await deleteAddressBookEntry(user.id, id, context.requestId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status !== 404) {
      log("warn", "address book delete failed", { requestId: context.requestId, failure: error.failure });
      return data({ form: "delete" as const, result: null, notice: "unavailable" as Notice, addressSuggestion: null, rename: null, edited: null }, { headers: PRIVATE_NO_STORE });
    }
  }
  return doneRedirect("supprimee");
}
