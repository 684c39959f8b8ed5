import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { signedJsonCookie } from "~/sessions/signed-json-cookie.server";

const SECRETS = ["s3cr3t-current", "s3cr3t-previous"];
const remix = createCookie("vsmp", { path: "/", httpOnly: true, sameSite: "lax", secure: true, secrets: SECRETS, maxAge: 604_800 });
const ours = signedJsonCookie("vsmp", { secrets: SECRETS, maxAge: 604_800, secure: true });

const VALUES = [
  { version: 2, contractId: "fa24766d-2669-4790-a7cd-e72e81ff4baf", subscription: { step: 4, steps: ["etape1ms", "etape2ms"] }, summaryShown: true },
  { name: "Hélène Œuvray-Müller", city: "Saint-Étienne", note: "“quotes” – dash … 😀 + / * @ . _ -", empty: "" },
  {},
  [1, "deux", null],
];

describe("the journey's signed JSON cookie, as Remix writes it", () => {
  it("writes the very Set-Cookie header Remix's createCookie writes", async () => {
    for (const value of VALUES) expect(ours.serialize(value)).toBe(await remix.serialize(value));
    const insecure = signedJsonCookie("sibp_souscription", { secrets: SECRETS, maxAge: 7200, secure: false });
    const remixInsecure = createCookie("sibp_souscription", { path: "/", httpOnly: true, sameSite: "lax", secure: false, secrets: SECRETS, maxAge: 7200 });
    expect(insecure.serialize(VALUES[0])).toBe(await remixInsecure.serialize(VALUES[0]));
  });

  it("reads what Remix wrote, and Remix reads what it writes", async () => {
    for (const value of VALUES) {
      const fromRemix = (await remix.serialize(value)).split(";")[0]!;
      expect(ours.parse(`lang=fr; ${fromRemix}; sid=abc-123-def`)).toEqual(value);
      expect(await remix.parse(ours.serialize(value).split(";")[0]!)).toEqual(value);
    }
  });

  it("reads a cookie signed with an earlier secret (rotation) and signs with the first", async () => {
    const old = createCookie("vsmp", { secrets: ["s3cr3t-previous"] });
    const header = (await old.serialize(VALUES[0])).split(";")[0]!;
    expect(ours.parse(header)).toEqual(VALUES[0]);
    const unknown = createCookie("vsmp", { secrets: ["another"] });
    expect(ours.parse((await unknown.serialize(VALUES[0])).split(";")[0]!)).toBeNull();
  });

  it("refuses a changed value or signature, and answers null when the cookie is absent", () => {
    const header = ours.serialize(VALUES[0]).split(";")[0]!;
    const [name, value] = header.split("=") as [string, string];
    const [data, signature] = decodeURIComponent(value).split(".") as [string, string];
    const other = Buffer.from(JSON.stringify({ ...VALUES[0], contractId: "someone-else" })).toString("base64");
    expect(ours.parse(`${name}=${encodeURIComponent(`${other}.${signature}`)}`)).toBeNull();
    expect(ours.parse(`${name}=${encodeURIComponent(`${data}.${signature.slice(0, -1)}x`)}`)).toBeNull();
    expect(ours.parse(`${name}=${data}`)).toBeNull();
    expect(ours.parse(`${name}=%E0%A4%A`)).toBeNull();
    expect(ours.parse("vsmp_user=abc")).toBeNull();
    expect(ours.parse(null)).toBeNull();
  });

  it("takes the first cookie of its name and accepts a quoted value, as the cookie parser does", async () => {
    const first = (await remix.serialize(VALUES[0])).split(";")[0]!;
    const second = (await remix.serialize(VALUES[1])).split(";")[0]!;
    expect(ours.parse(`${first}; ${second}`)).toEqual(VALUES[0]);
    const [name, value] = first.split("=") as [string, string];
    expect(ours.parse(`${name}="${value}"`)).toEqual(await remix.parse(`${name}="${value}"`));
  });
});
