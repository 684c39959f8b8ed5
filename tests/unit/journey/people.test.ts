import { describe, expect, it } from "vitest";
import {
  accountHolderFromPerson,
  accountHolderToPerson,
  addressFieldsOf,
  contactsFromPeople,
  contactsToPeople,
  postalAddressLines,
  recipientFromPerson,
  recipientToPerson,
  subscriberFilledFromRecipient,
  subscriberFromPerson,
  subscriberToPerson,
} from "~/kernel/people/people-forms";
import { administratorSchema, caregiverSchema, recipientSchema, subscriberSchema, trustedContactSchema } from "~/kernel/people/person";
import { issuesOf, valueOf } from "../address/issues";

/** What upstream does with a PUT body: stores it as JSON and gives it back. */
const stored = <T>(payload: T): unknown => JSON.parse(JSON.stringify(payload));

const identity = { civility: "MRS", firstName: "Jeanne", lastName: "Martin-Durand" };
const address = { streetName: "12 rue des Lilas", codePostal: "75015", city: "Paris", country: "FRANCE" };

const jeanne = valueOf(recipientSchema, {
  ...identity,
  birthDate: "12/03/1940",
  landlinePhone: "01 45 67 89 10",
  mobilePhone: "06 12 34 56 78",
  ...address,
  additionalStreetName: "Résidence les Tilleuls",
  building: "B",
  floor: "3",
  keypad: "12A#",
  additionalInformation: "Sonner deux fois",
  phoneInstallationType: "BOX",
  subscribersRelationship: "CHILD",
  healthConsent: "on",
  doctorCivility: "MR",
  doctorName: "Lefèvre",
  doctorPhone: "01 45 67 89 11",
});

describe("address lines (AFNOR) of the address form", () => {
  it("puts the additional address in L3, the street in L4, the PO box in L5, postal code and locality in L6", () => {
    expect(
      postalAddressLines({
        additionalStreetName: "Résidence les Tilleuls",
        streetName: "12 rue des Lilas",
        poBox: "BP 12",
        codePostal: "75015",
        city: "Paris",
        country: "FRANCE",
      }),
    ).toEqual({ L3: "Résidence les Tilleuls", L4: "12 rue des Lilas", L5: "BP 12", L6: "75015 Paris", countryCode: "FR" });
  });

  it("keeps L4 (required upstream) empty for a place or PO box only, and gives the country's ISO code", () => {
    expect(postalAddressLines({ poBox: "Le Moulin", codePostal: "1000", city: "Bruxelles", country: "BELGIQUE" })).toEqual({
      L4: "",
      L5: "Le Moulin",
      L6: "1000 Bruxelles",
      countryCode: "BE",
    });
  });

  it("reads the form kept in the payload first", () => {
    const person = { address: { L4: "12 RUE DES LILAS", L6: "75015 PARIS", countryCode: "FR" }, form: { ...address } };
    expect(addressFieldsOf(person)).toEqual(address);
  });

  it("reads the lines of a person written without the form (the locality may hold spaces)", () => {
    expect(addressFieldsOf({ address: { L3: "Bât. C", L4: "3 chemin des Vignes", L6: "13100 Aix en Provence", countryCode: "fr" } })).toEqual({
      additionalStreetName: "Bât. C",
      streetName: "3 chemin des Vignes",
      codePostal: "13100",
      city: "Aix en Provence",
      country: "FRANCE",
    });
    expect(addressFieldsOf({ address: { L4: "", L5: "Le Moulin", L6: "1000 Bruxelles", countryCode: "BE" } })).toEqual({
      poBox: "Le Moulin",
      codePostal: "1000",
      city: "Bruxelles",
      country: "BELGIQUE",
    });
    expect(addressFieldsOf({ address: { L4: "1 Main Street", L6: "SW1A 1AA", countryCode: "US" } })).toEqual({
      streetName: "1 Main Street",
      codePostal: "SW1A",
      city: "1AA",
    });
    expect(addressFieldsOf(null)).toEqual({});
  });
});

describe("recipient (bénéficiaire) ↔ Person", () => {
  it("builds upstream's Person: phones by type, lines, delivery details, extras, the doctor with consent", () => {
    expect(recipientToPerson(jeanne)).toEqual({
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "Martin-Durand",
      birthDate: "1940-03-12",
      phoneNumbers: [
        { type: "LANDLINE", number: "0145678910" },
        { type: "MOBILE", number: "0612345678" },
      ],
      address: { L3: "Résidence les Tilleuls", L4: "12 rue des Lilas", L6: "75015 Paris", countryCode: "FR" },
      deliveryDetails: { building: "B", floor: "3", keypad: "12A#", additionalInformation: "Sonner deux fois" },
      phoneInstallationType: "BOX",
      subscribersRelationship: "CHILD",
      healthDataConsent: true,
      doctorCivility: "MR",
      doctorName: "Lefèvre",
      doctorPhone: "0145678911",
      form: {
        additionalStreetName: "Résidence les Tilleuls",
        streetName: "12 rue des Lilas",
        codePostal: "75015",
        city: "Paris",
        country: "FRANCE",
        building: "B",
        floor: "3",
        keypad: "12A#",
        additionalInformation: "Sonner deux fois",
      },
    });
  });

  it("reads back exactly what the form gave (round trip)", () => {
    expect(recipientFromPerson(stored(recipientToPerson(jeanne)))).toEqual(jeanne);
  });

  it("round-trips a recipient with no mobile, no installation and no doctor", () => {
    const minimal = valueOf(recipientSchema, {
      ...identity,
      birthDate: "1940-03-12",
      poBox: "Lieu-dit la Combe",
      codePostal: "05000",
      city: "Gap",
      country: "FRANCE",
      phoneInstallationType: "NONE",
      subscribersRelationship: "FRIEND",
    });
    const person = recipientToPerson(minimal);
    expect(person.phoneNumbers).toEqual([]);
    expect(person).not.toHaveProperty("doctorName");
    expect(person.healthDataConsent).toBe(false);
    expect(recipientFromPerson(stored(person))).toEqual(minimal);
  });

  it("never sends the doctor's details without the health-data consent", () => {
    const person = recipientToPerson({ ...jeanne, healthConsent: false });
    expect(person).not.toHaveProperty("doctorName");
    expect(person).not.toHaveProperty("doctorPhone");
    expect(person).not.toHaveProperty("doctorCivility");
  });

  it("reads a recipient stored by another channel (the hub's sample) from its own fields", () => {
    const hub = {
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "DUPONT",
      birthDate: "1940-03-12",
      phoneNumbers: [{ type: "LANDLINE", number: "0123456789" }],
      L4: "ignored: lines are under address",
      address: { L4: "12 RUE DE LA PAIX", L6: "75002 PARIS", countryCode: "FR" },
      doctorName: "MARTIN",
      phoneInstallationType: "BOX",
      subscribersRelationship: "CHILD",
      timeZone: "Europe/Paris",
    };
    expect(recipientFromPerson(hub)).toEqual({
      civility: "MRS",
      firstName: "Jeanne",
      lastName: "DUPONT",
      birthDate: "1940-03-12",
      landlinePhone: "0123456789",
      streetName: "12 RUE DE LA PAIX",
      codePostal: "75002",
      city: "PARIS",
      country: "FRANCE",
      phoneInstallationType: "BOX",
      subscribersRelationship: "CHILD",
      healthConsent: false,
      doctorName: "MARTIN",
    });
  });

  it("leaves out unknown values rather than showing them", () => {
    expect(recipientFromPerson({ civility: "DR", phoneInstallationType: "FIBRE", phoneNumbers: "0123" })).toEqual({ healthConsent: false });
    expect(recipientFromPerson(undefined)).toEqual({ healthConsent: false });
  });
});

describe("trusted contacts ↔ Person list", () => {
  const neighbour = valueOf(trustedContactSchema, {
    order: "1",
    civility: "MR",
    firstName: "Paul",
    lastName: "Voisin",
    mobilePhone: "06 98 76 54 32",
    travelTimeInMinutes: "5",
    contactType: "NEIGHBOUR",
    ...address,
    hasKeys: "on",
    over18: "on",
  });
  const belgian = valueOf(trustedContactSchema, {
    order: "7",
    civility: "MRS",
    firstName: "Sophie",
    lastName: "Amie",
    mobilePhone: "0470 12 34 56",
    travelTimeInMinutes: "45",
    contactType: "FRIEND",
    poBox: "Le Moulin",
    codePostal: "1000",
    city: "Bruxelles",
    country: "BELGIQUE",
    over18: "on",
  });

  it("numbers the contacts 1..n in the order shown, whatever order was posted", () => {
    const people = contactsToPeople([neighbour, belgian]);
    expect(people.map((person) => person.order)).toEqual([1, 2]);
    expect(people[0]).toEqual({
      order: 1,
      civility: "MR",
      firstName: "Paul",
      lastName: "Voisin",
      phoneNumbers: [{ type: "MOBILE", number: "0698765432" }],
      address: { L4: "12 rue des Lilas", L6: "75015 Paris", countryCode: "FR" },
      contactType: "NEIGHBOUR",
      hasKeys: true,
      travelTimeInMinutes: 5,
      over18: true,
      form: address,
    });
    expect(people[1]).toMatchObject({ hasKeys: false, travelTimeInMinutes: 45, address: { L4: "", L5: "Le Moulin", countryCode: "BE" } });
  });

  it("takes a contact with only a landline (01 to 05, 09), stored as LANDLINE; refuses one with no phone, and a mobile number given as the landline", () => {
    const withoutPhone = { order: "1", civility: "MR", firstName: "Paul", lastName: "Voisin", travelTimeInMinutes: "5", contactType: "NEIGHBOUR", ...address, over18: "on" };
    const landlineOnly = valueOf(trustedContactSchema, { ...withoutPhone, landlinePhone: "02 98 76 54 32" });
    expect(contactsToPeople([landlineOnly])[0]!.phoneNumbers).toEqual([{ type: "LANDLINE", number: "0298765432" }]);
    expect(contactsFromPeople(stored(contactsToPeople([landlineOnly])))[0]).toMatchObject({ landlinePhone: "0298765432" });
    expect(issuesOf(trustedContactSchema, withoutPhone)).toEqual({ landlinePhone: ["phone.oneRequired"] });
    expect(issuesOf(trustedContactSchema, { ...withoutPhone, landlinePhone: "06 98 76 54 32" })).toEqual({ landlinePhone: ["landline.country"] });
  });

  it("reads back the list exactly (round trip)", () => {
    expect(contactsFromPeople(stored(contactsToPeople([neighbour, belgian])))).toEqual([neighbour, { ...belgian, order: 2 }]);
  });

  it("reads the list in upstream's order", () => {
    const people = stored(contactsToPeople([neighbour, belgian])) as { order: number }[];
    const [first, second] = people;
    expect(contactsFromPeople([{ ...second, order: 1 }, { ...first, order: 2 }]).map((contact) => contact.firstName)).toEqual(["Sophie", "Paul"]);
  });

  it("reads the hub's sample contact (NEIGHBOUR with keys) and nothing from a missing list", () => {
    const hub = { order: 1, civility: "MR", firstName: "Paul", lastName: "MARTIN", phoneNumbers: [{ type: "MOBILE", number: "0612345678" }], travelTimeInMinutes: 10, contactType: "NEIGHBOUR", hasKeys: true, over18: true, habilitated: true, address: { L4: "14 RUE DE LA PAIX", L6: "75002 PARIS", countryCode: "FR" } };
    expect(contactsFromPeople([hub])).toEqual([
      {
        order: 1,
        civility: "MR",
        firstName: "Paul",
        lastName: "MARTIN",
        mobilePhone: "0612345678",
        travelTimeInMinutes: 10,
        contactType: "NEIGHBOUR",
        streetName: "14 RUE DE LA PAIX",
        codePostal: "75002",
        city: "PARIS",
        country: "FRANCE",
        hasKeys: true,
        over18: true,
      },
    ]);
    expect(contactsFromPeople(null)).toEqual([]);
  });
});

describe("subscriber (souscripteur, billing) ↔ Person", () => {
  const subscriber = valueOf(subscriberSchema, {
    civility: "MR",
    firstName: "Marc",
    lastName: "Martin",
    email: "marc.martin@example.fr",
    mobilePhone: "07 11 22 33 44",
    ...address,
    additionalStreetName: "Bâtiment A",
    subscriberIsRecipient: undefined,
    acceptTerms: "on",
  });

  it("sends the e-mail as mail, the mobile, the lines, whether the subscriber is the recipient", () => {
    expect(subscriberToPerson(subscriber)).toEqual({
      civility: "MR",
      firstName: "Marc",
      lastName: "Martin",
      phoneNumbers: [{ type: "MOBILE", number: "0711223344" }],
      mail: "marc.martin@example.fr",
      address: { L3: "Bâtiment A", L4: "12 rue des Lilas", L6: "75015 Paris", countryCode: "FR" },
      recipientSubscriber: false,
      form: { ...address, additionalStreetName: "Bâtiment A" },
    });
  });

  it("sends the signed-in user's id as customerId", () => {
    expect(subscriberToPerson(subscriber, { customerId: "100001" }).customerId).toBe("100001");
  });

  it("reads back the form (round trip); the terms stay in the journey cookie", () => {
    const { acceptTerms: _terms, ...withoutTerms } = subscriber;
    expect(subscriberFromPerson(stored(subscriberToPerson({ ...subscriber, subscriberIsRecipient: true }, { customerId: "100001" })))).toEqual({
      ...withoutTerms,
      subscriberIsRecipient: true,
    });
  });

  it("when the subscriber is the recipient, fills only the empty fields from the recipient", () => {
    const typed = { subscriberIsRecipient: "on", email: "jeanne@example.fr", firstName: "Jeannette", lastName: " ", acceptTerms: "on" };
    expect(subscriberFilledFromRecipient(typed, recipientFromPerson(stored(recipientToPerson(jeanne))))).toEqual({
      subscriberIsRecipient: "on",
      email: "jeanne@example.fr",
      acceptTerms: "on",
      civility: "MRS",
      firstName: "Jeannette",
      lastName: "Martin-Durand",
      mobilePhone: "0612345678",
      additionalStreetName: "Résidence les Tilleuls",
      streetName: "12 rue des Lilas",
      codePostal: "75015",
      city: "Paris",
      country: "FRANCE",
    });
  });
});

describe("administrator and caregiver ↔ Person", () => {
  it.each([
    ["administrator", administratorSchema],
    ["caregiver", caregiverSchema],
  ] as const)("the %s: identity, mail, mobile (round trip)", (_kind, schema) => {
    const holder = valueOf(schema, { civility: "MRS", firstName: "Lise", lastName: "Martin", email: "lise@example.fr", mobilePhone: "06 11 22 33 44", acceptTerms: "on" });
    const person = accountHolderToPerson(holder);
    expect(person).toEqual({
      civility: "MRS",
      firstName: "Lise",
      lastName: "Martin",
      phoneNumbers: [{ type: "MOBILE", number: "0611223344" }],
      mail: "lise@example.fr",
      form: { country: "FRANCE" },
    });
    const { acceptTerms: _terms, ...withoutTerms } = holder;
    expect(accountHolderFromPerson(stored(person))).toEqual(withoutTerms);
  });

  it("checks a Belgian mobile against the country kept with it", () => {
    const holder = valueOf(administratorSchema, { civility: "MR", firstName: "Luc", lastName: "Peeters", email: "luc@example.be", mobilePhone: "0470 12 34 56", country: "BELGIQUE", acceptTerms: "on" });
    expect(accountHolderFromPerson(stored(accountHolderToPerson(holder)))).toMatchObject({ mobilePhone: "0470123456", country: "BELGIQUE" });
  });

  it("gives France by default when nothing is stored", () => {
    expect(accountHolderFromPerson(null)).toEqual({ country: "FRANCE" });
  });
});
