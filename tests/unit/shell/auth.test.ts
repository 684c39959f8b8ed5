import { describe, expect, it, vi } from "vitest";
import {
  agentFromClaims,
  getAgentSession,
  isAuthenticationValid,
  isIdentifiedAgent,
  loadAgentIfNeeded,
} from "~/kernel/auth/agent.server";
import { clearStateCookies } from "~/kernel/auth/oidc.server";
import { createUserSession, getUser, hasStrongLogin, requireUser, userFromClaims } from "~/kernel/auth/user.server";
import { userSessionStorage } from "~/kernel/sessions/cookies.server";
import { RequestReads } from "~/kernel/platform/request-reads";

const marieClaims = {
  sub: "100001",
  email: "marie.dupont@example.fr",
  given_name: "Marie",
  family_name: "Dupont",
  gender: "female",
  address: { postal_code: "75015" },
  mfa_method: "lin",
};

function cookieOf(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("the VSMP user", () => {
  it("is read from the provider's claims (SPEC 3)", () => {
    const user = userFromClaims(marieClaims);
    expect(user).toMatchObject({ id: "100001", sex: "female", email: "marie.dupont@example.fr", address: { zipCode: "75015" } });
    expect(hasStrongLogin(user)).toBe(true);
  });

  it("is kept in a signed cookie session, and a tampered cookie is ignored", async () => {
    const setCookie = await createUserSession(new Request("http://x/"), userFromClaims(marieClaims));
    const cookie = cookieOf(setCookie);
    expect((await getUser(new Request("http://x/", { headers: { cookie } })))?.id).toBe("100001");

    const [name, value] = cookie.split("=") as [string, string];
    const tampered = `${name}=${value.replace(/.$/, (last) => (last === "A" ? "B" : "A"))}`;
    expect(await getUser(new Request("http://x/", { headers: { cookie: tampered } }))).toBeNull();
  });
});

describe("the user of one request", () => {
  it("is read once for all of the request's loaders (same load context, same cookie)", async () => {
    const cookie = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(marieClaims)));
    const context = { reads: new RequestReads() };
    const reads = vi.spyOn(userSessionStorage, "getSession");
    const first = await getUser(new Request("http://x/", { headers: { cookie } }), context);
    const second = await requireUser(new Request("http://x/services-seniors/contrat", { headers: { cookie } }), { context });
    expect(second).toEqual(first);
    expect(first?.id).toBe("100001");
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it("is read again for another load context or another cookie, never given to another request", async () => {
    const cookie = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(marieClaims)));
    const context = { reads: new RequestReads() };
    expect((await getUser(new Request("http://x/", { headers: { cookie } }), context))?.id).toBe("100001");
    expect(await getUser(new Request("http://x/"), context)).toBeNull();
    expect(await getUser(new Request("http://x/"), {})).toBeNull();
    expect((await getUser(new Request("http://x/", { headers: { cookie } }), {}))?.id).toBe("100001");
  });
});

describe("requireUser, the guard of secured routes", () => {
  it("redirects an anonymous visitor to the login page", async () => {
    const thrown = await requireUser(new Request("http://x/services-seniors/contrat")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("location")!;
    expect(location).toMatch(/^\/vsmp\/connexion\?/);
    expect(new URL(location, "http://x").searchParams.get("redirect")).toBe("/services-seniors/contrat");
  });

  it("lets the preview mode through without a user", async () => {
    await expect(requireUser(new Request("http://x/services-seniors/contrat?cmsTicketId=t1"))).resolves.toBeNull();
  });

  it("returns the signed-in user", async () => {
    const cookie = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(marieClaims)));
    await expect(requireUser(new Request("http://x/services-seniors/contrat", { headers: { cookie } }))).resolves.toMatchObject({
      id: "100001",
    });
  });
});

describe("the agent (SIBP)", () => {
  const agentClaims = {
    sub: "AG12345",
    code_regate: "R75001",
    given_name: "Jeanne",
    family_name: "Martin",
    name: "Jeanne Martin",
    organisationnel: "Bureau de poste Paris Louvre",
  };

  it("maps idrh from sub and regate from code_regate", () => {
    expect(agentFromClaims(agentClaims)).toEqual({
      idrh: "AG12345",
      regate: "R75001",
      firstName: "Jeanne",
      lastName: "Martin",
      fullName: "Jeanne Martin",
      organisationnel: "Bureau de poste Paris Louvre",
    });
  });

  it("is identified when idrh is present", () => {
    expect(isIdentifiedAgent(agentFromClaims(agentClaims))).toBe(true);
    expect(isIdentifiedAgent(null)).toBe(false);
  });

  it("is loaded only when the authentication check is valid and not already loaded", async () => {
    const session = await getAgentSession(new Request("http://x/"));
    const fetchClaims = vi.fn().mockResolvedValue(agentClaims);

    expect(await loadAgentIfNeeded(session, fetchClaims)).toEqual({ agent: null, changed: false });
    expect(fetchClaims).not.toHaveBeenCalled();

    session.set("authentication", { accessToken: "t", expiresAt: Date.now() - 1000 });
    expect((await loadAgentIfNeeded(session, fetchClaims)).agent).toBeNull();
    expect(fetchClaims).not.toHaveBeenCalled();

    session.set("authentication", { accessToken: "t", expiresAt: Date.now() + 60_000 });
    const first = await loadAgentIfNeeded(session, fetchClaims);
    expect(first).toMatchObject({ changed: true, agent: { idrh: "AG12345" } });
    const second = await loadAgentIfNeeded(session, fetchClaims);
    expect(second.changed).toBe(false);
    expect(fetchClaims).toHaveBeenCalledTimes(1);
  });

  it("logs 'SIBP: Unable to fetch agent informations' when the user-info call fails", async () => {
    const session = await getAgentSession(new Request("http://x/"));
    session.set("authentication", { accessToken: "t", expiresAt: Date.now() + 60_000 });
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const result = await loadAgentIfNeeded(session, () => Promise.reject(new Error("503")));
    const logged = write.mock.calls.map(([line]) => String(line)).join("");
    write.mockRestore();
    expect(result.agent).toBeNull();
    expect(logged).toContain("SIBP: Unable to fetch agent informations");
  });

  it("treats an expired authentication as invalid", () => {
    expect(isAuthenticationValid(null)).toBe(false);
    expect(isAuthenticationValid({ accessToken: "t", expiresAt: 10 }, 20)).toBe(false);
    expect(isAuthenticationValid({ accessToken: "t", expiresAt: 30 }, 20)).toBe(true);
  });
});

describe("the OAuth2 state cookie", () => {
  it("is cleared after the callback", () => {
    const request = new Request("http://x/", {
      headers: { cookie: "oauth2_client:1b2c=state%3Dabc; lang=fr; oauth2_client:9f=other" },
    });
    expect(clearStateCookies(request, "oauth2_client")).toEqual([
      "oauth2_client:1b2c=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "oauth2_client:9f=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
  });
});
