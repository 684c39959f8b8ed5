/**
 * The sandbox's real OpenID Connect provider (oidc-provider 9), mounted under the issuer's path
 * (normally `/oidc`), with our own French, accessible, script-free interaction pages.
 *
 * Routes (relative to the issuer, e.g. http://127.0.0.1:3100/oidc):
 *   /.well-known/openid-configuration, /auth, /token, /me (userinfo), /jwks, /session/end,
 *   /token/revocation, /request (PAR) — served by oidc-provider;
 *   /interaction/:uid (GET: login, registration or automatic consent),
 *   /interaction/:uid/login, /interaction/:uid/register, /interaction/:uid/abort (POST) — ours.
 *
 * Registration: the authorization request carries `prompt=create` (OpenID Connect "Initiating
 * User Registration"); oidc-provider has no built-in support, so a requestable `create` prompt is
 * added to the interaction policy (it shows up in `prompt_values_supported`). The registration
 * form is also reachable from the login page (`?mode=register`). Client-area client only.
 *
 * Logout (RP-initiated): the app should clear its own session first, then MAY send the browser to
 * `end_session_endpoint?id_token_hint=<id token>&post_logout_redirect_uri=<registered uri>[&state=]`.
 * With a valid `id_token_hint` the provider signs the user out at once and redirects (303) to
 * `post_logout_redirect_uri`: no confirmation page, no script, so it works with JavaScript off.
 * Without `id_token_hint` a small French confirmation form ("Se déconnecter") is shown; when there
 * is no provider session at all the browser is sent straight back. If the app skips end_session,
 * the provider session survives and the next login is silent: send `prompt=login` then.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type * as OidcProviderModule from "oidc-provider";
import type { Interaction, KoaContextWithOIDC, Provider } from "oidc-provider";

import { createAccountStore, DuplicateAccountError, type AccountStore } from "./accounts";
import { createAdapterFactory } from "./adapter";
import {
  AGENT_CLIENT_ID,
  AGENT_CLIENT_SECRET,
  agentPostLogoutRedirectUris,
  agentRedirectUris,
  CLIENT_AREA_CLIENT_ID,
  CLIENT_AREA_CLIENT_SECRET,
  clientAreaPostLogoutRedirectUris,
  clientAreaRedirectUris,
  DEFAULT_APP_ORIGINS,
  OIDC_SCOPES,
  TOKEN_ENDPOINT_AUTH_METHOD,
} from "./clients";
import {
  htmlHeaders,
  loginPage,
  logoutConfirmPage,
  messagePage,
  registerPage,
  type ClientKind,
  type FieldError,
} from "./views";

/** Fixed on purpose: the sandbox's cookies stay valid across restarts (sessions do not). */
const COOKIE_KEYS = ["sandbox-oidc-cookie-key-not-a-secret"];
const MAX_FORM_BYTES = 16 * 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

let oidcModule: Promise<typeof OidcProviderModule> | undefined;

/** Imports oidc-provider once, hiding its "Unsupported runtime" warning on Node 20. */
function loadOidcProvider(): Promise<typeof OidcProviderModule> {
  oidcModule ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].includes("oidc-provider WARNING: Unsupported runtime")) return;
      warn.apply(console, args);
    };
    try {
      return await import("oidc-provider");
    } finally {
      console.warn = warn;
    }
  })();
  return oidcModule;
}

let signingKey: JsonWebKey | undefined;

/** One RSA signing key per process, generated locally on first use. */
function getSigningKey(): JsonWebKey {
  if (!signingKey) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    signingKey = {
      ...privateKey.export({ format: "jwk" }),
      kid: `sandbox-${randomBytes(6).toString("hex")}`,
      alg: "RS256",
      use: "sig",
    } as JsonWebKey;
  }
  return signingKey;
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, "content-length": String(Buffer.byteLength(body)) });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "cache-control": "no-store", "content-length": "0" });
  res.end();
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new HttpError(415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413);
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function field(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? "").trim().slice(0, 256);
}

function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

export async function createOidcListener(opts: {
  issuer: string;
  appOrigins: string[];
}): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const { default: OidcProvider, interactionPolicy, errors } = await loadOidcProvider();
  const issuerUrl = new URL(opts.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/+$/, "");
  const appOrigins = (opts.appOrigins.length ? opts.appOrigins : [...DEFAULT_APP_ORIGINS]).map((o) => new URL(o).origin);
  const homeHref = `${appOrigins[0]}/`;
  const pageHeaders = htmlHeaders(appOrigins);
  const accounts: AccountStore = createAccountStore();

  const kindOf = (clientId: string | undefined): ClientKind => (clientId === AGENT_CLIENT_ID ? "agent" : "client");

  // Interaction policy: the default login and consent prompts, plus
  // - a requestable `create` prompt first (registration, `prompt=create`);
  // - a login check: an existing provider session whose account may not use this client
  //   (a client signed in, then the agent client is used, or the reverse) asks for a login.
  const { Prompt, Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  policy.add(new Prompt({ name: "create", requestable: true }), 0);
  policy.get("login")?.checks.add(
    new Check("account_not_allowed_for_client", "the signed-in account cannot use this client", "login_required", (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return false;
      return accounts.findBySub(accountId)?.clientId !== ctx.oidc.client?.clientId;
    }),
  );

  const setPageHeaders = (ctx: KoaContextWithOIDC) => {
    for (const [name, value] of Object.entries(pageHeaders)) ctx.set(name, value);
  };

  const provider: Provider = new OidcProvider(issuerUrl.href.replace(/\/+$/, ""), {
    adapter: createAdapterFactory(),
    clients: [
      {
        client_id: CLIENT_AREA_CLIENT_ID,
        client_secret: CLIENT_AREA_CLIENT_SECRET,
        client_name: "Espace client (bac à sable)",
        redirect_uris: clientAreaRedirectUris(appOrigins),
        post_logout_redirect_uris: clientAreaPostLogoutRedirectUris(appOrigins),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: TOKEN_ENDPOINT_AUTH_METHOD,
        scope: OIDC_SCOPES,
      },
      {
        client_id: AGENT_CLIENT_ID,
        client_secret: AGENT_CLIENT_SECRET,
        client_name: "Espace agent (bac à sable)",
        redirect_uris: agentRedirectUris(appOrigins),
        post_logout_redirect_uris: agentPostLogoutRedirectUris(appOrigins),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: TOKEN_ENDPOINT_AUTH_METHOD,
        scope: OIDC_SCOPES,
      },
    ],
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accounts.findBySub(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account.claims }) };
    },
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ["sub"],
      profile: ["name", "given_name", "family_name", "gender", "code_regate", "organisationnel", "mfa_method"],
      email: ["email", "email_verified"],
      address: ["address"],
    },
    scopes: ["openid", "profile", "email", "address"],
    responseTypes: ["code"],
    pkce: { required: () => true },
    cookies: {
      names: { session: "oidc_session", interaction: "oidc_interaction", resume: "oidc_resume" },
      long: { httpOnly: true, sameSite: "lax" },
      short: { httpOnly: true, sameSite: "lax" },
      keys: COOKIE_KEYS,
    },
    jwks: { keys: [getSigningKey()] },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Interaction: 30 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
      BackchannelAuthenticationRequest: 10 * 60,
      PreAuthorizedCode: 10 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          if (ctx.oidc.entities.IdTokenHint) {
            await signOutAndReturn(ctx);
            return;
          }
          setPageHeaders(ctx);
          ctx.body = logoutConfirmPage(form);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          setPageHeaders(ctx);
          ctx.body = messagePage({
            title: "Déconnexion réussie (bac à sable)",
            heading: "Vous êtes déconnecté",
            paragraphs: ["Vous avez été déconnecté du fournisseur d’identité de démonstration."],
            link: { href: homeHref, text: "Revenir au site" },
          });
        },
      },
    },
    discovery: {
      claim_types_supported: ["normal"],
      prompt_values_supported: ["none", ...policy.filter((p) => p.requestable).map((p) => p.name)],
    },
    interactions: {
      policy,
      url: (_ctx: KoaContextWithOIDC, interaction: Interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, string>) {
      setPageHeaders(ctx);
      ctx.type = "html";
      ctx.body = messagePage({
        title: "Erreur – Fournisseur d’identité (bac à sable)",
        heading: "La connexion n’a pas pu aboutir",
        paragraphs: ["Une erreur est survenue. Revenez sur le site et recommencez."],
        details: Object.entries(out).map(([k, v]) => [k === "error" ? "Code" : k === "error_description" ? "Description" : k, String(v)]),
        link: { href: homeHref, text: "Revenir au site" },
      });
    },
  });

  provider.on("server_error", (_ctx: unknown, error: unknown) => {
    console.error("[sandbox-oidc] server error:", error);
  });

  /** Revokes what the provider session granted, destroys it and clears its cookie. */
  async function endProviderSession(ctx: KoaContextWithOIDC): Promise<void> {
    const { session } = ctx.oidc;
    for (const { grantId } of Object.values(session?.authorizations ?? {})) {
      if (!grantId) continue;
      await Promise.all([
        provider.AccessToken.revokeByGrantId(grantId),
        provider.AuthorizationCode.revokeByGrantId(grantId),
        provider.RefreshToken.revokeByGrantId(grantId),
      ]);
      await (await provider.Grant.find(grantId))?.destroy();
    }
    await session?.destroy();
    ctx.cookies.set(provider.cookieName("session"), null, { httpOnly: true, sameSite: "lax" });
  }

  /** end_session with a valid id_token_hint: sign out and go back to the app at once. */
  async function signOutAndReturn(ctx: KoaContextWithOIDC): Promise<void> {
    const { params, client } = ctx.oidc;
    await endProviderSession(ctx);
    returnAfterLogout(ctx, params?.post_logout_redirect_uri, params?.state, client?.clientId);
  }

  function returnAfterLogout(
    ctx: KoaContextWithOIDC,
    postLogoutRedirectUri: string | undefined,
    state: string | undefined,
    clientId: string | undefined,
  ): void {
    // post_logout_redirect_uri has been checked against the client's registration by then
    // (oidc-provider drops it when the client is unknown or the uri is not registered).
    const target = postLogoutRedirectUri
      ? withQuery(postLogoutRedirectUri, { state })
      : withQuery(ctx.oidc.urlFor("end_session_success"), { client_id: clientId });
    ctx.status = 303;
    ctx.redirect(target);
  }

  // Two places where oidc-provider answers with a page that auto-submits by script; do the same
  // work on the server instead so that everything works with JavaScript off:
  // - end_session with no signed-in provider session: go straight back to the app;
  // - resume after a login as another account than the provider session's (for example a client
  //   signed in, then the agent): end the old session, then resume (the same URL) again.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.method !== "GET" || ctx.status !== 200 || !ctx.oidc) return;
    const { route, session, params, client } = ctx.oidc;
    if (route === "end_session" && !session?.accountId) {
      await endProviderSession(ctx);
      ctx.type = "text/plain";
      returnAfterLogout(ctx, params?.post_logout_redirect_uri, params?.state, client?.clientId);
      return;
    }
    const resumeUrl = session?.state?.postLogoutRedirectUri;
    if (route === "resume" && typeof resumeUrl === "string" && new URL(resumeUrl).pathname.endsWith(ctx.path)) {
      await endProviderSession(ctx);
      ctx.type = "text/plain";
      ctx.status = 303;
      ctx.redirect(resumeUrl);
    }
  });

  const callback = provider.callback();

  // ---------------------------------------------------------------- interaction pages

  function renderPage(res: ServerResponse, status: number, html: string): void {
    send(res, status, pageHeaders, html);
  }

  function renderExpired(res: ServerResponse): void {
    renderPage(
      res,
      400,
      messagePage({
        title: "Session expirée (bac à sable)",
        heading: "Votre demande de connexion a expiré",
        paragraphs: ["Pour votre sécurité, la demande de connexion n’est plus valable. Revenez sur le site et recommencez."],
        link: { href: homeHref, text: "Revenir au site" },
      }),
    );
  }

  async function finishConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    // First-party clients: the requested scopes and claims are granted without asking.
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || !clientId) throw new Error("consent interaction without account or client");
    const details = interaction.prompt.details;
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    if (Array.isArray(details.missingOIDCScope)) grant.addOIDCScope(details.missingOIDCScope.join(" "));
    if (Array.isArray(details.missingOIDCClaims)) grant.addOIDCClaims(details.missingOIDCClaims as string[]);
    const resourceScopes = details.missingResourceScopes;
    if (resourceScopes && typeof resourceScopes === "object") {
      for (const [indicator, scopes] of Object.entries(resourceScopes as Record<string, string[]>)) {
        grant.addResourceScope(indicator, scopes.join(" "));
      }
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: existing ? {} : { grantId } }, { mergeWithLastSubmission: true });
  }

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action: string | undefined,
    query: URLSearchParams,
  ): Promise<void> {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        renderExpired(res);
        return;
      }
      throw error;
    }
    if (interaction.uid !== uid) {
      renderExpired(res);
      return;
    }

    const base = `${mountPath}/interaction/${uid}`;
    const kind = kindOf(interaction.params.client_id);
    const promptName = interaction.prompt.name;
    const method = req.method ?? "GET";
    const loginForm = (login?: string, formErrors?: FieldError[]) =>
      loginPage({
        kind,
        action: `${base}/login`,
        abortAction: `${base}/abort`,
        registerHref: kind === "client" ? `${base}?mode=register` : undefined,
        login,
        errors: formErrors,
      });
    const registerForm = (values?: Record<string, string>, formErrors?: FieldError[]) =>
      registerPage({
        action: `${base}/register`,
        abortAction: `${base}/abort`,
        loginHref: `${base}?mode=login`,
        values,
        errors: formErrors,
      });

    if (action === undefined) {
      if (method !== "GET" && method !== "HEAD") throw new HttpError(405);
      if (promptName === "consent") {
        await finishConsent(req, res, interaction);
        return;
      }
      if (promptName !== "login" && promptName !== "create") throw new Error(`unexpected prompt ${promptName}`);
      const mode = query.get("mode");
      const register = kind === "client" && (mode === "register" || (promptName === "create" && mode !== "login"));
      renderPage(res, 200, register ? registerForm() : loginForm(interaction.params.login_hint));
      return;
    }

    if (method !== "POST") throw new HttpError(405);
    if (action === "abort") {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "End-User aborted interaction" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (promptName !== "login" && promptName !== "create") {
      // A stale form (back button): show what the interaction needs now.
      redirect(res, base);
      return;
    }
    const form = await readForm(req);

    if (action === "login") {
      const login = field(form, "login");
      const password = form.get("password") ?? "";
      const formErrors: FieldError[] = [];
      if (!login) {
        formErrors.push({
          field: "login",
          message: kind === "agent" ? "Saisissez votre identifiant agent." : "Saisissez votre adresse e-mail.",
        });
      }
      if (!password) formErrors.push({ field: "password", message: "Saisissez votre mot de passe." });
      const account = formErrors.length ? undefined : accounts.authenticate(interaction.params.client_id ?? "", login, password);
      if (!formErrors.length && !account) {
        formErrors.push({
          field: "password",
          message:
            kind === "agent"
              ? "Identifiant ou mot de passe incorrect."
              : "Adresse e-mail ou mot de passe incorrect.",
        });
      }
      if (!account) {
        renderPage(res, 422, loginForm(login, formErrors));
        return;
      }
      // `create` is resolved too: someone asked to register but already had an account.
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.claims.sub }, create: {} },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (action === "register") {
      if (kind !== "client") {
        redirect(res, base);
        return;
      }
      const values = {
        given_name: field(form, "given_name"),
        family_name: field(form, "family_name"),
        email: field(form, "email"),
      };
      const password = form.get("password") ?? "";
      const formErrors: FieldError[] = [];
      if (!values.given_name) formErrors.push({ field: "given_name", message: "Saisissez votre prénom." });
      if (!values.family_name) formErrors.push({ field: "family_name", message: "Saisissez votre nom." });
      if (!values.email) formErrors.push({ field: "email", message: "Saisissez votre adresse e-mail." });
      else if (!EMAIL_PATTERN.test(values.email) || values.email.length > 254) {
        formErrors.push({ field: "email", message: "Saisissez une adresse e-mail valide, par exemple nom@exemple.fr." });
      } else if (accounts.findByLogin(values.email)) {
        formErrors.push({ field: "email", message: "Un compte existe déjà avec cette adresse e-mail : connectez-vous." });
      }
      if (!password) formErrors.push({ field: "password", message: "Saisissez un mot de passe." });
      else if (password.length < 8) formErrors.push({ field: "password", message: "Le mot de passe doit contenir au moins 8 caractères." });
      else if (password.length > 128) formErrors.push({ field: "password", message: "Le mot de passe doit contenir au plus 128 caractères." });
      if (formErrors.length) {
        renderPage(res, 422, registerForm(values, formErrors));
        return;
      }
      let accountId: string;
      try {
        accountId = accounts.registerClient({
          email: values.email,
          password,
          givenName: values.given_name,
          familyName: values.family_name,
        }).claims.sub;
      } catch (error) {
        if (!(error instanceof DuplicateAccountError)) throw error;
        renderPage(
          res,
          422,
          registerForm(values, [{ field: "email", message: "Un compte existe déjà avec cette adresse e-mail : connectez-vous." }]),
        );
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { create: {}, login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    throw new HttpError(404);
  }

  function fail(res: ServerResponse, error: unknown): void {
    const status = error instanceof HttpError ? error.status : 500;
    if (status === 500) console.error("[sandbox-oidc] interaction error:", error);
    renderPage(
      res,
      status,
      messagePage({
        title: "Erreur – Fournisseur d’identité (bac à sable)",
        heading: status === 404 ? "Page introuvable" : "Une erreur est survenue",
        paragraphs: ["Revenez sur le site et recommencez."],
        link: { href: homeHref, text: "Revenir au site" },
      }),
    );
  }

  return (req, res) => {
    const url = req.url ?? "/";
    const pathEnd = url.search(/[?#]/);
    const path = pathEnd === -1 ? url : url.slice(0, pathEnd);
    if (mountPath && path !== mountPath && !path.startsWith(`${mountPath}/`)) {
      fail(res, new HttpError(404));
      return;
    }
    let rest = url.slice(mountPath.length);
    if (!rest.startsWith("/")) rest = `/${rest}`;
    const restPath = path.slice(mountPath.length) || "/";

    if (restPath === "/interaction" || restPath.startsWith("/interaction/")) {
      const match = /^\/interaction\/([\w-]+)(?:\/(login|register|abort))?\/?$/.exec(restPath);
      const query = new URLSearchParams(pathEnd === -1 ? "" : url.slice(pathEnd + 1));
      const work = match?.[1]
        ? handleInteraction(req, res, match[1], match[2], query)
        : Promise.reject(new HttpError(404));
      work.catch((error: unknown) => fail(res, error));
      return;
    }

    // oidc-provider derives its mount path from originalUrl minus url (as under express).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = rest;
    Promise.resolve(callback(req, res)).catch((error: unknown) => fail(res, error));
  };
}
