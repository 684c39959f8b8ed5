import { z } from "zod";
import { parseBirthDate as parseTypedDay, trustedContactSchema } from "~/kernel/people/person";
import { anyPhoneIssue, normalisePhone } from "~/kernel/people/phone";
import { VISIT_DAYS } from "~/kernel/contract/services";
import { addDays, addMonths, daysBetween } from "./calendar";
import { isLegitimateTerminationReason, OPTION_CODES, SUSPENSION_REASONS, TERMINATION_REASONS } from "~/kernel/i18n/wording";

/**
 * The dashboard's forms, validated on the server (DESIGN 6): suspension, termination, avenant,
 * the reports' period and the termination without signing in. Messages are translation keys.
 */
export const MAX_SUSPENSION_DAYS = 90;
/** A suspension starts within the contract's length (SPEC 9: 12 months) from today. */
export const MAX_SUSPENSION_START_MONTHS = 12;
export const MAX_TERMINATION_NOTICE_DAYS = 365;
export const MAX_REPORT_PERIOD_DAYS = 366;

const message = (key: string) => `dashboard:errors.${key}`;

/** A day as typed ("12/03/2027") or as a date input posts it ("2027-03-12"). */
function dayField(requiredKey: string) {
  return z
    .string({ error: message(requiredKey) })
    .trim()
    .min(1, message(requiredKey))
    .transform((typed, context) => {
      const day = parseTypedDay(typed);
      if (!day) {
        context.addIssue({ code: "custom", message: message("dateFormat") });
        return z.NEVER;
      }
      return day;
    });
}

const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: message(key) });

/**
 * DESIGN 6: every error at once. A rule across fields runs whatever the other fields' messages
 * (`when`: an object's own refinement would otherwise wait until every field is valid), on the
 * values as far as they were read (a field that failed is not a day, and the rule is silent on it).
 */
function withRuleAcrossFields<T extends z.ZodObject>(schema: T, rule: (typed: Record<string, unknown>, context: z.RefinementCtx) => void) {
  return schema.check(
    z.superRefine(
      (typed, context) => {
        if (typeof typed === "object" && typed !== null) rule(typed as Record<string, unknown>, context);
      },
      { when: () => true },
    ),
  );
}

const typedDay = (value: unknown) => (typeof value === "string" ? parseTypedDay(value.trim()) : null);

/** The latest first day a suspension asked today may have. */
export function latestSuspensionStart(today: string): string {
  return addMonths(today, MAX_SUSPENSION_START_MONTHS);
}

function suspensionFields(today: string) {
  return z.object({
    startDate: dayField("startRequired").superRefine((day, context) => {
      if (typeof day !== "string") return; // not a day: its format's message only
      if (day < today) context.addIssue({ code: "custom", message: message("startInPast") });
      else if (day > latestSuspensionStart(today)) context.addIssue({ code: "custom", message: message("startTooFar") });
    }),
    endDate: dayField("endRequired"),
    reason: choice(SUSPENSION_REASONS, "reasonRequired"),
  });
}

/** SPEC: start not in the past and within 12 months, end on or after start, at most 90 days (the hub's limit). */
export function suspensionSchema(today: string) {
  return withRuleAcrossFields(suspensionFields(today), (typed, context) => {
    const start = typedDay(typed.startDate);
    const end = typedDay(typed.endDate);
    if (!start || !end) return;
    if (end < start) context.addIssue({ code: "custom", path: ["endDate"], message: message("endBeforeStart") });
    else if (daysBetween(start, end) > MAX_SUSPENSION_DAYS) context.addIssue({ code: "custom", path: ["endDate"], message: message("suspensionTooLong") });
  });
}

/** The end of service a termination asks for (dashboard and without signing in): from today to one year ahead. */
function terminationEndField(today: string) {
  return dayField("endRequired").superRefine((day, context) => {
    if (day < today) context.addIssue({ code: "custom", message: message("endInPast") });
    else if (day > addDays(today, MAX_TERMINATION_NOTICE_DAYS)) context.addIssue({ code: "custom", message: message("endTooFar") });
  });
}

/**
 * Whether a termination asks for an end before the contract's terms allow (`earliest`, from
 * `earliestTerminationEnd`): an early end for a legitimate reason may.
 */
export function endsTooEarly(value: { endDate: string; earlyEnd: boolean }, earliest: string): boolean {
  return !value.earlyEnd && value.endDate < earliest;
}

/**
 * A termination's request (the dashboard's and the one without signing in; Code de la consommation
 * L.215-1-1, D.215-1 to D.215-3): the end of service, and the reason, which is optional unless an
 * early end for a legitimate reason is asked (then one of those reasons, and its proof to send).
 */
function terminationRequestFields(today: string) {
  return {
    endDate: terminationEndField(today),
    earlyEnd: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    // Optional: the form posts an empty reason as none (conform reads "" as no value).
    reason: z.enum(TERMINATION_REASONS, { error: message("reasonUnknown") }).optional(),
  };
}

/** An early end asks for its legitimate reason: none given, or another one, is refused next to the reason. */
function earlyEndNeedsLegitimateReason(typed: Record<string, unknown>, context: z.RefinementCtx) {
  if (typed.earlyEnd !== "on" && typed.earlyEnd !== true) return;
  const reason = typeof typed.reason === "string" ? typed.reason : "";
  if (!reason) context.addIssue({ code: "custom", path: ["reason"], message: message("reasonRequiredEarly") });
  else if (!isLegitimateTerminationReason(reason)) context.addIssue({ code: "custom", path: ["reason"], message: message("reasonNotLegitimate") });
}

export function terminationSchema(today: string) {
  return withRuleAcrossFields(z.object(terminationRequestFields(today)), earlyEndNeedsLegitimateReason);
}

const optionalText = z
  .string()
  .trim()
  .max(80, message("tooLong"))
  .optional()
  .transform((value) => value || undefined);

/** An avenant: the visit days (the formula follows), the remote-assistance options, the doctor, the account holder's name. */
export const avenantSchema = z
  .object({
    visitDays: z.array(z.enum(VISIT_DAYS)).optional().default([]),
    options: z.array(z.enum(OPTION_CODES, { error: message("optionUnavailable") })).optional().default([]),
    doctorCivility: z.enum(["MR", "MRS"]).optional(),
    doctorName: optionalText,
    doctorPhone: optionalText.superRefine((typed, context) => {
      if (typed && anyPhoneIssue(typed, "FRANCE")) context.addIssue({ code: "custom", message: message("phone") });
    }),
    accountOwner: optionalText,
    /** The health-data consent box (the fall detector added). */
    healthConsent: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .superRefine((value, context) => {
    const doctor = [value.doctorName, value.doctorPhone];
    if (doctor.some(Boolean) && !doctor.every(Boolean)) {
      context.addIssue({ code: "custom", path: [value.doctorName ? "doctorPhone" : "doctorName"], message: message("doctorIncomplete") });
    }
  })
  .transform((value) => ({ ...value, doctorPhone: value.doctorPhone ? normalisePhone(value.doctorPhone) : undefined }));

export type AvenantForm = z.infer<typeof avenantSchema>;

/** Our choice: at most five trusted contacts, as many as the hub numbers. */
export const MAX_TRUSTED_CONTACTS = 5;

/** An avenant changing the trusted contacts: the whole list, each contact as the journey asks it. */
export const avenantContactsSchema = z.object({
  contacts: z.array(trustedContactSchema).min(1, "people:contacts.required").max(MAX_TRUSTED_CONTACTS, message("tooManyContacts")),
});

/** The formula a set of visit days gives: nJ with remote assistance (TAS with none), nJSTA without. */
export function formulaOfDays(days: readonly string[], remoteAssistance: boolean): string {
  if (!remoteAssistance) return `${days.length}JSTA`;
  return days.length === 0 ? "TAS" : `${days.length}J`;
}

/** The reports' period (a GET form): both days or none; end not before start; at most a year. */
export type PeriodIssue = "dateFormat" | "endBeforeStart" | "periodTooLong";

export interface ReportsQuery {
  from: string;
  to: string;
  page: number;
  issue: PeriodIssue | null;
}

export const REPORTS_PAGE_SIZE = 10;
const DEFAULT_REPORT_MONTHS_DAYS = 92;

export function readReportsQuery(params: URLSearchParams, today: string): ReportsQuery {
  const fallback = { from: addDays(today, -(DEFAULT_REPORT_MONTHS_DAYS - 1)), to: today };
  const page = Math.max(1, Math.min(100, Math.floor(Number(params.get("page") ?? "1")) || 1));
  const typedFrom = params.get("du")?.trim() ?? "";
  const typedTo = params.get("au")?.trim() ?? "";
  if (!typedFrom && !typedTo) return { ...fallback, page, issue: null };
  const from = typedFrom ? parseTypedDay(typedFrom) : fallback.from;
  const to = typedTo ? parseTypedDay(typedTo) : today;
  if (!from || !to) return { ...fallback, page: 1, issue: "dateFormat" };
  if (to < from) return { ...fallback, page: 1, issue: "endBeforeStart" };
  if (daysBetween(from, to) > MAX_REPORT_PERIOD_DAYS) return { ...fallback, page: 1, issue: "periodTooLong" };
  return { from, to, page, issue: null };
}

/**
 * Termination without signing in: the contract number and either the subscriber's e-mail or the
 * subscriber's last name and postal code.
 */
function publicTerminationFields(today: string) {
  return z.object({
    contractNumber: z
      .string({ error: message("contractNumberRequired") })
      .trim()
      .regex(/^\d{6,20}$/, message("contractNumberFormat")),
    email: z.string().trim().max(120).optional(),
    lastName: z.string().trim().max(80).optional(),
    postalCode: z.string().trim().max(10).optional(),
    ...terminationRequestFields(today),
  });
}

export function publicTerminationSchema(today: string) {
  return withRuleAcrossFields(publicTerminationFields(today), (typed, context) => {
    earlyEndNeedsLegitimateReason(typed, context);
    const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string).trim() : "");
    const [email, lastName, postalCode] = [text("email"), text("lastName"), text("postalCode")];
    if (email) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) context.addIssue({ code: "custom", path: ["email"], message: message("email") });
      return;
    }
    if (!lastName && !postalCode) {
      context.addIssue({ code: "custom", path: ["email"], message: message("identityRequired") });
      return;
    }
    if (!lastName) context.addIssue({ code: "custom", path: ["lastName"], message: message("lastNameRequired") });
    if (!/^\d{5}$/.test(postalCode)) context.addIssue({ code: "custom", path: ["postalCode"], message: message("postalCode") });
  });
}

export type PublicTermination = z.infer<ReturnType<typeof publicTerminationFields>>;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s'-]+/g, " ")
    .trim()
    .toLowerCase();

/** Whether what was typed identifies the contract's subscriber (accents, case and spaces ignored). */
export function matchesSubscriber(
  typed: Pick<PublicTermination, "email" | "lastName" | "postalCode">,
  subscriber: { mail: string | null; lastName: string; L6: string },
): boolean {
  if (typed.email) return !!subscriber.mail && fold(subscriber.mail) === fold(typed.email);
  return !!typed.lastName && fold(subscriber.lastName) === fold(typed.lastName) && subscriber.L6.trim().startsWith(`${typed.postalCode} `);
}

/** What each form posts, for the form components' field names. */
export type AvenantInput = z.input<typeof avenantSchema>;
export type SuspensionInput = z.input<ReturnType<typeof suspensionFields>>;
export type TerminationInput = z.input<z.ZodObject<ReturnType<typeof terminationRequestFields>>>;
export type PublicTerminationInput = z.input<ReturnType<typeof publicTerminationFields>>;
