import { describe, expect, it, vi } from "vitest";
import { action as familyAction, loader as familyLoader } from "~/features/dashboard/family";
import { action as geolocationAction } from "~/features/dashboard/geolocation";
import { agentSessionStorage } from "~/kernel/sessions/cookies.server";
import { callJson, useSandbox } from "../sandbox/setup";

/** "Mes proches" and the geolocation page through the agent's door: identity confirmed first, each change audited by its intent. */
useSandbox();
vi.mock("~/kernel/platform/mailer.server", () => ({ sendMail: vi.fn(async () => undefined) }));
const CONTRACT = "2024000123";
const base = (contract: string) => `http://localhost/sibp/contrat/${contract}/tableau-de-bord`;

async function agentCookie(): Promise<string> {
  const session = await agentSessionStorage.getSession();
  session.set("authentication", { accessToken: "token", expiresAt: Date.now() + 3600_000, idToken: null });
  session.set("agent", { idrh: "AG12345", regate: "R75001", lastName: "Agent", firstName: "Alice", fullName: "Alice Agent", organisationnel: null });
  return (await agentSessionStorage.commitSession(session)).split(";")[0]!;
}

async function run(handler: (args: never) => unknown, url: string, contract: string, fields?: Record<string, string>) {
  const request = new Request(url, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: { ...(fields ? { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" } : {}), cookie: await agentCookie() },
  });
  try {
    return await handler({ request, params: { agentContract: contract }, context: { requestId: "test" } } as never);
  } catch (thrown) {
    return thrown;
  }
}

const audit = async (action: string) => ((await callJson("GET", "/__sandbox/audit")).body as { action: string; outcome: string; agentIdrh: string }[]).filter((line) => line.action === action);

describe("the agent's 'Mes proches'", () => {
  it("reads the circle (audited), refuses a change without the identity confirmed, then invites and revokes (audited)", async () => {
    const page = (await run(familyLoader, `${base(CONTRACT)}/proches`, CONTRACT)) as { data: { relatives: unknown[]; holder: string } };
    expect(page.data.relatives).toHaveLength(2);
    const invite = { intent: "invite", firstName: "Julie", lastName: "Martin", email: "julie.martin@example.fr", relationship: "GRANDCHILD" };
    const refused = (await run(familyAction, `${base(CONTRACT)}/proches`, CONTRACT, invite)) as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error).toMatchObject({ identityChecked: ["desk:identity.required"] });
    expect(await audit("family.invite")).toEqual([expect.objectContaining({ outcome: "rejected", agentIdrh: "AG12345" })]);
    const sent = (await run(familyAction, `${base(CONTRACT)}/proches`, CONTRACT, { ...invite, identityChecked: "yes" })) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/sibp/contrat/${CONTRACT}/tableau-de-bord/proches?fait=invited`);
    expect((await audit("family.invite")).map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
    const revoked = (await run(familyAction, `${base(CONTRACT)}/proches`, CONTRACT, { intent: "revoke", relativeId: `REL-${CONTRACT}-1`, identityChecked: "yes" })) as Response;
    expect(revoked.headers.get("location")).toContain("fait=revoked");
    expect((await audit("family.revoke")).map((line) => line.outcome)).toEqual(["requested", "success"]);
  });

  it("the geolocation review sends and audits nothing; the confirmation asks for identity and is audited", async () => {
    const GEO = "2025000789";
    const zone = { radiusInMeters: "800", homeAddress: "1 place de la Bourse, 33000 Bordeaux" };
    await run(geolocationAction, `${base(GEO)}/geolocalisation`, GEO, { intent: "review", ...zone });
    expect(await audit("contract.geolocation")).toEqual([]);
    const sent = (await run(geolocationAction, `${base(GEO)}/geolocalisation`, GEO, { intent: "confirm", ...zone, identityChecked: "yes" })) as Response;
    expect(sent.headers.get("location")).toMatch(/geolocalisation\?demande=/);
    expect((await audit("contract.geolocation")).map((line) => line.outcome)).toEqual(["requested", "success"]);
  });
});
