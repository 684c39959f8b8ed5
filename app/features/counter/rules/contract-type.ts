import { z } from "zod";

/**
 * /sibp/contrat/type: what the agent does for the identified client, a new subscription or an
 * existing contract, and where each leads.
 */
export const contractTypeSchema = z.object({
  type: z.enum(["new", "existing"], { error: "sibp:contract.typeRequired" }),
});

export type ContractType = z.infer<typeof contractTypeSchema>["type"];

/** A new subscription starts by presenting the offers; an existing contract is searched. */
export function contractTypeTarget(type: ContractType): string {
  return type === "new" ? "/sibp/offers-about" : "/sibp/contrat/recherche";
}
