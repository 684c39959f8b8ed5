import { agentSessionStorage } from "~/kernel/sessions/cookies.server";

/** The Cookie header value of a signed-in agent (AG12345 at R75001 unless `idrh` says), as the agent's sign-in writes it. */
export async function agentCookie(idrh = "AG12345"): Promise<string> {
  const session = await agentSessionStorage.getSession();
  session.set("authentication", { accessToken: "token", expiresAt: Date.now() + 3600_000, idToken: null });
  session.set("agent", { idrh, regate: "R75001", lastName: "Agent", firstName: "Alice", fullName: "Alice Agent", organisationnel: null });
  return (await agentSessionStorage.commitSession(session)).split(";")[0]!;
}
