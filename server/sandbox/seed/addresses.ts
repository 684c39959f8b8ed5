/** The streets the sandbox's government address lookup knows (street, postal code, locality). */
export const LOOKUP_STREETS: readonly { street: string; postcode: string; city: string }[] = [
  { street: "Rue des Lilas", postcode: "75015", city: "Paris" },
  { street: "Rue de la Paix", postcode: "75002", city: "Paris" },
  { street: "Rue de Rivoli", postcode: "75001", city: "Paris" },
  { street: "Avenue des Champs-Élysées", postcode: "75008", city: "Paris" },
  { street: "Rue de la République", postcode: "69002", city: "Lyon" },
  { street: "Avenue Victor Hugo", postcode: "69003", city: "Lyon" },
  { street: "La Canebière", postcode: "13001", city: "Marseille" },
  { street: "Rue Sainte-Catherine", postcode: "33000", city: "Bordeaux" },
  { street: "Place du Capitole", postcode: "31000", city: "Toulouse" },
  { street: "Rue des Lilas", postcode: "59000", city: "Lille" },
];

/** An entry of a customer's address book (SPEC 3's address form, the account address calls). */
export interface AddressBookEntry {
  id: string;
  addressName: string;
  isPrimary: boolean;
  isCompany: boolean;
  companyName?: string;
  civility?: "MR" | "MRS";
  firstName?: string;
  lastName?: string;
  streetName?: string;
  additionalStreetName?: string;
  codePostal: string;
  city: string;
  country: string;
}

/** The most entries a book holds (our choice; SPEC 5 only says a full book gives its count). */
export const ADDRESS_BOOK_MAX = 20;

/** Marie's book (100001): one of each kind the screens show; Paul (100002) has none. */
export function seedAddressBooks(): Record<string, AddressBookEntry[]> {
  return {
    "100001": [
      { id: "A1", addressName: "Domicile", isPrimary: true, isCompany: false, civility: "MRS", firstName: "Marie", lastName: "Dupont", streetName: "1 rue de la Paix", codePostal: "75002", city: "PARIS", country: "FRANCE" },
      { id: "A2", addressName: "Maman", isPrimary: false, isCompany: false, civility: "MRS", firstName: "Jeanne", lastName: "Dupont", streetName: "8 rue de la République", codePostal: "69002", city: "LYON", country: "FRANCE" },
      { id: "A3", addressName: "Bureau", isPrimary: false, isCompany: true, companyName: "Dupont Conseil", streetName: "5 rue de Rivoli", codePostal: "75001", city: "PARIS", country: "FRANCE" },
      { id: "A4", addressName: "Vacances", isPrimary: false, isCompany: false, civility: "MRS", firstName: "Marie", lastName: "Dupont", streetName: "2 boulevard des Moulins", codePostal: "98000", city: "MONACO", country: "MONACO" },
    ],
  };
}
