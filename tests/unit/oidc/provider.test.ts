import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  AGENT_CALLBACK_PATH,
  AGENT_CLIENT_ID,
  AGENT_CLIENT_SECRET,
  CLIENT_AREA_CALLBACK_PATH,
  CLIENT_AREA_CLIENT_ID,
  CLIENT_AREA_CLIENT_SECRET,
  DEMO_PASSWORD,
  OIDC_SCOPES,
} from "../../../server/sandbox/oidc/clients";
import { createOidcListener } from "../../../server/sandbox/oidc/provider";

/** The app is not running: its origin only has to match the registered redirect URIs. */
const APP_ORIGIN = "http://127.0.0.1:4599";

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  revocation_endpoint: string;
  code_challenge_methods_supported: string[];
  prompt_values_supported: string[];
  scopes_supported: string[];
  claims_supported: string[];
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A minimal cookie jar: one host, honours Path and deletions. */
class CookieJar {
  private cookies: StoredCookie[] = [];

  store(response: Response, requestUrl: string): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = new URL(requestUrl).pathname.replace(/\/[^/]*$/, "") || "/";
      let expired = value === "";
      for (const attribute of attributes) {
        const [key = "", attrValue = ""] = attribute.split("=");
        if (key.toLowerCase() === "path") path = attrValue;
        if (key.toLowerCase() === "expires" && Date.parse(attrValue) <= Date.now()) expired = true;
        if (key.toLowerCase() === "max-age" && Number(attrValue) <= 0) expired = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  names(): string[] {
    return this.cookies.map((c) => c.name);
  }
}

let server: Server;
let issuer: string;
let discovery: Discovery;

async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response, url);
  return response;
}

function location(response: Response, base: string): string {
  const value = response.headers.get("location");
  expect(value, `expected a redirect, got ${response.status}`).toBeTruthy();
  return new URL(value as string, base).href;
}

/** Follows GET redirects on the provider until one leaves it (or a page is rendered). */
async function follow(jar: CookieJar, url: string): Promise<{ url: string; response?: Response }> {
  let current = url;
  for (let hops = 0; hops < 10; hops += 1) {
    if (!current.startsWith(issuer)) return { url: current };
    const response = await request(jar, current);
    if (response.status !== 302 && response.status !== 303) return { url: current, response };
    await response.body?.cancel();
    current = location(response, current);
  }
  throw new Error("too many redirects");
}

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

interface FlowStart {
  jar: CookieJar;
  verifier: string;
  state: string;
  redirectUri: string;
  /** Where the browser landed: the interaction page URL. */
  pageUrl: string;
  html: string;
}

async function startAuthorization(
  clientId: string,
  callbackPath: string,
  extra: Record<string, string> = {},
  jar = new CookieJar(),
): Promise<FlowStart> {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString("hex");
  const redirectUri = `${APP_ORIGIN}${callbackPath}`;
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: OIDC_SCOPES,
    state,
    nonce: randomBytes(8).toString("hex"),
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  }).toString();
  const { url: pageUrl, response } = await follow(jar, url.href);
  expect(response?.status).toBe(200);
  const html = await (response as Response).text();
  return { jar, verifier, state, redirectUri, pageUrl, html };
}

function formAction(html: string, pageUrl: string, suffix: string): string {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1] as string);
  const action = actions.find((a) => a.endsWith(suffix));
  expect(action, `form ending with ${suffix} in ${actions.join(", ")}`).toBeTruthy();
  return new URL(action as string, pageUrl).href;
}

async function postForm(jar: CookieJar, url: string, fields: Record<string, string>): Promise<Response> {
  return request(jar, url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Submits the login form, then follows the provider's redirects back to the app. */
async function signIn(flow: FlowStart, login: string, password: string): Promise<URL> {
  const response = await postForm(flow.jar, formAction(flow.html, flow.pageUrl, "/login"), { login, password });
  expect(response.status).toBe(303);
  const { url } = await follow(flow.jar, location(response, flow.pageUrl));
  return new URL(url);
}

async function exchange(flow: FlowStart, callback: URL, clientId: string, secret: string) {
  expect(callback.origin + callback.pathname).toBe(flow.redirectUri);
  expect(callback.searchParams.get("state")).toBe(flow.state);
  expect(callback.searchParams.get("iss")).toBe(issuer);
  const code = callback.searchParams.get("code");
  expect(code).toBeTruthy();
  const response = await fetch(discovery.token_endpoint, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: code as string,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    }).toString(),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as { access_token: string; id_token: string; token_type: string };
  expect(tokens.token_type).toBe("Bearer");
  expect(tokens.id_token.split(".")).toHaveLength(3);
  return tokens;
}

async function userinfo(accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  const mounted: { listener?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  server = createServer((req, res) => {
    if (mounted.listener && req.url?.startsWith("/oidc")) mounted.listener(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}/oidc`;
  mounted.listener = await createOidcListener({ issuer, appOrigins: [APP_ORIGIN] });
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  discovery = (await response.json()) as Discovery;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("sandbox OpenID Connect provider", () => {
  it("publishes a discovery document whose endpoints carry the /oidc prefix", () => {
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.userinfo_endpoint).toBe(`${issuer}/me`);
    expect(discovery.jwks_uri).toBe(`${issuer}/jwks`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.revocation_endpoint).toBe(`${issuer}/token/revocation`);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.prompt_values_supported).toContain("create");
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "profile", "email", "address"]));
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(["code_regate", "organisationnel", "mfa_method"]));
  });

  it("serves a signing key set", async () => {
    const response = await fetch(discovery.jwks_uri);
    const { keys } = (await response.json()) as { keys: { kty: string; alg: string; d?: string }[] };
    expect(keys[0]).toMatchObject({ kty: "RSA", alg: "RS256" });
    expect(keys[0]?.d).toBeUndefined();
  });

  it("refuses an authorization request without PKCE", async () => {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: CLIENT_AREA_CLIENT_ID,
      redirect_uri: `${APP_ORIGIN}${CLIENT_AREA_CALLBACK_PATH}`,
      response_type: "code",
      scope: OIDC_SCOPES,
      state: "s",
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get("location") as string);
    expect(back.searchParams.get("error")).toBe("invalid_request");
  });

  it("signs marie in through the client area and returns her claims", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    expect(flow.pageUrl).toMatch(new RegExp(`^${issuer}/interaction/[\\w-]+$`));
    expect(flow.html).toContain('<html lang="fr">');
    expect(flow.html).toContain("<title>Connexion – Espace client (bac à sable)</title>");
    expect(flow.html.match(/<h1>/g)).toHaveLength(1);
    expect(flow.html).toContain('<label for="login">');
    expect(flow.html).toContain('autocomplete="username"');
    expect(flow.html).toContain('autocomplete="current-password"');
    expect(flow.html).not.toContain("<script");
    expect(flow.jar.names().every((name) => name.startsWith("oidc_"))).toBe(true);

    // Wrong password: the form comes back with a linked error message and a summary.
    const wrong = await postForm(flow.jar, formAction(flow.html, flow.pageUrl, "/login"), {
      login: "marie.dupont@example.fr",
      password: "not-the-password",
    });
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Adresse e-mail ou mot de passe incorrect.");
    expect(wrongHtml).toContain('aria-describedby="password-error"');
    expect(wrongHtml).toContain('id="password-error"');
    expect(wrongHtml).toContain('class="error-summary"');
    expect(wrongHtml).toContain('<a href="#password">');
    expect(wrongHtml).toContain('value="marie.dupont@example.fr"');
    expect(wrongHtml).toContain("<title>Erreur : ");

    const callback = await signIn({ ...flow, html: wrongHtml }, "marie.dupont@example.fr", DEMO_PASSWORD);
    const tokens = await exchange(flow, callback, CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CLIENT_SECRET);
    const claims = await userinfo(tokens.access_token);
    expect(claims).toMatchObject({
      sub: "100001",
      email: "marie.dupont@example.fr",
      given_name: "Marie",
      family_name: "Dupont",
      gender: "female",
      address: { postal_code: "75015" },
      mfa_method: "lin",
    });
    expect(claims.code_regate).toBeUndefined();
  });

  it("signs paul in (login is case-insensitive)", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    const callback = await signIn(flow, "Paul.Martin@example.fr", DEMO_PASSWORD);
    const tokens = await exchange(flow, callback, CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CLIENT_SECRET);
    expect(await userinfo(tokens.access_token)).toMatchObject({
      sub: "100002",
      given_name: "Paul",
      family_name: "Martin",
      gender: "male",
      address: { postal_code: "69003" },
    });
  });

  it("signs the agent in through the agent client and returns the agent claims", async () => {
    const flow = await startAuthorization(AGENT_CLIENT_ID, AGENT_CALLBACK_PATH);
    expect(flow.html).toContain("<title>Connexion agent (bac à sable)</title>");
    const callback = await signIn(flow, "AG12345", DEMO_PASSWORD);
    const tokens = await exchange(flow, callback, AGENT_CLIENT_ID, AGENT_CLIENT_SECRET);
    expect(await userinfo(tokens.access_token)).toMatchObject({
      sub: "AG12345",
      code_regate: "R75001",
      given_name: "Jeanne",
      family_name: "Martin",
      name: "Jeanne Martin",
      organisationnel: "Bureau de poste Paris Louvre",
    });
  });

  it("refuses a client account on the agent client, and the agent on the client area", async () => {
    const agentFlow = await startAuthorization(AGENT_CLIENT_ID, AGENT_CALLBACK_PATH);
    const refused = await postForm(agentFlow.jar, formAction(agentFlow.html, agentFlow.pageUrl, "/login"), {
      login: "marie.dupont@example.fr",
      password: DEMO_PASSWORD,
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Identifiant ou mot de passe incorrect.");

    const clientFlow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    const refusedAgent = await postForm(clientFlow.jar, formAction(clientFlow.html, clientFlow.pageUrl, "/login"), {
      login: "AG12345",
      password: DEMO_PASSWORD,
    });
    expect(refusedAgent.status).toBe(422);
  });

  it("does not reuse a client's provider session for the agent client", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    const callback = await signIn(flow, "marie.dupont@example.fr", DEMO_PASSWORD);
    expect(callback.searchParams.get("code")).toBeTruthy();

    // Same browser, agent client: the login form is shown again, not a silent sign-in as marie.
    const agentFlow = await startAuthorization(AGENT_CLIENT_ID, AGENT_CALLBACK_PATH, {}, flow.jar);
    expect(agentFlow.html).toContain("Connexion agent");
    const agentCallback = await signIn(agentFlow, "AG12345", DEMO_PASSWORD);
    const tokens = await exchange(agentFlow, agentCallback, AGENT_CLIENT_ID, AGENT_CLIENT_SECRET);
    expect((await userinfo(tokens.access_token)).sub).toBe("AG12345");
  });

  it("returns access_denied to the app when the user cancels", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    const response = await postForm(flow.jar, formAction(flow.html, flow.pageUrl, "/abort"), {});
    expect(response.status).toBe(303);
    const { url } = await follow(flow.jar, location(response, flow.pageUrl));
    const back = new URL(url);
    expect(back.origin + back.pathname).toBe(flow.redirectUri);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe(flow.state);
  });

  it("asks for the missing fields", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    const response = await postForm(flow.jar, formAction(flow.html, flow.pageUrl, "/login"), { login: "", password: "" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Saisissez votre adresse e-mail.");
    expect(html).toContain("Saisissez votre mot de passe.");
    expect(html).toContain('aria-describedby="login-hint login-error"');
  });

  it("registers a new client with prompt=create and signs it in", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH, { prompt: "create" });
    expect(flow.html).toContain("Créer votre compte");
    const action = formAction(flow.html, flow.pageUrl, "/register");

    const invalid = await postForm(flow.jar, action, {
      given_name: "Luc",
      family_name: "",
      email: "marie.dupont@example.fr",
      password: "short",
    });
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Saisissez votre nom.");
    expect(invalidHtml).toContain("Un compte existe déjà avec cette adresse e-mail");
    expect(invalidHtml).toContain("au moins 8 caractères");

    const email = `luc.${randomBytes(4).toString("hex")}@example.fr`;
    const created = await postForm(flow.jar, action, {
      given_name: "Luc",
      family_name: "Bernard",
      email,
      password: "motdepasse",
    });
    expect(created.status).toBe(303);
    const { url } = await follow(flow.jar, location(created, flow.pageUrl));
    const tokens = await exchange(flow, new URL(url), CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CLIENT_SECRET);
    const claims = await userinfo(tokens.access_token);
    expect(claims).toMatchObject({ email, given_name: "Luc", family_name: "Bernard" });
    expect(Number(claims.sub)).toBeGreaterThan(100002);

    // The new account signs in with its password afterwards.
    const again = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    const callback = await signIn(again, email, "motdepasse");
    expect(callback.searchParams.get("code")).toBeTruthy();
  });

  it("logs out without a confirmation page when id_token_hint is given", async () => {
    const flow = await startAuthorization(AGENT_CLIENT_ID, AGENT_CALLBACK_PATH);
    const callback = await signIn(flow, "AG12345", DEMO_PASSWORD);
    const tokens = await exchange(flow, callback, AGENT_CLIENT_ID, AGENT_CLIENT_SECRET);

    const postLogout = `${APP_ORIGIN}/sibp/login?logged_out=1`;
    const url = new URL(discovery.end_session_endpoint);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: postLogout,
      state: "bye",
    }).toString();
    const response = await request(flow.jar, url.href);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${postLogout}&state=bye`);
    expect(flow.jar.names()).not.toContain("oidc_session");

    // The provider session is gone: the next authorization asks for the password again.
    const next = await startAuthorization(AGENT_CLIENT_ID, AGENT_CALLBACK_PATH, {}, flow.jar);
    expect(next.html).toContain('name="password"');
  });

  it("asks for confirmation with a plain form when end_session comes without id_token_hint", async () => {
    const flow = await startAuthorization(CLIENT_AREA_CLIENT_ID, CLIENT_AREA_CALLBACK_PATH);
    await signIn(flow, "paul.martin@example.fr", DEMO_PASSWORD);

    const url = new URL(discovery.end_session_endpoint);
    url.search = new URLSearchParams({ client_id: CLIENT_AREA_CLIENT_ID, post_logout_redirect_uri: `${APP_ORIGIN}/` }).toString();
    const page = await request(flow.jar, url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(">Se déconnecter</button>");
    expect(html).not.toContain("<script");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] as string;
    const confirmed = await postForm(flow.jar, new URL(action, url).href, { xsrf, logout: "yes" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${APP_ORIGIN}/`);
    expect(flow.jar.names()).not.toContain("oidc_session");
  });

  it("sends the browser straight back from end_session when nobody is signed in", async () => {
    const url = new URL(discovery.end_session_endpoint);
    url.search = new URLSearchParams({ client_id: CLIENT_AREA_CLIENT_ID, post_logout_redirect_uri: `${APP_ORIGIN}/` }).toString();
    const response = await request(new CookieJar(), url.href);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${APP_ORIGIN}/`);
  });

  it("shows an expiry page for an unknown interaction", async () => {
    const response = await fetch(`${issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("a expiré");
  });
});
