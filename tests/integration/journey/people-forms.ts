/** The people steps' forms as a person fills them (etape2, 3, 4, 4a/4b), for the tests' posts. */
export const recipientForm = {
  civility: "MRS",
  firstName: "Jeanne",
  lastName: "Martin",
  birthDate: "1940-03-12",
  landlinePhone: "01 45 67 89 10",
  streetName: "12 rue des Lilas",
  codePostal: "75015",
  city: "Paris",
  country: "FRANCE",
  keypad: "12A#",
  phoneInstallationType: "BOX",
  subscribersRelationship: "CHILD",
};

export const contactForm = (index: number, firstName: string) => ({
  [`contacts[${index}].order`]: String(index + 1),
  [`contacts[${index}].civility`]: "MR",
  [`contacts[${index}].firstName`]: firstName,
  [`contacts[${index}].lastName`]: "Voisin",
  [`contacts[${index}].mobilePhone`]: "06 98 76 54 32",
  [`contacts[${index}].travelTimeInMinutes`]: "10",
  [`contacts[${index}].contactType`]: "NEIGHBOUR",
  [`contacts[${index}].streetName`]: "14 rue des Lilas",
  [`contacts[${index}].codePostal`]: "75015",
  [`contacts[${index}].city`]: "Paris",
  [`contacts[${index}].country`]: "FRANCE",
  [`contacts[${index}].over18`]: "on",
});

export const subscriberForm = {
  civility: "MRS",
  firstName: "Marie",
  lastName: "Dupont",
  email: "marie.dupont@example.fr",
  mobilePhone: "06 12 34 56 78",
  streetName: "1 rue de la Paix",
  codePostal: "75002",
  city: "Paris",
  country: "FRANCE",
  acceptTerms: "on",
};

export const holderForm = { civility: "MR", firstName: "Marc", lastName: "Martin", email: "marc@example.fr", mobilePhone: "06 11 22 33 44", acceptTerms: "on" };

/** How the seeded book of marie.dupont (account 100001) is offered in a picker: each entry's name and whether it can be picked. */
export const SEEDED_BOOK_CHOICES = [
  ["Domicile", "selectable"],
  ["Maman", "selectable"],
  ["Bureau", "incomplete"],
  ["Vacances", "selectable"],
];
