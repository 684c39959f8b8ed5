import { parseWithZod } from "@conform-to/zod/v4";
import { CIVILITIES, COUNTRIES } from "~/kernel/addresses/address";
import { PHONE_INSTALLATION_TYPES, recipientSchema, SUBSCRIBERS_RELATIONSHIPS } from "~/kernel/people/person";

/** etape2's page data as its loader gives it: a beneficiary already typed in. */
const steps = ["etape1", "etape2", "etape3", "etape4", "etape5", "etape6", "etape7"];
export const etape2LoaderData = {
  frame: { steps, hrefs: steps.map((slug) => `/services-seniors/souscription/${slug}`), current: 2, max: 2 },
  backTo: "/services-seniors/souscription/etape1",
  hasErrors: false,
  values: {
    civility: "MRS",
    firstName: "Jeanne",
    lastName: "Martin",
    birthDate: "1940-03-12",
    landlinePhone: "01 45 67 89 10",
    phoneInstallationType: "BOX",
    streetName: "12 rue des Lilas",
    codePostal: "75015",
    city: "Paris",
    country: "FRANCE",
    keypad: "12A#",
    subscribersRelationship: "CHILD",
    healthConsent: true,
  },
  choices: { civilities: CIVILITIES, countries: COUNTRIES, installations: PHONE_INSTALLATION_TYPES, relationships: SUBSCRIBERS_RELATIONSHIPS },
};

/** etape2's action data for a post with mistakes: conform's reply, with what was typed and the messages. */
export function etape2Rejected(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { result: parseWithZod(body, { schema: recipientSchema }).reply() };
}
