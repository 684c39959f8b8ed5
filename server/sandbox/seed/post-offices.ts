/**
 * The post offices the sandbox knows, by their regate code (the code of the agent's office in
 * the agent's sign-in claims): what a quotation prints of where it was made, never the agent.
 */
export const POST_OFFICES: Record<string, string> = {
  R75001: "Bureau de poste Paris Louvre, 52 rue du Louvre, 75001 Paris",
  R69002: "Bureau de poste Lyon Bellecour, 10 place Antonin Poncet, 69002 Lyon",
  R35000: "Bureau de poste Rennes République, 27 boulevard du Colombier, 35000 Rennes",
};

export function postOfficeName(regate: string | null | undefined): string | null {
  return regate ? (POST_OFFICES[regate] ?? null) : null;
}
