import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY, serviceEligibility } from "~/kernel/addresses/address";
import { isIsoDay, today } from "~/kernel/contract/calendar";
import { serviceMonth } from "~/kernel/contract/contract-dates";
import { addsFallDetector, avenantOptionsFor, optionsAfter } from "~/features/dashboard/rules/avenant";
import { keptContactIds } from "~/kernel/contract/contract-flags";
import { priceFromMonth, type ContractPrice } from "~/kernel/money/contract-price";
import { avenantContactsSchema, avenantSchema, formulaOfDays, MAX_TRUSTED_CONTACTS, type AvenantForm } from "~/kernel/contract/change-forms";
import { FALL_DETECTOR_CONSENT_REQUIRED } from "~/kernel/contract/services-form";
import { VISIT_DAYS } from "~/kernel/contract/services";
import { contactsFromPeople, contactsToPeople } from "~/kernel/people/people-forms";
import { CONTACT_TYPES, type TrustedContact } from "~/kernel/people/person";
import { parseForm, readForm } from "~/kernel/platform/form-data.server";
import type { SuggestionView } from "~/kernel/addresses/address-choice";
import { bookPickReply, bookViews, isBookPick, listPrefixes, refusedBookPick } from "~/kernel/addresses/address-book.server";
import { checkAddresses, withChosenSuggestions } from "~/kernel/addresses/address-check.server";
import { isUpstreamError } from "~/kernel/upstream/http.server";
import { quoteAvenant, requestAvenant, type AvenantRequest, type HubContract, type TrustedContactRequest } from "~/kernel/upstream/hub.server";
import type { DashboardArgs, DashboardDoor } from "~/kernel/auth/door";
import { PRIVATE_NO_STORE } from "~/kernel/auth/contract-guard.server";
import { pricesOfDay, type PricesOfDay } from "./home.server";
import { sendAvenantMail } from "~/kernel/people/family-mail.server";
import { getLocale } from "~/kernel/i18n/i18next.server";
import type { Locale } from "~/kernel/i18n/locales";
import { referenceFrom, sendFailure } from "~/kernel/contract/requests.server";

/** "Recalculer le prix": shows the price after, sends nothing. */
const PRICE_INTENT = "price";
/** conform's list buttons (add a contact, remove one) post this field: they send nothing either. */
const LIST_INTENT = "__intent__";
/** The hidden field naming the form posted: the contract's terms, or its trusted contacts. */
const CONTACTS_PART = "contacts";

/** The review's confirmation posts this step: the only submit of the contract's terms that sends the avenant. */
const CONFIRM_STEP = "confirm";
/** "Modifier" on the review: back to the form with the values posted. */
const CHANGE_INTENT = "change";

/**
 * Whether an avenant submit sends a change: the terms' review confirmed, or the trusted contacts'
 * list sent (a price preview, the review itself, "Modifier", the list buttons and a pick from the
 * address book send nothing). The agent's door audits those.
 */
export function avenantSendsChange(form: FormData): boolean {
  if (form.get("part") === CONTACTS_PART) return form.get("intent") !== PRICE_INTENT && !form.has(LIST_INTENT) && !isBookPick(form);
  return form.get("step") === CONFIRM_STEP && form.get("intent") !== CHANGE_INTENT;
}

/** The same submit, sending nothing: the contacts' form as it was, the terms' review shown again. */
export function avenantPreview(form: FormData): FormData {
  if (form.get("part") === CONTACTS_PART) form.set("intent", PRICE_INTENT);
  form.delete(LIST_INTENT);
  form.delete("step");
  return form;
}

/** A price of the contract from the month in progress on (the first debit and fee while the service has not started). */
function priceToCome(contract: HubContract, price: ContractPrice, day = today()) {
  const start = contract.delivery.startDate;
  const started = start !== null && start <= today();
  return { price: started ? priceFromMonth(price, serviceMonth(start, day)) : price, started };
}

/**
 * What the avenant form starts from: the contract's terms as they are (an avenant already recorded
 * included), and its price as billed today; when a recorded avenant's new price is still to come,
 * that price with its first day.
 */
function currentTerms(contract: HubContract, prices: PricesOfDay) {
  return {
    formula: contract.delivery.formula,
    visitDays: contract.delivery.visitDays,
    options: contract.delivery.options,
    offeredOptions: [...avenantOptionsFor(contract.remoteAssistance ? contract.remoteAssistanceType : "NA")],
    remoteAssistance: contract.remoteAssistance,
    remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA",
    // Today's price is the one billed today, its formula that version's (decision 100).
    ...priceToCome(contract, prices.price),
    formulaToday: prices.price.formula,
    next: prices.next && { from: prices.next.from, formula: prices.next.price.formula, price: priceToCome(contract, prices.next.price, prices.next.from).price },
    doctorCivility: contract.recipient.doctorCivility,
    doctorName: contract.recipient.doctorName,
    doctorPhone: contract.recipient.doctorPhone,
    accountOwner: contract.payment.accountOwner,
  };
}

type Terms = ReturnType<typeof currentTerms>;

/** The contract's trusted contacts as the journey's contact form reads them. */
function currentContacts(contract: HubContract): Partial<TrustedContact>[] {
  const people = contract.trustedContact.map((contact) => ({ ...contact, address: { L4: contact.L4, L6: contact.L6 } }));
  return contactsFromPeople(people).map((contact) => ({ country: DEFAULT_COUNTRY, ...contact }));
}

const sameList = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

/** What the terms typed give: the formula, the options, and the hub's quote (absent when nothing changes). */
interface TermsAfter {
  formula: string;
  options: string[];
  /** The new price from the month it takes effect on; null: the hub offers no such formula or options. */
  price: ContractPrice | null;
  /** The day the change takes effect (the hub's, decision 100); null when the services stay as they are. */
  effectiveDate: string | null;
  /** The hub could not be asked (a time-out, a failure): the message to show. */
  failure: string | null;
}

/**
 * The formula, options and price the typed days and ticked options give. The price and the day it
 * takes effect are the hub's (decision 060: one price authority), with the contract's promo codes.
 */
async function priceAfter(door: DashboardDoor, contract: HubContract, terms: Terms, typed: { visitDays: readonly string[]; options: readonly string[] }, requestId?: string): Promise<TermsAfter> {
  const visitDays = VISIT_DAYS.filter((day) => typed.visitDays.includes(day));
  const formula = formulaOfDays(visitDays, terms.remoteAssistance);
  const options = optionsAfter(terms.options, typed.options, terms.remoteAssistanceType);
  const changed = formula !== terms.formula || !sameList(visitDays, terms.visitDays) || !sameList(options, terms.options);
  if (!changed) return { formula, options, price: terms.price, effectiveDate: null, failure: null };
  try {
    const quote = await quoteAvenant(contract.contractNumber, { delivery: { formula, visitDays, options } }, door.system, { requestId });
    return { formula, options, price: priceToCome(contract, quote.price, quote.effectiveDate).price, effectiveDate: quote.effectiveDate, failure: null };
  } catch (error) {
    if (isUpstreamError(error, "status") && error.status === 400) return { formula, options, price: null, effectiveDate: null, failure: null };
    return { formula, options, price: null, effectiveDate: null, failure: sendFailure(error, "avenant quote", requestId, door) };
  }
}

/** Only what the avenant changes goes to the hub. */
function avenantOf(value: AvenantForm, terms: Terms, after: { formula: string; options: string[] }): AvenantRequest {
  const avenant: AvenantRequest = {};
  if (addsFallDetector(terms.options, after.options)) avenant.healthDataConsent = true;
  if (after.formula !== terms.formula || !sameList(value.visitDays, terms.visitDays)) avenant.delivery = { formula: after.formula, visitDays: value.visitDays };
  if (!sameList(after.options, terms.options)) avenant.delivery = { ...avenant.delivery, options: after.options };
  if (value.doctorName && value.doctorPhone && (value.doctorName !== terms.doctorName || value.doctorPhone !== terms.doctorPhone || (value.doctorCivility ?? null) !== terms.doctorCivility)) {
    avenant.recipient = { doctorCivility: value.doctorCivility ?? "", doctorName: value.doctorName, doctorPhone: value.doctorPhone };
  }
  if (value.accountOwner && value.accountOwner !== terms.accountOwner) avenant.payment = { accountOwner: value.accountOwner };
  return avenant;
}

/** The trusted contacts as the hub keeps them (numbered in the order given). */
function contactsRequest(contacts: readonly TrustedContact[], current: HubContract["trustedContact"]): TrustedContactRequest[] {
  const people = contactsToPeople(contacts);
  const ids = keptContactIds(current, people);
  return people.map((person, index) => ({
    ...(ids[index] ? { idHub: ids[index] } : {}),
    civility: person.civility,
    firstName: person.firstName,
    lastName: person.lastName,
    phoneNumbers: person.phoneNumbers,
    L4: person.address.L4,
    L6: person.address.L6,
    contactType: person.contactType,
    travelTimeInMinutes: person.travelTimeInMinutes,
    hasKeys: person.hasKeys,
  }));
}

/** The day the avenant takes effect, read back from the confirmation's address (the hub's answer). */
function effectiveDateFrom(request: Request): string | null {
  const day = new URL(request.url).searchParams.get("effet");
  return isIsoDay(day) ? day : null;
}

export async function loadAvenant(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const prices = await pricesOfDay(contract, today(), context.requestId);
  const reference = referenceFrom(request);
  // The signed-in owner's address book, a picker in each trusted contact (decision 115), where the
  // contacts' form is shown; none at the counter, none when it cannot be read.
  const book = contract.remoteAssistance ? await door.addressBook(request, context) : null;
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      terms: currentTerms(contract, prices),
      contacts: currentContacts(contract),
      // What the book marks not selectable (incomplete, or outside the service's area: Monaco) is not selectable here either (decision 139).
      book: bookViews(book, CONTACT_BOOK_ELIGIBILITY),
      // The form's lists come with the page, as on the journey's contact step: the modules that
      // hold them hold the schemas too, which stay on the server.
      contactChoices: { civilities: CIVILITIES, countries: COUNTRIES, contactTypes: CONTACT_TYPES, defaultCountry: DEFAULT_COUNTRY, max: MAX_TRUSTED_CONTACTS },
      done: reference ? { reference, version: contract.version, effectiveDate: effectiveDateFrom(request) } : null,
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/**
 * Which of the owner's book entries a trusted contact may take (decision 139): those the book
 * itself marks selectable, so that an entry the book calls ineligible is never chosen here.
 */
const CONTACT_BOOK_ELIGIBILITY = serviceEligibility;

/** The query that says, after the contacts' avenant, that an address could not be checked (decision 106). */
export const UNVERIFIED_QUERY = { name: "adresse", value: "non-verifiee" } as const;

async function send(door: DashboardDoor, contract: HubContract, avenant: AvenantRequest, context: AppLoadContext, locale: Locale, unverified = false, prices: { today: ContractPrice; next: ContractPrice | null } | null = null) {
  const result = await requestAvenant(contract.contractNumber, avenant, door.system, { requestId: context.requestId });
  // The confirmation mail: both prices and the day the new one starts, when the avenant changes the price.
  const changed = prices?.next && result.effectiveDate && prices.next.list.ttcPriceInCents !== prices.today.list.ttcPriceInCents;
  await sendAvenantMail(
    contract.subscriber.mail,
    { contractNumber: contract.contractNumber, reference: result.requestId, version: result.version, prices: changed ? { today: prices.today, next: prices.next!, from: result.effectiveDate! } : null },
    locale,
    context.requestId,
  );
  const mark = unverified ? `&${UNVERIFIED_QUERY.name}=${UNVERIFIED_QUERY.value}` : "";
  const effect = result.effectiveDate && isIsoDay(result.effectiveDate) ? `&effet=${result.effectiveDate}` : "";
  return redirect(`${door.basePath(contract.contractNumber)}/avenants?demande=${encodeURIComponent(result.requestId)}${effect}${mark}`, { headers: PRIVATE_NO_STORE });
}

/** The trusted contacts' form: add or remove one (list buttons), fill one's address from the book, or send the new list. */
async function actContacts(door: DashboardDoor, contract: HubContract, posted: FormData, { request, context }: DashboardArgs) {
  // "Utiliser cette adresse" of contact N fills contact N's address from the signed-in owner's
  // book, every other value kept; nothing is checked or sent (decision 115). The book is read for
  // a pick only: it cannot fail a send. A pick naming no contact of the form comes back as typed.
  if (isBookPick(posted)) {
    const book = await door.addressBook(request, context);
    const prefixes = listPrefixes(posted, "contacts");
    // An entry the book does not offer (ineligible, incomplete), posted all the same: refused with the book's message, the form as typed.
    const refused = refusedBookPick(posted, book, CONTACT_BOOK_ELIGIBILITY, prefixes);
    if (refused) {
      const asTyped = parseForm(posted, { schema: z.looseObject({}) }).reply({ formErrors: [refused] });
      return data({ part: CONTACTS_PART, result: asTyped, bookFilled: null, bookFilledAt: null, preview: null, review: null }, { status: 400, headers: PRIVATE_NO_STORE });
    }
    const picked = bookPickReply(posted, book, CONTACT_BOOK_ELIGIBILITY, prefixes);
    if (picked) return data({ part: CONTACTS_PART, ...picked, preview: null, review: null }, { headers: PRIVATE_NO_STORE });
  }
  // Each contact's address is checked by the postal service, as in the journey (decision 106).
  const formData = withChosenSuggestions(posted, "contacts");
  const submission = parseForm(formData, { schema: avenantContactsSchema });
  const reply = (formErrors?: string[], fieldErrors?: Record<string, string[]>, addressSuggestions?: Record<string, SuggestionView>) => {
    const refused = formErrors || fieldErrors || submission.status === "error";
    return data({ part: CONTACTS_PART, result: submission.reply({ formErrors, fieldErrors, resetForm: false }), preview: null, review: null, addressSuggestions }, { status: refused ? 400 : 200, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success" || !avenantSendsChange(formData)) return reply();
  const contacts = submission.value.contacts;
  const check = await checkAddresses(formData, contacts.map((address, index) => ({ address, prefix: `contacts[${index}].` })), context.requestId);
  if (Object.keys(check.fieldErrors).length > 0) return reply(undefined, check.fieldErrors, check.suggestions);
  try {
    return await send(door, contract, { trustedContact: contactsRequest(contacts, contract.trustedContact) }, context, await getLocale(request), check.unverified.length > 0);
  } catch (error) {
    return reply([sendFailure(error, "avenant", context.requestId, door)]);
  }
}

/** What the review shows and posts again: the terms as typed, what they change, the hub's new price and the day it takes effect. */
function reviewOf(value: AvenantForm, terms: Terms, after: TermsAfter, avenant: AvenantRequest) {
  return {
    visitDays: value.visitDays,
    options: value.options,
    doctorCivility: value.doctorCivility ?? null,
    doctorName: value.doctorName ?? null,
    doctorPhone: value.doctorPhone ?? null,
    accountOwner: value.accountOwner ?? null,
    healthConsent: value.healthConsent,
    services: avenant.delivery ? { formula: after.formula, options: after.options, price: after.price, effectiveDate: after.effectiveDate } : null,
    doctor: avenant.recipient ?? null,
    newAccountOwner: avenant.payment?.accountOwner ?? null,
    addsFallDetector: addsFallDetector(terms.options, after.options),
  };
}

export type AvenantReview = ReturnType<typeof reviewOf>;

/**
 * The avenant forms. The contract's terms: "Recalculer le prix" (intent price) shows the price
 * after without sending; the form's submit shows the review (what changes, the hub's new monthly
 * price and the day it takes effect); the review's confirmation (step confirm) sends only what
 * changed, "Modifier" (intent change) goes back to the form with the values posted. The trusted
 * contacts: the whole list. Both come back with the request's reference (post/redirect/get).
 */
export async function actAvenant(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const formData = await readForm(request);
  if (formData.get("part") === CONTACTS_PART) return actContacts(door, contract, formData, { request, params, context });
  const submission = parseForm(formData, { schema: avenantSchema });
  const terms = currentTerms(contract, await pricesOfDay(contract, today(), context.requestId));
  const typed = { visitDays: formData.getAll("visitDays").map(String), options: formData.getAll("options").map(String) };
  const preview = await priceAfter(door, contract, terms, typed, context.requestId);
  const answer = (review: AvenantReview | null, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) => {
    const refused = errors.formErrors || errors.fieldErrors;
    return data({ part: "terms", result: submission.reply({ ...errors, resetForm: false }), preview, review }, { status: refused ? 400 : 200, headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") {
    return data({ part: "terms", result: submission.reply(), preview, review: null }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const offered: readonly string[] = terms.offeredOptions;
  if (submission.value.options.some((code) => !offered.includes(code))) return answer(null, { fieldErrors: { options: ["dashboard:errors.optionUnavailable"] } });
  const intent = formData.get("intent");
  if (intent === PRICE_INTENT || intent === CHANGE_INTENT) return answer(null);
  if (preview.failure) return answer(null, { formErrors: [preview.failure] });
  if (preview.price === null) return answer(null, { fieldErrors: { visitDays: ["dashboard:errors.formulaUnavailable"] } });
  if (addsFallDetector(terms.options, preview.options) && !submission.value.healthConsent) {
    return answer(null, { fieldErrors: { healthConsent: [FALL_DETECTOR_CONSENT_REQUIRED] } });
  }
  const avenant = avenantOf(submission.value, terms, preview);
  if (Object.keys(avenant).filter((block) => block !== "healthDataConsent").length === 0) return answer(null, { formErrors: ["dashboard:errors.noChange"] });
  const review = reviewOf(submission.value, terms, preview, avenant);
  if (formData.get("step") !== CONFIRM_STEP) return answer(review);
  try {
    return await send(door, contract, avenant, context, await getLocale(request), false, { today: terms.price, next: preview.price });
  } catch (error) {
    return answer(review, { formErrors: [sendFailure(error, "avenant", context.requestId, door)] });
  }
}
