import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { IdentityProviderError, nonceFor, OidcStrategy, verifyIdToken } from "~/kernel/auth/oidc.server";

/** OpenID Connect Core 3.1.3.7: the ID token is checked before anyone is signed in. */
const ISSUER = "https://login.example.fr/realms/clients";
const CLIENT_ID = "vsmp-client-area";
const STATE = "state-123";

let keys: ReturnType<typeof createLocalJWKSet>;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256" }] });
});

function token(claims: Record<string, unknown> = {}, options: { key?: CryptoKey; expiresIn?: string; issuer?: string; audience?: string } = {}) {
  return new SignJWT({ nonce: nonceFor(STATE), ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setSubject("100001")
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "10m")
    .sign(options.key ?? privateKey);
}

const expectation = () => ({ issuer: ISSUER, clientId: CLIENT_ID, state: STATE, keys });

describe("ID token validation", () => {
  it("accepts a token signed by the provider's keys, for us, current, with this sign-in's nonce", async () => {
    expect((await verifyIdToken(await token(), expectation())).sub).toBe("100001");
  });

  it.each([
    ["another key's signature", () => token({}, { key: strangerKey })],
    ["another issuer", () => token({}, { issuer: "https://evil.example" })],
    ["another audience", () => token({}, { audience: "another-client" })],
    ["an expired token", () => token({}, { expiresIn: "-5m" })],
    ["another sign-in's nonce", () => token({ nonce: nonceFor("another-state") })],
    ["no nonce", () => token({ nonce: undefined })],
  ])("refuses %s", async (_name, make) => {
    await expect(verifyIdToken(await make(), expectation())).rejects.toBeInstanceOf(IdentityProviderError);
  });

  it("refuses a missing or unreadable token", async () => {
    await expect(verifyIdToken("", expectation())).rejects.toBeInstanceOf(IdentityProviderError);
    await expect(verifyIdToken("not.a.jwt", expectation())).rejects.toBeInstanceOf(IdentityProviderError);
  });

  it("sends the sign-in's nonce and the login's profile in the authorize URL", () => {
    const strategy = new OidcStrategy(
      {
        cookie: { name: "oauth2_test" },
        issuer: ISSUER,
        keys,
        clientId: CLIENT_ID,
        clientSecret: "secret",
        authorizationEndpoint: `${ISSUER}/auth`,
        tokenEndpoint: `${ISSUER}/token`,
        redirectURI: "http://localhost/vsmp/connexion/callback",
        scopes: ["openid"],
      },
      async () => ({}),
    );
    const params = strategy.authorizationParams(new URLSearchParams({ state: STATE }), new Request("http://localhost/vsmp/connexion"));
    expect(params.get("nonce")).toBe(nonceFor(STATE));
    // The login's profile value is kept (SPEC 2), an unknown one is not passed on.
    const login = (query: string) => strategy.authorizationParams(new URLSearchParams({ state: STATE }), new Request(`http://localhost/vsmp/connexion?${query}`));
    expect(login("redirect=%2F&profile=pro").get("profile")).toBe("pro");
    expect(login("profile=part").get("profile")).toBe("part");
    expect(login("profile=admin").get("profile")).toBeNull();
  });
});
