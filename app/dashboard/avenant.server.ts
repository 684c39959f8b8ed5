import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { CIVILITIES, COUNTRIES, DEFAULT_COUNTRY } from "~/domain/address";
import { serviceMonth } from "~/domain/contract-dates";
import { today } from "~/domain/dashboard/calendar";
import { avenantOptionsFor, optionsAfter, serviceLevelOf } from "~/domain/dashboard/avenant";
import { keptContactIds } from "~/domain/dashboard/contract-flags";
import { discountOfferOfChoice } from "~/domain/discount/offer";
import { contractPrice, priceFromMonth, type ContractPrice, type PriceChoice } from "~/domain/pricing/contract-price";
import { validateDiscountCode } from "~/upstream/discount.server";
import { avenantContactsSchema, avenantSchema, formulaOfDays, MAX_TRUSTED_CONTACTS, type AvenantForm } from "~/domain/dashboard/forms";
import { contactsFromPeople, contactsToPeople } from "~/domain/journey/people";
import { CONTACT_TYPES, type TrustedContact } from "~/domain/person";
import { parseForm, readForm } from "~/platform/form-data.server";
import type { SuggestionView } from "~/domain/address-choice";
import { checkAddresses, withChosenSuggestions } from "~/journey/address-check.server";
import { requestAvenant, type AvenantRequest, type HubContract, type TrustedContactRequest } from "~/upstream/hub.server";
import { getPriceGrid } from "~/upstream/offers.server";
import type { DashboardArgs, DashboardDoor } from "./door";
import { PRIVATE_NO_STORE } from "./guard.server";
import { referenceFrom, sendFailure } from "./requests.server";

/** "Recalculer le prix": shows the price after, sends nothing. */
const PRICE_INTENT = "price";
/** conform's list buttons (add a contact, remove one) post this field: they send nothing either. */
const LIST_INTENT = "__intent__";
/** The hidden field naming the form posted: the contract's terms, or its trusted contacts. */
const CONTACTS_PART = "contacts";

/** Whether an avenant submit sends a change (a price preview or a list button does not): the agent's door audits those. */
export const avenantSendsChange = (form: FormData) => form.get("intent") !== PRICE_INTENT && !form.has(LIST_INTENT);

/** The same submit as a price preview: the page shown again as it was, nothing sent. */
export function avenantPreview(form: FormData): FormData {
  form.set("intent", PRICE_INTENT);
  form.delete(LIST_INTENT);
  return form;
}

/** A price of the contract from the month in progress on (the first debit and fee while the service has not started). */
function priceToCome(contract: HubContract, price: ContractPrice) {
  const start = contract.delivery.startDate;
  const day = today();
  const started = start !== null && start <= day;
  return { price: started ? priceFromMonth(price, serviceMonth(start, day)) : price, started };
}

/** What the avenant form starts from: the contract as it is. */
function currentTerms(contract: HubContract) {
  return {
    formula: contract.delivery.formula,
    visitDays: contract.delivery.visitDays,
    options: contract.delivery.options,
    offeredOptions: [...avenantOptionsFor(contract.remoteAssistance ? contract.remoteAssistanceType : "NA")],
    remoteAssistance: contract.remoteAssistance,
    remoteAssistanceType: contract.remoteAssistance ? contract.remoteAssistanceType : "NA",
    ...priceToCome(contract, contract.price),
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

/**
 * The promo codes of the contract that still apply to the new terms, by the hub's rules (dates,
 * compatibility, the codes' terms for that offer): one call each, only when the terms change.
 */
async function codesFor(contract: HubContract, choice: PriceChoice, requestId?: string) {
  const offer = discountOfferOfChoice(choice);
  const checks = await Promise.all(contract.price.promoCodes.map((code) => validateDiscountCode(code, offer, { requestId })));
  return checks.flatMap((check) => (check.ok ? [check.discount] : []));
}

/**
 * The formula, options and price the typed days and ticked options give, by the hub's own rule
 * with the contract's promo codes (null price: not offered), from the month in progress on.
 */
async function priceAfter(door: DashboardDoor, contract: HubContract, terms: Terms, typed: { visitDays: readonly string[]; options: readonly string[] }, requestId?: string) {
  const formula = formulaOfDays(typed.visitDays, terms.remoteAssistance);
  const options = optionsAfter(terms.options, typed.options, terms.remoteAssistanceType);
  const changed = formula !== terms.formula || !sameList(options, terms.options);
  if (!changed) return { formula, options, price: terms.price };
  const choice: PriceChoice = { remoteAssistanceType: contract.remoteAssistanceType as PriceChoice["remoteAssistanceType"], formula, options };
  const [grid, discounts] = await Promise.all([getPriceGrid(door.system, serviceLevelOf(contract.triggerType), requestId), codesFor(contract, choice, requestId)]);
  const price = contractPrice(choice, grid?.[choice.remoteAssistanceType], discounts);
  return { formula, options, price: price ? priceToCome(contract, price).price : null };
}

/** Only what the avenant changes goes to the hub. */
function avenantOf(value: AvenantForm, terms: Terms, after: { formula: string; options: string[] }): AvenantRequest {
  const avenant: AvenantRequest = {};
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

export async function loadAvenant(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const reference = referenceFrom(request);
  return data(
    {
      base: door.basePath(contract.contractNumber),
      contractNumber: contract.contractNumber,
      terms: currentTerms(contract),
      contacts: currentContacts(contract),
      // The form's lists come with the page, as on the journey's contact step: the modules that
      // hold them hold the schemas too, which stay on the server.
      contactChoices: { civilities: CIVILITIES, countries: COUNTRIES, contactTypes: CONTACT_TYPES, defaultCountry: DEFAULT_COUNTRY, max: MAX_TRUSTED_CONTACTS },
      done: reference ? { reference, version: contract.version } : null,
      hasErrors: Boolean(context.formErrors),
    },
    { headers: PRIVATE_NO_STORE },
  );
}

/** The query that says, after the contacts' avenant, that an address could not be checked (decision 106). */
export const UNVERIFIED_QUERY = { name: "adresse", value: "non-verifiee" } as const;

async function send(door: DashboardDoor, contract: HubContract, avenant: AvenantRequest, context: AppLoadContext, unverified = false) {
  const result = await requestAvenant(contract.contractNumber, avenant, door.system, { requestId: context.requestId });
  const mark = unverified ? `&${UNVERIFIED_QUERY.name}=${UNVERIFIED_QUERY.value}` : "";
  return redirect(`${door.basePath(contract.contractNumber)}/avenants?demande=${encodeURIComponent(result.requestId)}${mark}`, { headers: PRIVATE_NO_STORE });
}

/** The trusted contacts' form: add or remove one (list buttons), or send the new list. */
async function actContacts(door: DashboardDoor, contract: HubContract, posted: FormData, context: AppLoadContext) {
  // Each contact's address is checked by the postal service, as in the journey (decision 106).
  const formData = withChosenSuggestions(posted, "contacts");
  const submission = parseForm(formData, { schema: avenantContactsSchema });
  const reply = (formErrors?: string[], fieldErrors?: Record<string, string[]>, addressSuggestions?: Record<string, SuggestionView>) => {
    if (formErrors || fieldErrors || submission.status === "error") context.formErrors = true;
    return data({ part: CONTACTS_PART, result: submission.reply({ formErrors, fieldErrors, resetForm: false }), preview: null, addressSuggestions }, { headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success" || !avenantSendsChange(formData)) return reply();
  const contacts = submission.value.contacts;
  const check = await checkAddresses(formData, contacts.map((address, index) => ({ address, prefix: `contacts[${index}].` })), context.requestId);
  if (Object.keys(check.fieldErrors).length > 0) return reply(undefined, check.fieldErrors, check.suggestions);
  try {
    return await send(door, contract, { trustedContact: contactsRequest(contacts, contract.trustedContact) }, context, check.unverified.length > 0);
  } catch (error) {
    return reply([sendFailure(error, "avenant", context.requestId, door)]);
  }
}

/**
 * The avenant forms. The contract's terms: "Recalculer le prix" (intent price) shows the price
 * after without sending; the real submit sends only what changed. The trusted contacts: the whole
 * list. Both come back with the request's reference (post/redirect/get).
 */
export async function actAvenant(door: DashboardDoor, { request, params, context }: DashboardArgs) {
  const contract = await door.open(request, params.id, context);
  const formData = await readForm(request, context);
  if (formData.get("part") === CONTACTS_PART) return actContacts(door, contract, formData, context);
  const submission = parseForm(formData, { schema: avenantSchema });
  const terms = currentTerms(contract);
  const typed = { visitDays: formData.getAll("visitDays").map(String), options: formData.getAll("options").map(String) };
  const preview = await priceAfter(door, contract, terms, typed, context.requestId);
  const reply = (formErrors?: string[], fieldErrors?: Record<string, string[]>) => {
    if (formErrors || fieldErrors) context.formErrors = true;
    return data({ part: "terms", result: submission.reply({ formErrors, fieldErrors }), preview }, { headers: PRIVATE_NO_STORE });
  };
  if (submission.status !== "success") {
    context.formErrors = true;
    return data({ part: "terms", result: submission.reply(), preview }, { headers: PRIVATE_NO_STORE });
  }
  const offered: readonly string[] = terms.offeredOptions;
  if (submission.value.options.some((code) => !offered.includes(code))) return reply(undefined, { options: ["dashboard:errors.optionUnavailable"] });
  if (!avenantSendsChange(formData)) return data({ part: "terms", result: submission.reply({ resetForm: false }), preview }, { headers: PRIVATE_NO_STORE });
  if (preview.price === null) return reply(undefined, { visitDays: ["dashboard:errors.formulaUnavailable"] });
  const avenant = avenantOf(submission.value, terms, preview);
  if (Object.keys(avenant).length === 0) return reply(["dashboard:errors.noChange"]);
  try {
    return await send(door, contract, avenant, context);
  } catch (error) {
    return reply([sendFailure(error, "avenant", context.requestId, door)]);
  }
}
