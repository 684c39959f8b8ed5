import type { Administrator, Caregiver } from "~/kernel/people/person";
import type { StepSlug } from "~/kernel/contract/journey-steps";

/**
 * The geofencing's two account holders, by their contract section (also their terms' key in the
 * journey): their step, and the name of their texts (people:administrator…), form and autofill
 * section.
 */
export const ACCOUNT_HOLDERS = {
  admin: { slug: "etape4a", name: "administrator" },
  caregiver: { slug: "etape4b", name: "caregiver" },
} as const satisfies Record<string, { slug: StepSlug; name: string }>;

export type AccountHolderSection = keyof typeof ACCOUNT_HOLDERS;

/** What an account holder's form holds (the two forms are the same). */
export type AccountHolder = Administrator | Caregiver;
