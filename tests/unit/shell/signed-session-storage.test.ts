import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { signedCookieSessionStorage } from "~/sessions/signed-session-storage.server";

const SECRETS = ["s3cr3t-current", "s3cr3t-previous"];
const USER = { user: { sub: "a1b2", email: "helene.muller@example.fr", name: "Hélène Œuvray-Müller", idToken: "eyJ.x".repeat(100) } };

function both(name: string, options: { maxAge?: number; secure: boolean }) {
  const remix = createCookieSessionStorage({
    cookie: { name, path: "/", httpOnly: true, sameSite: "lax", secure: options.secure, secrets: SECRETS, ...(options.maxAge === undefined ? {} : { maxAge: options.maxAge }) },
  });
  const ours = signedCookieSessionStorage(name, { secrets: SECRETS, ...options });
  return { remix, ours };
}

const valueOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("sessions in signed cookies, as Remix's cookie session storage keeps them", () => {
  it("commits the very Set-Cookie header Remix commits, with and without a lifetime, secure or not", async () => {
    for (const [name, options] of [
      ["vsmp_user", { maxAge: 28_800, secure: true }],
      ["sibp_client", { maxAge: 7200, secure: false }],
      ["flash", { secure: true }],
    ] as const) {
      const { remix, ours } = both(name, options);
      const mine = await ours.getSession(null);
      const theirs = await remix.getSession(null);
      for (const session of [mine, theirs]) session.set("user", USER.user);
      expect(await ours.commitSession(mine)).toBe(await remix.commitSession(theirs));
    }
  });

  it("reads what Remix wrote, and Remix reads what it writes", async () => {
    const { remix, ours } = both("vsmp_user", { maxAge: 28_800, secure: true });
    const written = await remix.getSession(null);
    written.set("user", USER.user);
    const header = `lang=fr; ${valueOf(await remix.commitSession(written))}; sid=abc`;
    expect((await ours.getSession(header)).get("user")).toEqual(USER.user);

    const mine = await ours.getSession(null);
    mine.set("user", USER.user);
    expect((await remix.getSession(valueOf(await ours.commitSession(mine)))).get("user")).toEqual(USER.user);
  });

  it("destroys a session with the very header Remix sends", async () => {
    for (const secure of [true, false]) {
      const { remix, ours } = both("sibp_agent", { maxAge: 28_800, secure });
      expect(await ours.destroySession(await ours.getSession(null))).toBe(await remix.destroySession(await remix.getSession(null)));
    }
  });

  it("keeps flash messages for one reading, as Remix's sessions do", async () => {
    const { ours } = both("flash", { secure: true });
    const session = await ours.getSession(null);
    session.flash("notice", "Votre demande est enregistrée");
    const next = await ours.getSession(valueOf(await ours.commitSession(session)));
    expect(next.get("notice")).toBe("Votre demande est enregistrée");
    expect(next.get("notice")).toBeUndefined();
    const after = await ours.getSession(valueOf(await ours.commitSession(next)));
    expect(after.get("notice")).toBeUndefined();
  });

  it("starts an empty session for no cookie, a foreign signature, a changed value or a value that is no record", async () => {
    const { ours } = both("vsmp_user", { maxAge: 28_800, secure: true });
    const other = signedCookieSessionStorage("vsmp_user", { secrets: ["another"], maxAge: 28_800, secure: true });
    const foreign = await other.getSession(null);
    foreign.set("user", USER.user);
    const forged = valueOf(await other.commitSession(foreign));
    const mine = await ours.getSession(null);
    mine.set("user", USER.user);
    const genuine = valueOf(await ours.commitSession(mine));
    const changed = genuine.replace(/=(.)/, (_, first: string) => `=${first === "A" ? "B" : "A"}`);
    for (const header of [null, "", "lang=fr", forged, changed]) expect((await ours.getSession(header)).data).toEqual({});
  });

  it("refuses a session too big for a browser's cookie, as Remix does", async () => {
    const { ours } = both("vsmp_user", { maxAge: 28_800, secure: true });
    const session = await ours.getSession(null);
    session.set("user", { ...USER.user, idToken: "x".repeat(5000) });
    await expect(ours.commitSession(session)).rejects.toThrow(/Cookie length will exceed browser maximum/);
  });
});
