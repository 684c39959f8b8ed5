/**
 * The client an agent serves (SPEC 3, Client and user): what the SIBP client cookie keeps, and
 * the mapping of the client service's profile onto it.
 */
import { DEFAULT_COUNTRY } from "~/kernel/addresses/address";
import type { Subscriber } from "~/kernel/people/person";

export type Sex = "female" | "male";

export interface ClientAddress {
  streetName: string;
  zipCode: string;
  city: string;
  country: string;
}

/** SIBP client (kept in a cookie): id, sex, firstName, lastName, email, address. */
export interface SibpClient {
  id: string;
  sex: Sex | null;
  firstName: string;
  lastName: string;
  email: string;
  address: ClientAddress;
  /** The client's mobile from their record, to prefill the subscriber ("" when none; decision 137). */
  mobile: string;
}

export interface ClientProfile {
  userId: string;
  gender: string | null;
  lastName: string;
  firstName: string;
  phone: string | null;
  birthdate: string | null;
  email?: string | null;
  primaryPostalAddress: { postalCode: string; locality: string; line4: string; line7: string } | null;
}

/** A profile as the agent sees it: the SIBP client plus phone and birth date. */
export interface ClientView extends SibpClient {
  phone: string | null;
  birthdate: string | null;
}

/**
 * SPEC 3: userId, gender, names, phone, birthdate and primaryPostalAddress (postalCode,
 * locality, line4 as street, line7 as country) map to id, sex, names, phone, birthdate, an empty
 * email and the address {streetName, zipCode, city, country}.
 */
export function clientFromProfile(profile: ClientProfile): ClientView {
  const address = profile.primaryPostalAddress;
  return {
    id: profile.userId,
    sex: profile.gender === "female" || profile.gender === "male" ? profile.gender : null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    birthdate: profile.birthdate,
    email: profile.email ?? "",
    mobile: isMobile(profile.phone) ? profile.phone! : "",
    address: {
      streetName: address?.line4 ?? "",
      zipCode: address?.postalCode ?? "",
      city: address?.locality ?? "",
      country: address?.line7 ?? "",
    },
  };
}

/** A French mobile number (06, 07), the only kind the subscriber's mobile field takes. */
function isMobile(phone: string | null): boolean {
  return phone !== null && /^0[67]\d{8}$/.test(phone.replace(/[\s.-]/g, ""));
}

/**
 * The part of a client view the cookie keeps (SPEC 3, and the mobile of decision 137): the
 * e-mail the agent searched by, else the record's.
 */
export function cookieClient(view: ClientView, email: string): SibpClient {
  return { id: view.id, sex: view.sex, firstName: view.firstName, lastName: view.lastName, email: email || view.email, address: view.address, mobile: view.mobile };
}

/** The agent's journey: the identified client prefills the subscriber (SPEC 2, agent variant). */
export function subscriberFromClient(client: SibpClient): Partial<Subscriber> {
  const country = client.address.country.trim().toUpperCase();
  return {
    civility: client.sex === "female" ? "MRS" : client.sex === "male" ? "MR" : undefined,
    firstName: client.firstName || undefined,
    lastName: client.lastName || undefined,
    email: client.email || undefined,
    mobilePhone: client.mobile || undefined,
    streetName: client.address.streetName || undefined,
    codePostal: client.address.zipCode || undefined,
    city: client.address.city || undefined,
    ...(country === DEFAULT_COUNTRY || country === "FR" ? { country: DEFAULT_COUNTRY } : {}),
  };
}
