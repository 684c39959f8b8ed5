import { describe, expect, it } from "vitest";
import { createUserSession, destroyUserSession, getAccessToken, getUser, userFromClaims } from "~/kernel/auth/user.server";
import { createMemorySessionStore, createServerSessionStorage } from "~/kernel/sessions/server-session-storage.server";
import { keptInSignedCookie } from "../../signed-cookie";

/**
 * Signed-in sessions live on the server (decision 067): the cookie holds a random id, signed; signing
 * out deletes the session, so a copy of the cookie is worth nothing after; idle and absolute
 * lifetimes end a session whatever its cookie says.
 */
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

function storageAt(clock: { now: number }, lifetimes = { idleS: 60, absoluteS: 300 }) {
  return createServerSessionStorage<{ who?: string }>({
    name: "test_session",
    secrets: ["s1"],
    secure: false,
    store: createMemorySessionStore(),
    now: () => clock.now,
    ...lifetimes,
  });
}

describe("a server-side session", () => {
  it("puts only a signed random id in its cookie, never the data", async () => {
    const clock = { now: 1_000_000 };
    const storage = storageAt(clock);
    const session = await storage.getSession();
    session.set("who", "marie.dupont@example.fr");
    const setCookie = await storage.commitSession(session);
    expect(setCookie).toMatch(/^test_session=[^;]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = decodeURIComponent(cookieOf(setCookie).slice("test_session=".length));
    expect(value).not.toContain("marie");
    expect(Buffer.from(value.split(".")[0]!, "base64").toString()).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect((await storage.getSession(cookieOf(setCookie))).get("who")).toBe("marie.dupont@example.fr");
  });

  it("is refused after it is destroyed (a cookie replayed after sign-out), and never written again", async () => {
    const clock = { now: 1_000_000 };
    const storage = storageAt(clock);
    const session = await storage.getSession();
    session.set("who", "agent AG12345");
    const cookie = cookieOf(await storage.commitSession(session));
    const copy = cookie;
    await storage.destroySession(await storage.getSession(cookie));
    const replayed = await storage.getSession(copy);
    expect(replayed.get("who")).toBeUndefined();
    // What is set on the replayed cookie goes to a new session: the old id stays dead.
    replayed.set("who", "someone");
    const next = cookieOf(await storage.commitSession(replayed));
    expect(next).not.toBe(copy);
    expect((await storage.getSession(copy)).get("who")).toBeUndefined();
  });

  it("ends after its idle time without a read, and each read moves the idle time on", async () => {
    const clock = { now: 1_000_000 };
    const storage = storageAt(clock);
    const session = await storage.getSession();
    session.set("who", "x");
    const cookie = cookieOf(await storage.commitSession(session));
    clock.now += 50_000;
    expect((await storage.getSession(cookie)).get("who")).toBe("x");
    clock.now += 50_000;
    expect((await storage.getSession(cookie)).get("who")).toBe("x");
    clock.now += 61_000;
    expect((await storage.getSession(cookie)).get("who")).toBeUndefined();
  });

  it("ends at its absolute lifetime however active", async () => {
    const clock = { now: 1_000_000 };
    const storage = storageAt(clock);
    const session = await storage.getSession();
    session.set("who", "x");
    const cookie = cookieOf(await storage.commitSession(session));
    for (let minute = 1; minute <= 4; minute += 1) {
      clock.now += 59_000;
      expect((await storage.getSession(cookie)).get("who"), `after ${minute} reads`).toBe("x");
    }
    clock.now += 65_000;
    expect((await storage.getSession(cookie)).get("who")).toBeUndefined();
  });

  it("ignores a tampered cookie", async () => {
    const clock = { now: 1_000_000 };
    const storage = storageAt(clock);
    const session = await storage.getSession();
    session.set("who", "x");
    const cookie = cookieOf(await storage.commitSession(session));
    const tampered = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await storage.getSession(tampered)).get("who")).toBeUndefined();
  });
});

describe("the signed-in client's session", () => {
  const claims = { sub: "100001", email: "marie.dupont@example.fr", given_name: "Marie", family_name: "Dupont" };

  it("keeps no e-mail, name or token in the cookie", async () => {
    const setCookie = await createUserSession(new Request("http://x/"), userFromClaims(claims), "the-access-token-of-marie");
    const kept = keptInSignedCookie(setCookie, "vsmp_user");
    // The session's id only: 32 random bytes in base64url (no JSON, no dotted token).
    expect(kept).toMatch(/^[\w-]{43}$/);
    expect(kept).not.toMatch(/marie|Dupont|100001|access-token/i);
  });

  it("keeps the sign-in's access token on the server, for the shop's bearer (decision 110); none when none was given", async () => {
    const cookie = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(claims), "the-access-token-of-marie"));
    expect(await getAccessToken(new Request("http://x/", { headers: { cookie } }))).toBe("the-access-token-of-marie");
    const without = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(claims)));
    expect(await getAccessToken(new Request("http://x/", { headers: { cookie: without } }))).toBeNull();
    await destroyUserSession(new Request("http://x/", { headers: { cookie } }));
    expect(await getAccessToken(new Request("http://x/", { headers: { cookie } }))).toBeNull();
  });

  it("is refused when its cookie is replayed after sign-out", async () => {
    const cookie = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(claims)));
    expect((await getUser(new Request("http://x/", { headers: { cookie } })))?.id).toBe("100001");
    const cleared = await destroyUserSession(new Request("http://x/", { headers: { cookie } }));
    expect(cleared).toMatch(/^vsmp_user=; /);
    expect(await getUser(new Request("http://x/", { headers: { cookie } }))).toBeNull();
  });

  it("starts with a new id at each sign-in: an id from before is not kept", async () => {
    const before = cookieOf(await createUserSession(new Request("http://x/"), userFromClaims(claims)));
    const after = cookieOf(await createUserSession(new Request("http://x/", { headers: { cookie: before } }), userFromClaims(claims)));
    expect(after).not.toBe(before);
    expect(await getUser(new Request("http://x/", { headers: { cookie: before } }))).toBeNull();
    expect((await getUser(new Request("http://x/", { headers: { cookie: after } })))?.id).toBe("100001");
  });
});
