/**
 * HTML of the sandbox identity provider's pages: French, plain HTML forms (they work with
 * JavaScript off), no script at all, one inline <style> allowed by its hash in the CSP.
 */
import { createHash } from "node:crypto";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1f1f1f;background:#f4f4f4}
body{margin:0}
main{max-width:32rem;margin:2rem auto;padding:1.5rem 1.5rem 2rem;background:#fff;border:1px solid #c8c8c8;border-radius:4px}
.sandbox{margin:0 0 .5rem;font-size:.875rem;color:#505050}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1.5rem}
h2{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
a{color:#003da5;text-decoration:underline}
a:hover{color:#002466;text-decoration-thickness:2px}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.hint{display:block;color:#505050;font-size:.9375rem;margin:0 0 .25rem}
input{display:block;width:100%;font:inherit;padding:.5rem .625rem;border:2px solid #505050;border-radius:2px;color:#1f1f1f;background:#fff}
.field--error{border-left:4px solid #b3001b;padding-left:.75rem}
.field--error input{border-color:#b3001b}
.error-message{display:block;color:#b3001b;font-weight:600;margin:0 0 .25rem}
.error-summary{border:4px solid #b3001b;padding:1rem;margin:0 0 1.5rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b3001b;font-weight:600}
button{font:inherit;font-weight:600;cursor:pointer;border-radius:2px;padding:.625rem 1.25rem;border:2px solid #003da5}
.button-primary{color:#fff;background:#003da5}
.button-primary:hover{background:#002466;border-color:#002466}
.button-secondary{color:#003da5;background:#fff}
.button-secondary:hover{background:#e8eefa}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:0 0 1.5rem}
.demo{border-top:1px solid #c8c8c8;padding-top:1rem;margin-top:1.5rem;font-size:.9375rem}
.demo ul{margin:0 0 1rem;padding-left:1.25rem}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:-1px!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important;border:0!important}
a:focus-visible,button:focus-visible,input:focus-visible,[tabindex="-1"]:focus{outline:3px solid #1f1f1f;outline-offset:2px;box-shadow:0 0 0 6px #ffdd00}
`.trim();

const STYLE_HASH = `'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`;

/**
 * Security headers of every HTML page the provider serves. `formActions` are the origins a form
 * (and the redirects that follow its submission) may reach: the provider itself and the app.
 */
export function htmlHeaders(formActions: readonly string[]): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self'",
    `form-action 'self' ${formActions.join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
  };
}

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main id="contenu">
<p class="sandbox">Fournisseur d’identité de démonstration (bac à sable)</p>
${body}
</main>
</body>
</html>`;
}

export interface FieldError {
  field: string;
  message: string;
}

function errorSummary(errors: readonly FieldError[]): string {
  if (errors.length === 0) return "";
  const items = errors
    .map((e) => `<li><a href="#${escapeHtml(e.field)}">${escapeHtml(e.message)}</a></li>`)
    .join("");
  // autofocus (no script needed) brings keyboard and screen-reader users to the summary.
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">Il y a un problème</h2>
<ul>${items}</ul>
</div>`;
}

interface InputSpec {
  id: string;
  label: string;
  type: "text" | "email" | "password";
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  spellcheck?: boolean;
  autocapitalize?: boolean;
}

function input(spec: InputSpec): string {
  const describedBy: string[] = [];
  const hint = spec.hint ? `<span class="hint" id="${spec.id}-hint">${escapeHtml(spec.hint)}</span>` : "";
  if (spec.hint) describedBy.push(`${spec.id}-hint`);
  const error = spec.error
    ? `<span class="error-message" id="${spec.id}-error"><span class="visually-hidden">Erreur : </span>${escapeHtml(spec.error)}</span>`
    : "";
  if (spec.error) describedBy.push(`${spec.id}-error`);
  const attrs = [
    `id="${spec.id}"`,
    `name="${spec.id}"`,
    `type="${spec.type}"`,
    `autocomplete="${spec.autocomplete}"`,
    "required",
    spec.value !== undefined && spec.type !== "password" ? `value="${escapeHtml(spec.value)}"` : "",
    describedBy.length ? `aria-describedby="${describedBy.join(" ")}"` : "",
    spec.error ? `aria-invalid="true"` : "",
    spec.spellcheck === false ? `spellcheck="false"` : "",
    spec.autocapitalize === false ? `autocapitalize="none"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return `<div class="field${spec.error ? " field--error" : ""}">
<label for="${spec.id}">${escapeHtml(spec.label)}</label>
${hint}${error}<input ${attrs}>
</div>`;
}

export type ClientKind = "client" | "agent";

export function loginTitle(kind: ClientKind): string {
  return kind === "agent" ? "Connexion agent (bac à sable)" : "Connexion – Espace client (bac à sable)";
}

export interface LoginPageInput {
  kind: ClientKind;
  action: string;
  abortAction: string;
  /** Link to the registration form (client area only). */
  registerHref?: string;
  login?: string;
  errors?: readonly FieldError[];
}

/** Login form: fields `login` and `password`, posted to `action`. */
export function loginPage(input_: LoginPageInput): string {
  const errors = input_.errors ?? [];
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  const agent = input_.kind === "agent";
  const title = `${errors.length ? "Erreur : " : ""}${loginTitle(input_.kind)}`;
  const heading = agent ? "Connexion agent" : "Connexion à votre espace client";
  const loginField = agent
    ? input({
        id: "login",
        label: "Identifiant agent (IDRH)",
        type: "text",
        autocomplete: "username",
        hint: "Par exemple : AG12345",
        value: input_.login,
        error: errorFor("login"),
        spellcheck: false,
        autocapitalize: false,
      })
    : input({
        id: "login",
        label: "Adresse e-mail",
        type: "email",
        autocomplete: "username",
        hint: "Par exemple : nom@exemple.fr",
        value: input_.login,
        error: errorFor("login"),
        spellcheck: false,
        autocapitalize: false,
      });
  const demo = agent
    ? `<li>Agent : <strong>AG12345</strong></li>`
    : `<li>Client avec contrat : <strong>marie.dupont@example.fr</strong></li>
<li>Client sans contrat : <strong>paul.martin@example.fr</strong></li>`;
  const register = input_.registerHref
    ? `<p>Pas encore de compte ? <a href="${escapeHtml(input_.registerHref)}">Créer un compte</a></p>`
    : "";
  return layout(
    title,
    `<h1>${heading}</h1>
${errorSummary(errors)}
<form method="post" action="${escapeHtml(input_.action)}" novalidate>
${loginField}
${input({ id: "password", label: "Mot de passe", type: "password", autocomplete: "current-password", error: errorFor("password") })}
<div class="actions"><button type="submit" class="button-primary">Se connecter</button></div>
</form>
${register}
<form method="post" action="${escapeHtml(input_.abortAction)}">
<div class="actions"><button type="submit" class="button-secondary">Annuler et revenir au site</button></div>
</form>
<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">Comptes de démonstration</h2>
<ul>
${demo}
</ul>
<p>Mot de passe : <strong>demo1234</strong></p>
</section>`,
  );
}

export interface RegisterPageInput {
  action: string;
  abortAction: string;
  loginHref: string;
  values?: { email?: string; given_name?: string; family_name?: string };
  errors?: readonly FieldError[];
}

/** Registration form: fields `given_name`, `family_name`, `email`, `password`. */
export function registerPage(input_: RegisterPageInput): string {
  const errors = input_.errors ?? [];
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;
  const values = input_.values ?? {};
  return layout(
    `${errors.length ? "Erreur : " : ""}Créer un compte – Espace client (bac à sable)`,
    `<h1>Créer votre compte</h1>
${errorSummary(errors)}
<p>Tous les champs sont obligatoires.</p>
<form method="post" action="${escapeHtml(input_.action)}" novalidate>
${input({ id: "given_name", label: "Prénom", type: "text", autocomplete: "given-name", value: values.given_name, error: errorFor("given_name") })}
${input({ id: "family_name", label: "Nom", type: "text", autocomplete: "family-name", value: values.family_name, error: errorFor("family_name") })}
${input({ id: "email", label: "Adresse e-mail", type: "email", autocomplete: "email", hint: "Elle vous servira d’identifiant. Par exemple : nom@exemple.fr", value: values.email, error: errorFor("email"), spellcheck: false, autocapitalize: false })}
${input({ id: "password", label: "Mot de passe", type: "password", autocomplete: "new-password", hint: "8 caractères au minimum", error: errorFor("password") })}
<div class="actions"><button type="submit" class="button-primary">Créer mon compte</button></div>
</form>
<p>Vous avez déjà un compte ? <a href="${escapeHtml(input_.loginHref)}">Se connecter</a></p>
<form method="post" action="${escapeHtml(input_.abortAction)}">
<div class="actions"><button type="submit" class="button-secondary">Annuler et revenir au site</button></div>
</form>`,
  );
}

export interface MessagePageInput {
  title: string;
  heading: string;
  paragraphs: readonly string[];
  /** Technical details shown as a definition list (error code, description). */
  details?: readonly [string, string][];
  link?: { href: string; text: string };
}

export function messagePage(input_: MessagePageInput): string {
  const paragraphs = input_.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const details = input_.details?.length
    ? `<h2>Détails techniques</h2>\n<dl>${input_.details
        .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
        .join("")}</dl>`
    : "";
  const link = input_.link ? `<p><a href="${escapeHtml(input_.link.href)}">${escapeHtml(input_.link.text)}</a></p>` : "";
  return layout(input_.title, `<h1>${escapeHtml(input_.heading)}</h1>\n${paragraphs}\n${details}\n${link}`);
}

/**
 * Logout confirmation (only shown when the app calls end_session without a valid id_token_hint).
 * `providerForm` is oidc-provider's hidden form `op.logoutForm` (it carries the xsrf token);
 * the buttons submit it through their `form` attribute.
 */
export function logoutConfirmPage(providerForm: string): string {
  return layout(
    "Déconnexion (bac à sable)",
    `<h1>Voulez-vous vous déconnecter ?</h1>
${providerForm}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="button-primary">Se déconnecter</button>
<button type="submit" form="op.logoutForm" class="button-secondary">Rester connecté</button>
</div>`,
  );
}
