import { checkWidths, CONTRACT, DASHBOARD_PAGES as PAGES, expectPdf, MARIE } from "./dashboard-helpers";
import { auditLinesSince, clearFaults, expect, injectFault, SANDBOX_URL, signInAsAgent, signInAtProvider, test } from "./fixtures";

/** The counter's contract desk, JavaScript off and on: search, the agent's door, audit, refusals. */

const DESK = `/sibp/contrat/${CONTRACT}/tableau-de-bord`;

test.describe.configure({ timeout: 240_000 });

test("an agent finds contract 2024000123 by number and by name, opens every page and downloads an invoice", async ({ page, expectAccessible }) => {
  const since = new Date().toISOString();
  await signInAsAgent(page);
  await page.getByRole("link", { name: "Rechercher un contrat" }).click();
  await expect(page).toHaveURL(/\/sibp\/contrat\/recherche$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rechercher un contrat" })).toBeVisible();
  await expectAccessible();

  // bad input: the message next to the field and in the summary, the value kept
  await page.getByLabel("Numéro de contrat").fill("12AB");
  await page.getByRole("button", { name: "Rechercher ce numéro" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Saisissez le numéro de contrat" })).toBeVisible();
  await expect(page.getByLabel("Numéro de contrat")).toHaveValue("12AB");
  await expectAccessible();

  await page.getByLabel("Numéro de contrat").fill(CONTRACT);
  await page.getByRole("button", { name: "Rechercher ce numéro" }).click();
  await expect(page.getByText("1 contrat trouvé.")).toBeVisible();
  await expect(page.getByText("4 visites par semaine, Téléassistance à domicile (ligne fixe)")).toBeVisible();
  // One wording of the status, the same as the dashboards'.
  await expect(page.getByText("Actif", { exact: true })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "desk-search-number");

  // by name, as typed at the counter
  await page.getByLabel("Nom", { exact: true }).fill("dupont");
  await page.getByLabel("Prénom (facultatif)").fill("marie");
  await page.getByRole("button", { name: "Rechercher par nom" }).click();
  await expect(page.getByText("1 contrat trouvé.")).toBeVisible();
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("dupont");
  await page.getByLabel("Date de naissance (facultatif)").fill("01/01/1990");
  await page.getByRole("button", { name: "Rechercher par nom" }).click();
  await expect(page.getByText("Aucun contrat ne correspond à cette recherche.")).toBeVisible();
  await page.getByLabel("Date de naissance (facultatif)").fill("12/04/1965");
  await page.getByRole("button", { name: "Rechercher par nom" }).click();
  await page.getByRole("link", { name: `Contrat n° ${CONTRACT}` }).click();
  await expect(page).toHaveURL(new RegExp(`${DESK}$`));
  await expect(page.getByRole("heading", { name: "Au comptoir" })).toBeVisible();

  // the agent's view of a client's contract, not the client's own "Mon contrat"
  await expect(page.getByRole("heading", { level: 1, name: "Contrat de Mme Marie Dupont" })).toBeVisible();
  await expect(page).toHaveTitle(/^Contrat de Mme Marie Dupont – /);
  await expect(page.getByRole("link", { name: "Mon contrat", exact: true })).toHaveCount(0);
  for (const { path, heading, text } of PAGES) {
    const response = await page.goto(`${DESK}${path}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1, name: path ? heading : "Contrat de Mme Marie Dupont" })).toBeVisible();
    await expect(page.getByText(`Contrat n° ${CONTRACT} de Mme Marie Dupont`)).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    // the SIBP template: the agent's site name, no client menu
    await expect(page.getByText("Espace agent").first()).toBeVisible();
    await expectAccessible();
    await checkWidths(page, `desk${path.replace("/", "-") || "-home"}`);
  }

  await page.goto(`${DESK}/factures`);
  await expect(page.getByRole("link", { name: /Ouvrir pour imprimer/ }).first()).toBeVisible();
  await expectPdf(await page.request.get(`${DESK}/factures/F2024000123202403`), /attachment; filename="facture-F2024000123202403\.pdf"/);
  await expectPdf(await page.request.get(`${DESK}/factures/F2024000123202403?imprimer=1`), /inline; filename="facture-F2024000123202403\.pdf"/);
  await expectPdf(await page.request.get(`${DESK}/attestations/A20240001232024`), /filename="attestation-A20240001232024\.pdf"/);
  await expectPdf(await page.request.get(`${DESK}/versions/22`), /filename="contrat-2024000123-v22\.pdf"/);

  const lines = await auditLinesSince(since);
  expect(lines).toContainEqual(expect.objectContaining({ agentIdrh: "AG12345", regate: "R75001", action: "contract.search", contractId: CONTRACT, outcome: "success" }));
  expect(lines.filter((line) => line.action === "contract.read" && line.contractId === CONTRACT && line.outcome === "success").length).toBeGreaterThanOrEqual(PAGES.length);
  expect(lines).toContainEqual(expect.objectContaining({ agentIdrh: "AG12345", action: "contract.download", contractId: CONTRACT, outcome: "success" }));
});

test("an upstream answer of 500 or more sends the agent to /sibp/error-page", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await signInAsAgent(page);
  await injectFault({ path: "/vsmp/api/vsmp/v1/hub/contract", status: 503 });
  await page.goto(`/sibp/contrat/recherche?by=number&contractNumber=${CONTRACT}`);
  await expect(page).toHaveURL(/\/sibp\/error-page/);
  await expectAccessible();
  await clearFaults();
  await injectFault({ path: `/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}`, status: 502 });
  await page.goto(DESK);
  await expect(page).toHaveURL(/\/sibp\/error-page/);
  await clearFaults();
  // a list the shared page would tell in a message: behind the agent's door, the SIBP rule
  await injectFault({ path: `/vsmp/api/invoice/${CONTRACT}/`, status: 503 });
  await page.goto(`${DESK}/factures`);
  await expect(page).toHaveURL(/\/sibp\/error-page\?status=503$/);
  await expect(page.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeVisible();
});

test("a client session is refused /sibp/*, an agent session the client's own area", { tag: "@once" }, async ({ page }) => {
  await page.goto(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord`);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Mon contrat" })).toBeVisible();
  for (const path of ["/sibp/home", "/sibp/contrat/recherche", DESK, `${DESK}/factures`, `${DESK}/factures/F2024000123202403`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe("/sibp/login");
  }

  await page.context().clearCookies();
  await signInAsAgent(page);
  const response = await page.request.get(`/services-seniors/contrat/${CONTRACT}/tableau-de-bord`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/vsmp\/connexion/);
});

test("an agent suspends and amends the contract once the client's identity is confirmed, each change audited", { tag: "@once" }, async ({ page, expectAccessible }) => {
  const since = new Date().toISOString();
  await signInAsAgent(page);

  await page.goto(`${DESK}/suspendre-contrat`);
  await expect(page.getByRole("heading", { level: 1, name: "Suspendre le contrat" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "desk-suspendre-contrat");
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Premier jour de la suspension").fill(start);
  await page.getByLabel("Dernier jour de la suspension").fill(end);
  await page.getByLabel("hospitalisation").check();
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  await expect(page.getByText("Confirmez que le client est présent et que vous avez vérifié sa pièce d'identité.").first()).toBeVisible();
  await expect(page.getByLabel("hospitalisation")).toBeChecked();
  await expect(page.getByLabel("Dernier jour de la suspension")).toHaveValue(end);
  await expectAccessible();
  await page.getByLabel("Le client est présent et j'ai vérifié sa pièce d'identité.").check();
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  await expect(page.getByText(/La demande de suspension est enregistrée \(référence SUSPENSION-/)).toBeVisible();
  await expect(page.getByText("remettez-en un exemplaire papier au client")).toBeVisible();
  // The planned suspension reads the same at the counter's search and on the dashboard (one wording).
  const planned = /^Actif, suspension prévue du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}$/;
  await page.goto(DESK);
  await expect(page.getByText(planned)).toBeVisible();
  const onDashboard = await page.getByText(planned).textContent();
  await page.goto(`/sibp/contrat/recherche?by=number&contractNumber=${CONTRACT}`);
  await expect(page.getByText(onDashboard!, { exact: true })).toBeVisible();

  await page.goto(`${DESK}/avenants`);
  await expectAccessible();
  await checkWidths(page, "desk-avenants");
  // The shared form's messages in the agent's words, not the client's ("Votre demande…").
  await page.getByRole("button", { name: "Vérifier la demande d'avenant" }).click();
  await expect(page.locator(".error-summary")).toContainText("La demande ne change rien au contrat du client : modifiez au moins une information");
  await expect(page.getByText(/Votre demande/)).toHaveCount(0);
  await expect(page.getByText("La demande remplace la liste entière par celle-ci.", { exact: false })).toBeVisible();
  await page.getByLabel("Mercredi").check();
  // the price preview changes nothing: no confirmation needed
  await page.getByRole("button", { name: "Recalculer le prix" }).click();
  await expect(page.getByText("Après l'avenant (5 visites par semaine) :")).toBeVisible();
  await expect(page.locator(".price-box .price-monthly").last()).toHaveText("99,50 € par mois");
  // The review changes nothing either; the client's identity is confirmed on it, before sending.
  await page.getByRole("button", { name: "Vérifier la demande d'avenant" }).click();
  await expect(page.locator(".avenant-review .price-monthly")).toHaveText("99,50 € par mois");
  await expectAccessible();
  await page.getByRole("button", { name: "Confirmer l'avenant" }).click();
  await expect(page.getByText("Confirmez que le client est présent et que vous avez vérifié sa pièce d'identité.").first()).toBeVisible();
  await expect(page.locator(".avenant-review .price-monthly")).toHaveText("99,50 € par mois");
  await page.locator("form.avenant-review").getByLabel("Le client est présent et j'ai vérifié sa pièce d'identité.").check();
  await page.getByRole("button", { name: "Confirmer l'avenant" }).click();
  await expect(page.getByText(/La demande d'avenant est enregistrée \(référence AVENANT-.*\)\. La version 3\d du contrat/)).toBeVisible();

  const lines = (await auditLinesSince(since)).filter((line) => line.contractId === CONTRACT);
  expect(lines.filter((line) => line.action === "contract.suspension").map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
  // Decision 076: a request with the identity confirmed is audited as requested before anything
  // else; only the review's confirmation is a change (the first lacked the identity).
  expect(lines.filter((line) => line.action === "contract.avenant").map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
  expect(lines.find((line) => line.action === "contract.avenant")).toMatchObject({ agentIdrh: "AG12345", regate: "R75001" });
  const inspected = (await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}`)).json()) as { requests: { kind: string; system: string }[] };
  expect(inspected.requests.map((request) => [request.kind, request.system])).toEqual([
    ["suspension", "SIBP"],
    ["avenant", "SIBP"],
  ]);
});

test("an agent terminates the contract once the client's identity is confirmed, the change audited", { tag: "@once" }, async ({ page, expectAccessible }) => {
  const since = new Date().toISOString();
  await signInAsAgent(page);
  await page.goto(`${DESK}/resilier-contrat`);
  await expect(page.getByRole("heading", { level: 1, name: "Résilier le contrat" })).toBeVisible();
  await expect(page.getByText("Le client reçoit une confirmation par e-mail et par courrier.")).toBeVisible();
  // The clients' own termination without signing in is not the agent's: not in the agent's footer.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Résilier mon contrat" })).toHaveCount(0);
  await expect(page.getByText("Transmetteur de téléassistance n° TX-24-000123 : à renvoyer dans l'emballage prépayé que nous adressons au client")).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "desk-resilier-contrat");

  // bad input: an early end for a legitimate reason without its reason (decision 101), the message next to the field, nothing sent
  await page.getByLabel("Le client demande une fin anticipée pour un motif légitime").check();
  await page.getByRole("button", { name: "Vérifier la demande" }).click();
  await expect(page.locator(".field-error").getByText("Pour une fin anticipée, indiquez le motif légitime : décès du bénéficiaire ou entrée en établissement")).toBeVisible();
  await expect(page.getByText(/le client envoie le justificatif/)).toBeVisible();
  await page.getByLabel("entrée du bénéficiaire en établissement").check();
  await page.getByRole("button", { name: "Vérifier la demande" }).click();
  await expect(page.getByRole("heading", { name: "Confirmez la résiliation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Modifier la demande" })).toBeVisible();
  await expectAccessible();

  // the confirmation without the client's identity checked is refused, the review kept
  await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
  await expect(page.getByText("Confirmez que le client est présent et que vous avez vérifié sa pièce d'identité.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Confirmez la résiliation" })).toBeVisible();
  await expectAccessible();
  await page.getByLabel("Le client est présent et j'ai vérifié sa pièce d'identité.").check();
  await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
  await expect(page.getByText(/La demande de résiliation est enregistrée\. Référence : RESILIATION-.*\. Une confirmation est envoyée au client/)).toBeVisible();
  await expect(page.getByText("remettez-en un exemplaire papier au client")).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Contrat de Mme Marie Dupont" }).last().click();
  await expect(page.getByText(/^Résiliation demandée : fin du service le/)).toBeVisible();

  const lines = (await auditLinesSince(since)).filter((line) => line.contractId === CONTRACT && line.action === "contract.termination");
  expect(lines.map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
  expect(lines[1]).toMatchObject({ agentIdrh: "AG12345", regate: "R75001" });
  const inspected = (await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}`)).json()) as { requests: { kind: string; system: string }[] };
  expect(inspected.requests.map((request) => [request.kind, request.system])).toEqual([["termination", "SIBP"]]);
});

test("in English too, the agent's door reads as the agent's view of the client's contract", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await signInAsAgent(page);
  await page.goto(DESK);
  await page.getByRole("button", { name: /English/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mrs Marie Dupont's contract" })).toBeVisible();
  await expect(page).toHaveTitle(/^Mrs Marie Dupont's contract – /);
  await expect(page.getByText(`Contract no. ${CONTRACT} of Mrs Marie Dupont`)).toBeVisible();
  await expect(page.getByRole("link", { name: "My contract", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Terminate the contract" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terminate the contract" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "The client's devices" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check the request" })).toBeVisible();
  await expectAccessible();
});
