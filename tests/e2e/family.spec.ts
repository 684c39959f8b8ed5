import type { Page } from "@playwright/test";
import { checkWidths, CONTRACT, DASHBOARD, MARIE } from "./dashboard-helpers";
import { expect, SANDBOX_URL, signInAtProvider, test } from "./fixtures";

/**
 * The family circle, as a person does it with JavaScript off: marie invites Julie,
 * who gets the mail in the sandbox's outbox, creates an account from the link, accepts, follows
 * (reports, photos, alerts, next visits) and is refused on the next request once marie revoked
 * her; luc, who follows, is refused every owner page; luc's opt-in alert e-mail.
 */
const LUC = "luc.dupont@example.fr";
const FOLLOW = `/services-seniors/suivi/${CONTRACT}`;

interface OutboxMail {
  to: string[] | string;
  subject: string;
  text: string;
}

async function outbox(): Promise<OutboxMail[]> {
  return (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox.json`)).json()) as OutboxMail[];
}

async function mailTo(address: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await outbox()).find((mail) => JSON.stringify(mail.to).includes(address));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test("invite → the mail's link → a new account → accept → follow → revoke → refused on the next request", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/proches`);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Mes proches" })).toBeVisible();
  await expect(page.getByText("Suit le contrat")).toBeVisible();
  await expect(page.getByText("Invitation expirée", { exact: true })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "family-owner");

  // A form with mistakes: every message, what was typed kept.
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill("julie@");
  await page.getByRole("button", { name: "Envoyer l'invitation", exact: true }).click();
  await expect(page.getByText("Indiquez le prénom de votre proche.").first()).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("julie@");
  await expectAccessible();

  await page.getByLabel("Prénom").fill("Julie");
  await page.getByLabel("Adresse e-mail").fill("julie.martin@example.fr");
  await page.getByLabel("Lien avec le bénéficiaire").selectOption("GRANDCHILD");
  await page.getByRole("button", { name: "Envoyer l'invitation", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("L'invitation a été envoyée par e-mail");
  await expect(page.getByText("julie.martin@example.fr")).toBeVisible();

  const mail = await mailTo("julie.martin@example.fr");
  expect(mail.subject).toContain("Marie Dupont");
  const link = /https?:\/\/\S+\/services-seniors\/suivi\/invitation\?jeton=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  // Julie has no account yet: she creates one from the invitation.
  await signOut(page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Invitation à suivre un proche" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "family-invitation");
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel("Prénom").fill("Julie");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill("julie.martin@example.fr");
  await page.getByLabel("Mot de passe").fill("julie1234");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByRole("button", { name: "Accepter l'invitation" })).toBeVisible();
  await page.getByRole("button", { name: "Accepter l'invitation" }).click();

  await expect(page).toHaveURL(new RegExp(`${FOLLOW}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Suivi de");
  await expect(page.getByRole("heading", { name: "Prochains jours de visite" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comptes-rendus de visite" })).toBeVisible();
  // Photos come from their guarded address and load.
  const photo = page.locator("img.report-photo").first();
  await expect(photo).toHaveAttribute("src", new RegExp(`^${FOLLOW}/photos/`));
  const image = await page.request.get((await photo.getAttribute("src"))!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(image.headers()["cache-control"]).toBe("private, no-store");
  expect(await page.content()).not.toContain("base64");
  await expectAccessible();
  await checkWidths(page, "family-follow");
  // The link was used once.
  await page.goto(path);
  await expect(page.getByText("Cette invitation a déjà été acceptée.")).toBeVisible();

  // Marie revokes Julie.
  await signOut(page);
  await page.goto(`${DASHBOARD}/proches`);
  await signInAtProvider(page, MARIE);
  // A removal is a secondary button, never louder than the resend beside it.
  await expect(page.getByRole("button", { name: /^Retirer l'(accès|invitation) / }).first()).toHaveClass(/\bsecondary\b/);
  await page.getByRole("button", { name: "Retirer l'accès de Julie Martin" }).click();
  await expect(page.getByRole("status")).toContainText("L'accès a été retiré");

  // Julie's very next request is refused.
  await signOut(page);
  await page.goto(FOLLOW);
  await signInAtProvider(page, "julie.martin@example.fr", "julie1234");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const refused = await page.request.get(FOLLOW);
  expect(refused.status()).toBe(403);
});

test("a relative's name with a link or markup is refused on its field; the eleventh invitation mail of the day is refused with when", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/proches`);
  await signInAtProvider(page, MARIE);
  await page.getByLabel("Prénom").fill("Julie");
  await page.getByLabel("Nom", { exact: true }).fill("Cliquez sur www.evil.example");
  await page.getByLabel("Adresse e-mail").fill("julie.martin@example.fr");
  await page.getByLabel("Lien avec le bénéficiaire").selectOption("GRANDCHILD");
  await page.getByRole("button", { name: "Envoyer l'invitation", exact: true }).click();
  const linkRefused = "Le nom ne peut pas contenir d'adresse de site ou d'e-mail";
  await expect(page.locator(".field-error")).toContainText(linkRefused);
  await expect(page.getByRole("alert").getByRole("link", { name: new RegExp(linkRefused) })).toBeVisible();
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Cliquez sur www.evil.example");
  await page.getByLabel("Prénom").fill("<b>Julie</b>");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByRole("button", { name: "Envoyer l'invitation", exact: true }).click();
  await expect(page.locator(".field-error")).toContainText("Le prénom ne peut pas contenir les signes < et >.");
  await expect(page.getByLabel("Prénom")).toHaveValue("<b>Julie</b>");
  await expectAccessible();
  await checkWidths(page, "family-name-refused");
  expect((await outbox()).some((mail) => JSON.stringify(mail.to).includes("julie.martin@example.fr"))).toBe(false);

  // Ten mails a day for the contract: Sophie's invitation sent again ten times, the eleventh refused.
  const resend = page.getByRole("button", { name: "Renvoyer l'invitation à Sophie Dupont" });
  for (let i = 0; i < 10; i++) {
    await resend.click();
    await expect(page.getByRole("status")).toContainText("renvoyée");
  }
  await resend.click();
  const limit = /Le nombre maximal d'invitations envoyées pour ce contrat en 24 heures est atteint : vous pourrez en envoyer une nouvelle à partir du \d{1,2}(er)? \S+ \d{4} à \d\d:\d\d\./;
  await expect(page.getByRole("alert")).toContainText(limit);
  // The notice of the last re-send done is gone: this one was not.
  await expect(page.getByText("L'invitation a été renvoyée par e-mail")).toHaveCount(0);
  await expectAccessible();
  await checkWidths(page, "family-invitation-limit");
  expect((await outbox()).filter((mail) => JSON.stringify(mail.to).includes("sophie"))).toHaveLength(10);
});

test("a relative is refused every owner page, PDF and action of the contract with 403", { tag: "@once" }, async ({ page }) => {
  await page.goto(FOLLOW);
  await signInAtProvider(page, LUC);
  await expect(page.getByRole("heading", { level: 2, name: "Alertes", exact: true })).toBeVisible();
  await expect(page.locator(".important-mark").first()).toHaveText("Important");
  await page.goto("/services-seniors/contrat");
  await page.getByRole("link", { name: /^Suivi de / }).click();
  await expect(page).toHaveURL(new RegExp(`${FOLLOW}$`));
  // In English too.
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Following");
  await expect(page.getByRole("heading", { level: 2, name: "Next visit days" })).toBeVisible();
  await expect(page.locator(".important-mark").first()).toHaveText("Important");
  await checkWidths(page, "family-follow-en");
  await page.getByRole("button", { name: /Français/ }).click();
  for (const path of ["", "/versions", "/versions/31", "/factures", "/attestations", "/comptes-rendus", "/avenants", "/suspendre-contrat", "/resilier-contrat", `/resilier-contrat/accuse-de-reception/RESILIATION-${CONTRACT}-1-abc`, "/proches", "/geolocalisation"]) {
    const response = await page.goto(`${DASHBOARD}${path}`);
    expect(response?.status(), path || "home").toBe(403);
  }
  for (const path of ["/avenants", "/suspendre-contrat", "/resilier-contrat", "/proches"]) {
    const response = await page.request.post(`${DASHBOARD}${path}`, { form: { intent: "revoke", relativeId: `REL-${CONTRACT}-1` }, headers: { origin: new URL(page.url()).origin } });
    expect(response.status(), `POST ${path}`).toBe(403);
  }
});

test("the opt-in alert e-mail: a link back, no health detail", { tag: "@once" }, async ({ page }) => {
  await page.goto(FOLLOW);
  await signInAtProvider(page, LUC);
  await page.getByRole("button", { name: "Recevoir un e-mail à chaque alerte importante" }).click();
  await expect(page.getByRole("status")).toContainText("Vous recevrez un e-mail");
  const raised = await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}/alerts`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ level: "IMPORTANT" }) });
  expect(raised.status).toBe(201);
  const mail = await mailTo(LUC);
  expect(mail.subject).toContain("Alerte importante");
  expect(mail.text).toContain(`${FOLLOW}`);
  expect(mail.text).not.toMatch(/santé|humeur|HEALTH|BAD|besoin/i);
});

test("a relative reads the alerts by date, newest first, a postman's alert the hub levels NORMAL marked important", { tag: "@once" }, async ({ page, expectAccessible }) => {
  // Raised now and levelled NORMAL by the hub: the newest alert, important all the same.
  const raised = await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}/alerts`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ level: "NORMAL" }) });
  expect(raised.status).toBe(201);
  await page.goto(FOLLOW);
  await signInAtProvider(page, LUC);
  const alerts = page.locator("section[aria-labelledby=alerts] > ul > li");
  await expect(alerts.first()).toBeVisible();
  const days = await alerts.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(days.length).toBeGreaterThan(2);
  expect(days).toEqual([...days].sort().reverse());
  expect(days[0]).toBe(new Date().toISOString().slice(0, 10));
  await expect(alerts.first().locator(".important-mark")).toHaveText("Important");
  await expect(page.locator("section[aria-labelledby=alerts]").getByText("Les 60 derniers jours, du plus récent au plus ancien.")).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "family-follow-alerts");
});

test("a relative with no contract of their own lands, once signed in, on the people they follow", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Se connecter" }).click();
  await signInAtProvider(page, LUC);
  await expect(page).toHaveURL(/\/services-seniors\/contrat$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les personnes que vous suivez");
  await expect(page).toHaveTitle(/^Les personnes que vous suivez – /);
  await expect(page.getByText("Vous n'avez pas encore de contrat")).toHaveCount(0);
  // The first thing after the heading is the person followed; subscribing is a plain link below.
  const main = page.locator("main");
  const followed = main.getByRole("link", { name: "Suivi de Jeanne Dupont" });
  const subscribe = main.getByRole("link", { name: "Souscrire en ligne" });
  await expect(followed).toBeVisible();
  await expect(subscribe).not.toHaveClass(/button/);
  expect((await followed.boundingBox())!.y).toBeLessThan((await subscribe.boundingBox())!.y);
  await expectAccessible();
  await checkWidths(page, "family-relative-landing");
  await followed.click();
  await expect(page).toHaveURL(new RegExp(`${FOLLOW}$`));
});

test("a termination asked without signing in: the subscriber's own mailbox gets the acknowledgement, saying how to object", { tag: "@once" }, async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto("/particulier/veiller-sur-mes-parents/gestion/resiliation");
  await page.getByLabel("Numéro de contrat").fill(CONTRACT);
  await page.getByLabel(/Nom du souscripteur/).fill("Dupont");
  await page.getByLabel(/Code postal du souscripteur/).fill("75015");
  await page.getByLabel("Date de fin du service souhaitée").fill(new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.getByRole("button", { name: "Résilier mon contrat" }).click();
  const reference = /RESILIATION-2024000123-[\w-]+/.exec((await page.getByText(/Référence : RESILIATION-/).textContent())!)![0];
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await outbox()).find((sent) => JSON.stringify(sent.to).includes("marie.dupont@example.fr") && sent.text.includes(reference));
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail!.subject).toContain(CONTRACT);
  expect(mail!.text).toContain("Cette demande a été faite sur notre site sans connexion à l'espace client");
  expect(mail!.text).toMatch(/Si vous n'en êtes pas à l'origine, ou si vous souhaitez la retirer, appelez-nous au 36 31 .+ avant la fin du service/);
});

test("the geolocation zone: changed, reviewed, confirmed", { tag: "@once" }, async ({ page, expectAccessible }) => {
  const geo = "/services-seniors/contrat/2025000789/tableau-de-bord/geolocalisation";
  // From the dashboard home's sentence on the zone.
  await page.goto("/services-seniors/contrat/2025000789/tableau-de-bord");
  await signInAtProvider(page, "claire.petit@example.fr");
  await page.getByRole("link", { name: "Modifier la zone" }).click();
  await expect(page).toHaveURL(new RegExp(`${geo}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Zone de géolocalisation" })).toBeVisible();
  await expect(page.getByText("Zone actuelle : 500 mètres autour de 5 RUE SAINTE CATHERINE, 33000 BORDEAUX.")).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "family-geolocation");
  await page.getByLabel("Rayon de la zone, en mètres").fill("50");
  await page.getByRole("button", { name: "Vérifier le changement" }).click();
  await expect(page.getByText("Indiquez un rayon entre 100 et 5 000 mètres.").first()).toBeVisible();
  await page.getByLabel("Rayon de la zone, en mètres").fill("1200");
  await page.getByLabel("Adresse du centre de la zone").fill("10 cours de l'Intendance, 33000 Bordeaux");
  await page.getByRole("button", { name: "Vérifier le changement" }).click();
  await expect(page.getByText(/^Nouvelle zone : 1[\s\u202f]200 mètres autour de 10 cours de l'Intendance, 33000 Bordeaux\.$/)).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(page.getByLabel("Rayon de la zone, en mètres")).toHaveValue("1200");
  await expect(page.getByLabel("Adresse du centre de la zone")).toHaveValue("10 cours de l'Intendance, 33000 Bordeaux");
  await page.getByRole("button", { name: "Vérifier le changement" }).click();
  await page.getByRole("button", { name: "Confirmer et envoyer" }).click();
  await expect(page.getByRole("status")).toContainText("La nouvelle zone a été envoyée");
  await expect(page.getByText(/^Zone actuelle : 1[\s\u202f]200 mètres autour de 10 cours de l'Intendance, 33000 Bordeaux\.$/)).toBeVisible();
});

test("with JavaScript on, 'Mes proches' invites, resends and withdraws without a reload, and the geolocation review works the same", { tag: "@js-on" }, async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/proches`);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Mes proches" })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer l'invitation", exact: true }).click();
  await expect(page.getByText("Indiquez l'adresse e-mail de votre proche.").first()).toBeVisible();
  await page.getByLabel("Prénom").fill("Julie");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill("julie.martin@example.fr");
  await page.getByLabel("Lien avec le bénéficiaire").selectOption("GRANDCHILD");
  await page.getByRole("button", { name: "Envoyer l'invitation", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("L'invitation a été envoyée par e-mail");
  await expectAccessible();
  await page.getByRole("button", { name: "Renvoyer l'invitation à Julie Martin" }).click();
  await expect(page.getByRole("status")).toContainText("L'invitation a été renvoyée");
  await page.getByRole("button", { name: "Retirer l'invitation de Julie Martin" }).click();
  await expect(page.getByRole("status")).toContainText("L'invitation a été retirée");
  await expect(page.getByText("Invitation retirée")).toBeVisible();
  const sent = (await outbox()).filter((mail) => JSON.stringify(mail.to).includes("julie.martin@example.fr"));
  expect(sent).toHaveLength(2);

  await signOut(page);
  await page.goto("/services-seniors/contrat/2025000789/tableau-de-bord/geolocalisation");
  await signInAtProvider(page, "claire.petit@example.fr");
  await page.getByLabel("Rayon de la zone, en mètres").fill("800");
  await page.getByRole("button", { name: "Vérifier le changement" }).click();
  await expect(page.getByRole("heading", { name: "Vérifiez la nouvelle zone avant de l'envoyer" })).toBeVisible();
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(page.getByLabel("Rayon de la zone, en mètres")).toHaveValue("800");
  await page.getByRole("button", { name: "Vérifier le changement" }).click();
  await page.getByRole("button", { name: "Confirmer et envoyer" }).click();
  await expect(page.getByRole("status")).toContainText("La nouvelle zone a été envoyée");
  await expect(page.getByText("Zone actuelle : 800 mètres")).toBeVisible();
});
