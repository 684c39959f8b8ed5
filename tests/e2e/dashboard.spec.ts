import { CONTRACT, DASHBOARD, DASHBOARD_PAGES as PAGES, checkWidths, expectPdf, MARIE, PAUL } from "./dashboard-helpers";
import { expect, SANDBOX_URL, signInAtProvider, test, withinBudget } from "./fixtures";
import { pdfText } from "./pdf-text";

/**
 * The client dashboard: the signed-out redirect and the way back, every page (axe,
 * 320 px), the three downloads, and another client refused, as the server answers them (once,
 * JavaScript off); the requests (avenant, suspension, termination), JavaScript off and on; and
 * with JavaScript on, every page again through the dashboard's own links, without a reload.
 */
// Each test walks many pages (axe on each): longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("marie opens every page of her contract and downloads its documents", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/factures`);
  await signInAtProvider(page, MARIE);
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}/factures$`));

  await page.goto("/services-seniors/contrat");
  await page.getByRole("link", { name: `Contrat n° ${CONTRACT}` }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}$`));
  // One wording of the status and formula (the counter's search says the same).
  await expect(page.getByText("4 visites par semaine, Téléassistance à domicile (ligne fixe)")).toBeVisible();
  await expect(page.getByText("Actif", { exact: true })).toBeVisible();
  await expect(page.getByText("Lundi, Mardi, Jeudi, Vendredi")).toBeVisible();
  await expect(page.getByText("Le service est disponible.")).toBeVisible();

  for (const { path, heading, text } of PAGES) {
    const response = await page.goto(`${DASHBOARD}${path}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessible();
    await withinBudget(page);
    await checkWidths(page, `dashboard${path.replace("/", "-") || "-home"}`);
  }

  await page.goto(`${DASHBOARD}/comptes-rendus?du=2025-01-01&au=2025-03-31`);
  await expect(page.getByText("Comptes-rendus du 1er janvier 2025 au 31 mars 2025, page 1.")).toBeVisible();
  await page.getByRole("link", { name: "Plus anciens" }).click();
  await expect(page.getByText(/page 2\./)).toBeVisible();
  await page.goto(`${DASHBOARD}/comptes-rendus?du=2025-03-31&au=2025-01-01`);
  await expect(page.getByText("La date de fin doit être égale ou postérieure à la date de début")).toBeVisible();

  await expectPdf(await page.request.get(`${DASHBOARD}/versions/22`), /attachment; filename="contrat-2024000123-v22\.pdf"/);
  await expectPdf(await page.request.get(`${DASHBOARD}/factures/F2024000123202403`), /filename="facture-F2024000123202403\.pdf"/);
  await expectPdf(await page.request.get(`${DASHBOARD}/attestations/A20240001232024`), /filename="attestation-A20240001232024\.pdf"/);
  expect((await page.request.get(`${DASHBOARD}/factures/F2025000456202503`)).status()).toBe(404);
});

test("marie is refused another customer's contract; paul is refused marie's pages and PDFs, as if they did not exist", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/contrat/2025000456/tableau-de-bord");
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Ressource introuvable" })).toBeVisible();
  await expect(page.getByText("Odette")).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto(DASHBOARD);
  await signInAtProvider(page, PAUL);
  await expect(page.getByRole("heading", { level: 1, name: "Ressource introuvable" })).toBeVisible();
  await expectAccessible();
  for (const path of ["", "/versions", "/factures", "/attestations", "/comptes-rendus", "/avenants", "/suspendre-contrat", "/resilier-contrat"]) {
    const response = await page.goto(`${DASHBOARD}${path}`);
    expect(response?.status(), path).toBe(404);
    const body = await page.content();
    for (const secret of ["Jeanne", "Dupont", "8 RUE DE LA PAROISSE", "VSMP-2024000123"]) expect(body, path).not.toContain(secret);
  }
  for (const path of ["/versions/31", "/factures/F2024000123202403", "/attestations/A20240001232024"]) {
    const response = await page.request.get(`${DASHBOARD}${path}`);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).not.toBe("application/pdf");
  }
  const missing = await page.goto("/services-seniors/contrat/9999999999/tableau-de-bord");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Ressource introuvable" })).toBeVisible();
});

test("marie amends, suspends and terminates her contract", async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/avenants`);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Modifier mon contrat (avenant)" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "dashboard-avenants");
  await page.getByLabel("Mercredi").check();
  await page.getByRole("button", { name: "Recalculer le prix" }).click();
  await expect(page.getByText("Après l'avenant (5 visites par semaine) :")).toBeVisible();
  await expect(page.locator(".price-box .price-monthly").last()).toHaveText("99,50 € par mois");
  await expect(page.getByText("Aujourd'hui (4 visites par semaine) :")).toBeVisible();
  await expect(page.locator(".price-box .price-monthly").first()).toHaveText("82,60 € par mois");
  await expect(page.getByLabel("Mercredi")).toBeChecked();
  await page.getByLabel("Nom du médecin (facultatif)").fill("");
  await page.getByRole("button", { name: "Vérifier ma demande d'avenant" }).click();
  await expect(page.getByText("Indiquez le nom et le téléphone du médecin").first()).toBeVisible();
  await expect(page.getByLabel("Mercredi")).toBeChecked();
  await expectAccessible();
  await page.getByLabel("Nom du médecin (facultatif)").fill("Bernard");
  // The review: nothing sent yet; the hub's new monthly price and the day it takes effect (decision 100).
  await page.getByRole("button", { name: "Vérifier ma demande d'avenant" }).click();
  await expect(page.getByRole("heading", { name: "Vérifiez la demande d'avenant avant de l'envoyer" })).toBeVisible();
  await expect(page.getByText("Services après l'avenant : 5 visites par semaine")).toBeVisible();
  await expect(page.locator(".avenant-review .price-monthly")).toHaveText("99,50 € par mois");
  await expect(page.getByText(/^Ce changement prend effet le 1er \p{L}+ \d{4}\.$/u)).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "dashboard-avenant-review");
  expect((await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}`)).json()).versions).toHaveLength(10);
  // "Modifier ma demande": back to the form with the values posted.
  await page.getByRole("button", { name: "Modifier ma demande" }).click();
  await expect(page.getByLabel("Mercredi")).toBeChecked();
  await expect(page.getByLabel("Nom du médecin (facultatif)")).toHaveValue("Bernard");
  await page.getByRole("button", { name: "Vérifier ma demande d'avenant" }).click();
  await page.getByRole("button", { name: "Confirmer l'avenant" }).click();
  await expect(page.getByText(/Votre demande d'avenant est enregistrée \(référence AVENANT-.*\)\. La version 32/)).toBeVisible();
  await expect(page.getByText(/^Le changement des services prend effet le 1er \p{L}+ \d{4}\.$/u)).toBeVisible();
  const amended = await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}`)).json();
  expect(amended.lastVersion.delivery).toMatchObject({ formula: "5J", visitDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] });
  await page.goto(`${DASHBOARD}/versions`);
  await expect(page.getByText("Version 32", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Formule : 4 visites par semaine → 5 visites par semaine ; prix : 82,60 € → 99,50 € par mois.").first()).toBeVisible();
  // The home: this month is billed at the old price and, next to it, the new price from the day the avenant takes effect (decision 100).
  await page.goto(DASHBOARD);
  await expect(page.locator(".price-monthly").first()).toHaveText("82,60 € par mois");
  await expect(page.locator(".price-change")).toHaveText(/^Nouveau prix à partir du 1er \p{L}+ \d{4} : 99,50\s€ TTC par mois$/u);
  await expectAccessible();
  await checkWidths(page, "dashboard-home-new-price");

  // A remote-assistance option added: the fall-detector bracelet, priced before sending, only with the health-data consent (as in the journey).
  await page.goto(`${DASHBOARD}/avenants`);
  await page.getByLabel("Bracelet détecteur de chute").check();
  await page.getByRole("button", { name: "Recalculer le prix" }).click();
  await expect(page.locator(".price-box .price-monthly").last()).toHaveText("106,50 € par mois");
  await expect(page.getByLabel("Bracelet détecteur de chute")).toBeChecked();
  await page.getByRole("button", { name: "Vérifier ma demande d'avenant" }).click();
  const consentMessage = "Pour le bracelet détecteur de chute, vous devez accepter le traitement de ces données de santé";
  await expect(page.locator(".error-summary").getByText(consentMessage)).toBeVisible();
  await expect(page.locator(".field-error").getByText(consentMessage)).toBeVisible();
  await expect(page.getByLabel("Bracelet détecteur de chute")).toBeChecked();
  await expectAccessible();
  await checkWidths(page, "dashboard-avenant-consent");
  await page.getByLabel("J'accepte que des données de santé (détection de chute) soient traitées pour ce service").check();
  await page.getByRole("button", { name: "Vérifier ma demande d'avenant" }).click();
  await expect(page.locator(".avenant-review .price-monthly")).toHaveText("106,50 € par mois");
  await expect(page.getByText("Options de téléassistance : Bouton d'alerte, Bracelet détecteur de chute")).toBeVisible();
  await expect(page.getByText("Consentement au traitement des données de santé (détection de chute) : donné.")).toBeVisible();
  await page.getByRole("button", { name: "Confirmer l'avenant" }).click();
  await expect(page.getByText(/Votre demande d'avenant est enregistrée \(référence AVENANT-.*\)\. La version 33/)).toBeVisible();

  // The trusted contacts: a contact added with the list button (nothing sent, values kept), an error, then the new list sent.
  const contacts = page.getByRole("region", { name: "Contacts de confiance" });
  await contacts.getByLabel(/Temps de trajet/).fill("12");
  await contacts.getByRole("button", { name: "Ajouter un contact" }).click();
  await expect(contacts.getByRole("group", { name: "Contact 2" })).toBeVisible();
  await expect(contacts.getByLabel(/Temps de trajet/).first()).toHaveValue("12");
  // Marie's address book (decision 115): contact 2's address from "Maman", nothing sent, contact 1's values kept.
  const second = contacts.getByRole("group", { name: "Contact 2", exact: true });
  await second.getByRole("group", { name: "Votre carnet d'adresses" }).getByLabel("Maman").check();
  await second.getByRole("button", { name: "Utiliser cette adresse" }).click();
  await expect(second.getByText("L'adresse « Maman » de votre carnet a été reprise ci-dessous.")).toBeVisible();
  await expect(second.getByLabel(/^Numéro et libellé de voie/)).toHaveValue("8 rue de la République");
  await expect(second.getByLabel(/^Localité/)).toHaveValue("LYON");
  await expect(contacts.getByLabel(/Temps de trajet/).first()).toHaveValue("12");
  await checkWidths(page, "dashboard-avenants-contacts");
  await contacts.getByRole("button", { name: "Retirer le contact 2" }).click();
  await expect(contacts.getByRole("group", { name: "Contact 2" })).toHaveCount(0);
  await contacts.getByLabel(/Temps de trajet/).fill("999");
  await contacts.getByRole("button", { name: "Envoyer les nouveaux contacts" }).click();
  await expect(page.locator(".error-summary")).toBeVisible();
  await expect(contacts.getByLabel(/Temps de trajet/)).toHaveValue("999");
  await expectAccessible();
  await contacts.getByLabel(/Temps de trajet/).fill("12");
  await contacts.getByRole("button", { name: "Envoyer les nouveaux contacts" }).click();
  await expect(page.getByText(/La version 34/)).toBeVisible();
  await page.getByRole("link", { name: "Mon contrat" }).first().click();
  await expect(page.getByText("12 minutes de trajet", { exact: false })).toBeVisible();
  await expect(page.getByText("Bouton d'alerte, Bracelet détecteur de chute")).toBeVisible();

  await page.goto(`${DASHBOARD}/suspendre-contrat`);
  await expectAccessible();
  await checkWidths(page, "dashboard-suspendre-contrat");
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  await expect(page.getByText("Indiquez la date de fin").first()).toBeVisible();
  await expect(page.getByText("Choisissez un motif").first()).toBeVisible();
  // Every error at once: the end before the start is said along with the missing reason.
  await page.getByLabel("Dernier jour de la suspension").fill("2020-01-01");
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  const summary = page.locator(".error-summary");
  await expect(summary.getByText("La date de fin doit être égale ou postérieure à la date de début")).toBeVisible();
  await expect(summary.getByText("Choisissez un motif")).toBeVisible();
  await expect(page.locator(".field-error").getByText("La date de fin doit être égale ou postérieure à la date de début")).toBeVisible();
  await expect(page.getByLabel("Dernier jour de la suspension")).toHaveValue("2020-01-01");
  await expectAccessible();
  await page.getByLabel("hospitalisation").check();
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Premier jour de la suspension").fill(start);
  await page.getByLabel("Dernier jour de la suspension").fill(end);
  await page.getByLabel("hospitalisation").check();
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  await expect(page.getByText(/Votre demande de suspension est enregistrée \(référence SUSPENSION-/)).toBeVisible();
  await page.getByRole("link", { name: "Mon contrat" }).first().click();
  await expect(page.getByText(/^Suspension du .* \(hospitalisation\)\.$/)).toBeVisible();

  await page.goto(`${DASHBOARD}/resilier-contrat`);
  await expectAccessible();
  await checkWidths(page, "dashboard-resilier-contrat");
  await expect(page.getByText("Transmetteur de téléassistance n° TX-24-000123 : à renvoyer dans l'emballage prépayé que nous vous adressons")).toBeVisible();
  await page.getByLabel("entrée du bénéficiaire en établissement").check();
  await page.getByRole("button", { name: "Vérifier ma demande" }).click();
  await expect(page.getByRole("heading", { name: "Confirmez la résiliation" })).toBeVisible();
  // "Modifier ma demande" goes back to the request as it was reviewed.
  await page.getByRole("button", { name: "Modifier ma demande" }).click();
  await expect(page.getByLabel("entrée du bénéficiaire en établissement")).toBeChecked();
  await page.getByRole("button", { name: "Vérifier ma demande" }).click();
  await expect(page.getByRole("heading", { name: "Confirmez la résiliation" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
  await expect(page.getByText(/Référence : RESILIATION-2024000123-/)).toBeVisible();
  // The acknowledgement on a durable medium, as after a termination without signing in.
  const acknowledgement = page.getByRole("link", { name: "Télécharger l'accusé de réception (PDF)" });
  await expectPdf(await page.request.get((await acknowledgement.getAttribute("href"))!), /attachment; filename="accuse-de-reception-RESILIATION-2024000123-.*\.pdf"/);
  await expectAccessible();
  await checkWidths(page, "dashboard-resilier-contrat-done");
  await page.getByRole("link", { name: "Mon contrat" }).first().click();
  await expect(page.getByText(/^Résiliation demandée : fin du service le/)).toBeVisible();
});

test("anyone terminates from the footer without signing in: a wrong match learns nothing, a right one terminates", async ({ page, expectAccessible }) => {
  // A visitor of their own (the app trusts one proxy hop in e2e): the try limit is per visitor.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Résilier mon contrat" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Résilier mon contrat sans me connecter" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "public-termination");
  await page.getByLabel("Numéro de contrat").fill(CONTRACT);
  await page.getByLabel(/E-mail du souscripteur/).fill("paul.martin@example.fr");
  // The reason is optional: none given.
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByText(/Ces informations ne correspondent à aucun contrat/).first()).toBeVisible();
  await expect(page.getByLabel("Numéro de contrat")).toHaveValue(CONTRACT);
  await expectAccessible();
  await page.getByLabel(/E-mail du souscripteur/).fill("");
  await page.getByLabel(/Nom du souscripteur/).fill("Dupont");
  await page.getByLabel(/Code postal du souscripteur/).fill("75015");
  // The end of service asked for, checked like the dashboard's: not in the past; an early end needs its legitimate reason.
  await page.getByLabel("Date de fin du service souhaitée").fill("2020-01-01");
  await page.getByLabel("Je demande une fin anticipée pour un motif légitime").check();
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.locator(".error-summary").getByText("La date de fin ne peut pas être déjà passée")).toBeVisible();
  await expect(page.locator(".field-error").getByText("Pour une fin anticipée, indiquez le motif légitime : décès du bénéficiaire ou entrée en établissement")).toBeVisible();
  await expect(page.getByText(/envoyez le justificatif \(acte de décès, attestation d'entrée en établissement\) sous 30 jours/)).toBeVisible();
  await expect(page.getByLabel(/Nom du souscripteur/)).toHaveValue("Dupont");
  await expectAccessible();
  await page.getByLabel("Je demande une fin anticipée pour un motif légitime").uncheck();
  const end = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Date de fin du service souhaitée").fill(end);
  await page.getByRole("button", { name: "Continuer" }).click();
  // The review names the contract, its offer and its beneficiary.
  await expect(page.getByRole("heading", { name: `Confirmez la résiliation du contrat n° ${CONTRACT}` })).toBeVisible();
  await expect(page.getByText(`Contrat n° ${CONTRACT} : 4 visites par semaine, Téléassistance à domicile (ligne fixe)`)).toBeVisible();
  await expect(page.getByText("Bénéficiaire : Jeanne Dupont")).toBeVisible();
  // "Modifier ma demande" goes back to the request as it was reviewed.
  await page.getByRole("button", { name: "Modifier ma demande" }).click();
  await expect(page.getByLabel(/Nom du souscripteur/)).toHaveValue("Dupont");
  await expect(page.getByLabel("Date de fin du service souhaitée")).toHaveValue(end);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("heading", { name: `Confirmez la résiliation du contrat n° ${CONTRACT}` })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "public-termination-confirm");
  await page.getByRole("button", { name: "Résilier mon contrat" }).click();
  // The final page: the reference, the acknowledgement on a durable medium, a link home.
  await expect(page.getByText(/Référence : RESILIATION-2024000123-/)).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "public-termination-done");
  const contract = await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}`)).json();
  expect(contract.lastVersion.legalInfo.terminationReason).toBeNull();
  expect(contract.lastVersion.legalInfo.terminationRequestDate).toBe(end);
  const link = page.getByRole("link", { name: "Télécharger l'accusé de réception (PDF)" });
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  await expectPdf(pdf, /accuse-de-reception-RESILIATION-2024000123-.*\.pdf/);
  const text = pdfText(await pdf.body());
  const french = (iso: string) => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`)).replace(/^1 /, "1er ");
  const requested = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(new Date());
  expect(text).toContain(`Demande reçue le ${french(requested)}`);
  expect(text).toContain(`Fin du service : le ${french(end)}`);
  expect(text).toContain("à renvoyer dans l'emballage prépayé");
  expect(text).toContain(`Le service est facturé jusqu'au ${french(end)} inclus`);
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("with JavaScript on, the dashboard's links and the way back change page without reloading it", { tag: "@js-on" }, async ({ page, expectAccessible }) => {
  await page.goto(DASHBOARD);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Mon contrat" })).toBeVisible();
  // The page's scripts and texts loaded (a busy machine takes a moment): before that a link is a plain link.
  await page.waitForLoadState("networkidle");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const nav = page.getByRole("navigation", { name: "Les pages de votre contrat" });
  await nav.getByRole("link", { name: "Factures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Factures" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}/factures$`));
  await expect(nav.getByRole("link", { name: "Factures" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Contrat et versions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contrat et versions" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Factures" })).toBeVisible();

  // Every reading page as the script shows it after the dashboard's own links: its heading, its
  // content, axe and 320 px (with JavaScript off, the test above loads each of them).
  for (const { path, heading, text } of [...PAGES.slice(1), PAGES[0]!]) {
    await nav.getByRole("link", { name: heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD}${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: heading, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessible();
  }
  expect(documents).toEqual([]);
});
