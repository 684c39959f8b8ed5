import type { ClientProfile } from "../types.js";

export function seedClients(): Record<string, ClientProfile> {
  return {
    "100001": {
      userId: "100001",
      gender: "female",
      lastName: "Dupont",
      firstName: "Marie",
      phone: "0612345678",
      birthdate: "1965-04-12",
      email: "marie.dupont@example.fr",
      primaryPostalAddress: { postalCode: "75015", locality: "PARIS", line4: "12 RUE DES LILAS", line7: "FRANCE" },
    },
    "100002": {
      userId: "100002",
      gender: "male",
      lastName: "Martin",
      firstName: "Paul",
      phone: "0698765432",
      birthdate: "1958-09-30",
      email: "paul.martin@example.fr",
      primaryPostalAddress: { postalCode: "69002", locality: "LYON", line4: "3 PLACE BELLECOUR", line7: "FRANCE" },
    },
  };
}

/** The first id find-or-create gives to a new client. */
export const FIRST_NEW_CLIENT_ID = 100003;
