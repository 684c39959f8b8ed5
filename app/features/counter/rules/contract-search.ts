import { z } from "zod";
import { isoBirthdate } from "./dates";

/**
 * /sibp/contrat/recherche: the agent finds a client's contract by its number, by the client's
 * name (narrowed by first name and birth date), or lists the identified client's contracts.
 * Messages are keys of the `desk` namespace.
 */

const message = (key: string) => `desk:search.errors.${key}`;

export const SEARCH_MODES = ["number", "name", "client"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** More results than this: the agent is asked to narrow the search rather than pick blindly. */
export const MAX_SHOWN_RESULTS = 10;

export const numberSearchSchema = z.object({
  by: z.literal("number"),
  contractNumber: z
    .string({ error: message("contractNumber") })
    .transform((value) => value.replace(/\s+/g, ""))
    .refine((value) => /^\d{6,20}$/.test(value), message("contractNumber")),
});

export const nameSearchSchema = z.object({
  by: z.literal("name"),
  lastName: z.string({ error: message("lastName") }).trim().min(1, message("lastName")).max(100, message("lastName")),
  firstName: z.string().trim().max(100).optional(),
  birthdate: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isoBirthdate(value) !== null, message("birthdate")),
});

export const clientSearchSchema = z.object({ by: z.literal("client") });

export const contractSearchSchema = z.discriminatedUnion("by", [numberSearchSchema, nameSearchSchema, clientSearchSchema]);
export type ContractSearchInput = z.infer<typeof contractSearchSchema>;

/** The search's mode from the address: a known `by`, else none (the empty form). */
export function searchModeOf(params: URLSearchParams): SearchMode | null {
  const by = params.get("by");
  return (SEARCH_MODES as readonly string[]).includes(by ?? "") ? (by as SearchMode) : null;
}

export type SearchOutcome = "none" | "one" | "several" | "tooMany";

/**
 * What the result list says: nothing found; one contract; several (the agent tells them apart
 * with the client's identity document); or too many to choose from (narrow the search).
 */
export function searchOutcome(count: number): SearchOutcome {
  if (count === 0) return "none";
  if (count === 1) return "one";
  return count > MAX_SHOWN_RESULTS ? "tooMany" : "several";
}
