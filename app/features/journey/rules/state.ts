import { z } from "zod";
import { sameData } from "~/features/journey/rules/same-data";
import { SIBP_STEP_NAMES } from "~/features/journey/rules/counter-steps";
import { emptyProgress, STEP_NAMES, stepSlug, type SubscriptionProgress } from "~/kernel/contract/journey-steps";

/**
 * The journey state kept in the signed `vsmp` cookie (SPEC 3, DESIGN 3): identifiers and
 * progress only. Personal data goes upstream at each step and is read back from there.
 */
const stepNameSchema = z.enum(STEP_NAMES);
/**
 * The identifiers as the hub gives them: a cookie is signed, but its secret may leak (the demo's
 * is public), and these values reach upstream paths and response headers (a file's name).
 */
const contractNumberSchema = z.string().regex(/^\d{6,20}$/);
const identifierSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

export const journeyStateSchema = z.object({
  version: z.literal(2),
  contractId: identifierSchema.nullable(),
  contractNumber: contractNumberSchema.nullable(),
  cartId: identifierSchema.nullable(),
  cartTimestamp: z.number().nullable(),
  subscription: z.object({
    step: z.number().int().min(1),
    steps: z.array(z.object({ name: stepNameSchema, mounted: z.boolean(), submitted: z.boolean() })),
    stepChangedByNav: z.boolean(),
    topScrollOffset: z.number().default(0),
    cro: z.string().nullable().default(null),
    isEnded: z.boolean().default(false),
    /** The agent's journey (SIBP mode): its steps, and the step remembered on going back (SPEC 4). */
    sibpSteps: z.array(z.enum(SIBP_STEP_NAMES)).default([]),
    lastNextStep: z.number().int().min(1).nullable().default(null),
    /** The agent's steps submitted, and the step whose heading takes the focus (SPEC 3, SPEC 4 go to a step). */
    sibpSubmitted: z.array(z.enum(SIBP_STEP_NAMES)).default([]),
    forceFocusStep: z.number().int().min(1).nullable().default(null),
  }),
  /** The agent's journey belongs to one identified client (SIBP mode). */
  clientId: z.string().nullable().default(null),
  terms: z.object({ subscriber: z.boolean(), admin: z.boolean(), caregiver: z.boolean() }),
  mandate: z.object({ rum: z.string().nullable() }),
  summaryShown: z.boolean(),
  initialQueryOffers: z.string().nullable(),
  initialQueryOptions: z.string().nullable(),
  /** Which signature method was asked for, and whether the code was sent (no personal data). */
  signature: z.object({ method: z.enum(["ELECTRONIC", "PAPER"]).nullable(), signed: z.boolean() }).default({
    method: null,
    signed: false,
  }),
  /** Applied discount codes, so the offer can follow them; see the discount rules. */
  discount: z.unknown().optional(),
  /**
   * The contract sections whose address was saved while the postal check was down
   * (decision 090): the summary says they are unverified. Section names only, no address.
   */
  unverifiedAddresses: z.array(z.string().max(20)).max(10).default([]),
  /**
   * The random key of this journey's promo tries (decision 080), set at its first try: clearing
   * cookies starts a new journey, and nothing the visitor sends can reset this journey's count.
   */
  promoKey: z.string().max(64).nullable().default(null),
  /**
   * Whether the subscription's confirmation mail was handed to the relay when the contract was
   * validated: the confirmation says so only when it was, and says it plainly when it
   * was not. No address: the page reads it from the contract.
   */
  confirmationMail: z.enum(["sent", "failed"]).nullable().default(null),
  /** The quotation this journey was opened from (its random id, decision 135): its link opened again goes on here. */
  quotationId: z.string().max(32).nullable().default(null),
});

export type JourneyState = z.infer<typeof journeyStateSchema>;

/** The format written before steps were kept: SPEC 3's persisted state, flat terms. */
const legacyStateSchema = z.object({
  contractId: identifierSchema.nullable().optional(),
  contractNumber: contractNumberSchema.nullable().optional(),
  cartId: identifierSchema.nullable().optional(),
  cartTimestamp: z.number().nullable().optional(),
  subscription: z
    .object({ step: z.number().int().min(1).optional(), topScrollOffset: z.number().optional(), cro: z.string().nullable().optional() })
    .optional(),
  subscriberTerms: z.boolean().optional(),
  adminTerms: z.boolean().optional(),
  caregiverTerms: z.boolean().optional(),
  mandate: z.object({ rum: z.string().nullable().optional() }).nullable().optional(),
  summaryShown: z.boolean().optional(),
  initialQueryOffers: z.string().nullable().optional(),
  initialQueryOptions: z.string().nullable().optional(),
});

export function emptyJourneyState(): JourneyState {
  const progress = emptyProgress();
  return {
    version: 2,
    contractId: null,
    contractNumber: null,
    cartId: null,
    cartTimestamp: null,
    subscription: { ...progress, topScrollOffset: 0, cro: null, isEnded: false, sibpSteps: [], lastNextStep: null, sibpSubmitted: [], forceFocusStep: null },
    clientId: null,
    terms: { subscriber: false, admin: false, caregiver: false },
    mandate: { rum: null },
    summaryShown: false,
    initialQueryOffers: null,
    initialQueryOptions: null,
    signature: { method: null, signed: false },
    unverifiedAddresses: [],
    promoKey: null,
    confirmationMail: null,
    quotationId: null,
  };
}

/** Reads the cookie's value: the current format, the older one migrated, anything else empty. */
export function readJourneyState(value: unknown): JourneyState {
  const current = journeyStateSchema.safeParse(value);
  if (current.success) return current.data;
  const legacy = legacyStateSchema.safeParse(value);
  if (!legacy.success || value === null || typeof value !== "object") return emptyJourneyState();
  const old = legacy.data;
  const empty = emptyJourneyState();
  return {
    ...empty,
    contractId: old.contractId ?? null,
    contractNumber: old.contractNumber ?? null,
    cartId: old.cartId ?? null,
    cartTimestamp: old.cartTimestamp ?? null,
    // Steps are rebuilt from the contract on the next step load ("no steps loaded").
    subscription: {
      ...empty.subscription,
      step: old.subscription?.step ?? 1,
      topScrollOffset: old.subscription?.topScrollOffset ?? 0,
      cro: old.subscription?.cro ?? null,
    },
    terms: {
      subscriber: old.subscriberTerms ?? false,
      admin: old.adminTerms ?? false,
      caregiver: old.caregiverTerms ?? false,
    },
    mandate: { rum: old.mandate?.rum ?? null },
    summaryShown: old.summaryShown ?? false,
    initialQueryOffers: old.initialQueryOffers ?? null,
    initialQueryOptions: old.initialQueryOptions ?? null,
  };
}

/** The cart id: a random 3-digit number followed by the tail of the timestamp. */
export function newCartId(timestamp: number, random: () => number = Math.random): string {
  const prefix = 100 + Math.floor(random() * 900);
  return `${prefix}${String(timestamp).slice(-6)}`;
}

/** The cart is created only once: when no cart id exists. */
export function ensureCart(state: JourneyState, now: number, random?: () => number): JourneyState {
  if (state.cartId) return state;
  return { ...state, cartId: newCartId(now, random), cartTimestamp: now };
}

/** Reset clears services (upstream), ids, cart, steps, people (upstream) and mandate; the promo tries stay counted. */
export function resetJourney(state: JourneyState): JourneyState {
  return {
    ...emptyJourneyState(),
    initialQueryOffers: state.initialQueryOffers,
    initialQueryOptions: state.initialQueryOptions,
    promoKey: state.promoKey,
  };
}

/** resetVsmp also clears the initial queries. */
export function resetVsmp(): JourneyState {
  return emptyJourneyState();
}

export function progressOf(state: JourneyState): SubscriptionProgress {
  return {
    step: state.subscription.step,
    steps: state.subscription.steps,
    stepChangedByNav: state.subscription.stepChangedByNav,
  };
}

export function withProgress(state: JourneyState, progress: SubscriptionProgress): JourneyState {
  return { ...state, subscription: { ...state.subscription, ...progress } };
}

/** Fields the schema gives back when they are absent (its defaults), per object of the state. */
const SUBSCRIPTION_DEFAULTS: Partial<JourneyState["subscription"]> = { topScrollOffset: 0, cro: null, isEnded: false, sibpSteps: [], lastNextStep: null, sibpSubmitted: [], forceFocusStep: null };
const STATE_DEFAULTS: Partial<JourneyState> = { clientId: null, signature: { method: null, signed: false }, unverifiedAddresses: [], promoKey: null, confirmationMail: null };

/** The state with a section's address marked unverified, or no longer (decision 090). */
export function withAddressVerified(state: JourneyState, section: string, verified: boolean): JourneyState {
  const others = state.unverifiedAddresses.filter((name) => name !== section);
  const unverifiedAddresses = verified ? others : [...others, section];
  return sameData(unverifiedAddresses, state.unverifiedAddresses) ? state : { ...state, unverifiedAddresses };
}

/**
 * The state with a list's unverified addresses (decision 106): every mark of the section
 * ("contacts", "contacts.2") replaced by those given (a list saved again is checked again whole).
 */
export function withUnverifiedAddresses(state: JourneyState, section: string, marks: readonly string[]): JourneyState {
  const others = state.unverifiedAddresses.filter((name) => name !== section && !name.startsWith(`${section}.`));
  const unverifiedAddresses = [...others, ...marks];
  return sameData(unverifiedAddresses, state.unverifiedAddresses) ? state : { ...state, unverifiedAddresses };
}

function withoutDefaults<Value extends object>(value: Value, defaults: Partial<Value>): Partial<Value> {
  const copy: Partial<Value> = { ...value };
  for (const key of Object.keys(defaults) as (keyof Value)[]) {
    if (sameData(copy[key], defaults[key])) delete copy[key];
  }
  return copy;
}

/**
 * The cookie carries each step as its slug and flags ("etape2ms": mounted and submitted)
 * rather than full objects, and leaves out the fields at their schema default (a VSMP journey's
 * counter fields, its scroll offset, its signature before one is asked): a cookie travels with
 * every request and is signed at each write, hashed, encoded and checked per character.
 */
export function compactJourneyState(state: JourneyState): unknown {
  return {
    ...withoutDefaults(state, STATE_DEFAULTS),
    subscription: {
      ...withoutDefaults(state.subscription, SUBSCRIPTION_DEFAULTS),
      steps: state.subscription.steps.map(
        (step) => `${stepSlug(step.name)}${step.mounted ? "m" : ""}${step.submitted ? "s" : ""}`,
      ),
    },
  };
}

const COMPACT_STEP = /^(etape\d[ab]?)(m?)(s?)$/;

/** Reads the compact form back (and passes any other form through to `readJourneyState`). */
export function expandJourneyState(value: unknown): unknown {
  const steps = (value as { subscription?: { steps?: unknown } } | null)?.subscription?.steps;
  if (!Array.isArray(steps) || !steps.every((step) => typeof step === "string")) return value;
  const expanded = steps.map((step: string) => {
    const [, slug, mounted, submitted] = COMPACT_STEP.exec(step) ?? [];
    const name = STEP_NAMES.find((candidate) => stepSlug(candidate) === slug);
    return name ? { name, mounted: mounted === "m", submitted: submitted === "s" } : null;
  });
  if (expanded.includes(null)) return null;
  const journey = value as { subscription: Record<string, unknown> };
  return { ...journey, subscription: { ...journey.subscription, steps: expanded } };
}
