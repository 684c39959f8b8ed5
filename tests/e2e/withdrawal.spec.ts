import type { Page } from "@playwright/test";
import { formatDay, formatMoment } from "../../app/kernel/i18n/date-format";
import { formatEuros } from "../../app/kernel/money/money";
import { checkWidths, CONTRACT, DASHBOARD, expectPdf, MARIE, PAUL } from "./dashboard-helpers";
import { auditLinesSince, expect, SANDBOX_URL, signInAsAgent, signInAtProvider, test } from "./fixtures";
import { chooseServices, continueTo, fillBeneficiary, fillSubscriber } from "./journey-steps";
import { pdfText } from "./pdf-text";

/**
 * The withdrawal function (decision 123), as a person does it with JavaScript off and
 * on: from the confirmation page, from the dashboard and without signing in, within the period,
 * each read back from the acknowledgement's page, PDF and mail (its content, day and time); the
 * refusal after the period (marie's contract of 2024); the agent's door, audited.
 */

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
});

/** Seeded inside its withdrawal period, its service started early and billed (server/sandbox/seed/withdrawable.ts). */
const WITHDRAWABLE = "2025000321";
const PUBLIC = "/particulier/veiller-sur-mes-parents/gestion/retractation";

interface OutboxMail {
  to: string[] | string;
  subject: string;
  text: string;
}

/** The withdrawal's acknowledgements sent to `address` (not the subscription's confirmation). */
async function mailsTo(address: string): Promise<OutboxMail[]> {
  let found: OutboxMail[] = [];
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox.json`)).json()) as OutboxMail[];
      found = outbox.filter((mail) => JSON.stringify(mail.to).includes(address) && mail.subject.startsWith("Accusé de réception de votre rétractation"));
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

interface HeldWithdrawal {
  requestId: string;
  receivedAt: string;
  name: string;
  mail: string;
  paidInCents: number;
  retainedInCents: number;
  refundInCents: number;
  servedFrom: string | null;
  servedTo: string | null;
  refundBy: string;
}

async function heldContract(number: string) {
  return (await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${number}`)).json()) as {
    lastVersion: { legalInfo: { contractStatus: string }; cuo: { cuoObjectStatus: string }; withdrawal: HeldWithdrawal | null };
  };
}

/** What the acknowledgement states, in French, from the hub's record: the same sentences on the page, in the PDF and in the mail. */
function acknowledgementOf(number: string, withdrawal: HeldWithdrawal) {
  const { day, time } = formatMoment(new Date(withdrawal.receivedAt), "fr");
  const refund =
    withdrawal.paidInCents === 0
      ? "Remboursement : aucun montant n'a été prélevé, il n'y a donc rien à rembourser, et rien ne sera prélevé."
      : withdrawal.retainedInCents === 0
        ? `Remboursement : ${formatEuros(withdrawal.refundInCents)}, tout ce qui a été payé, frais compris, sur le compte prélevé, au plus tard le ${formatDay(withdrawal.refundBy, "fr")}`
        : `Remboursement : ${formatEuros(withdrawal.refundInCents)} sur le compte prélevé, au plus tard le ${formatDay(withdrawal.refundBy, "fr")} (dans les 14 jours suivant la réception de la rétractation). Sur les ${formatEuros(withdrawal.paidInCents)} payés, ${formatEuros(withdrawal.retainedInCents)} sont retenus pour le service fourni à la demande du souscripteur du ${formatDay(withdrawal.servedFrom!, "fr")} au ${formatDay(withdrawal.servedTo!, "fr")}`;
  return {
    received: `Rétractation reçue le ${day} à ${time} (heure de Paris).`,
    statement: `Déclaration reçue : ${withdrawal.name} se rétracte du contrat Veiller sur mes parents n° ${number} ; accusé de réception envoyé à ${withdrawal.mail}.`,
    refund,
  };
}

/** The PDF's text with its lines joined: a sentence may wrap. */
const flat = (text: string) => text.replace(/\s+/g, " ");

/** The page, the PDF and the mail state the hub's record: statement, day and time, refund. */
async function expectAcknowledged(page: Page, number: string, mail: string) {
  const held = await heldContract(number);
  expect(held.lastVersion.legalInfo.contractStatus).toBe("WITHDRAWN");
  expect(held.lastVersion.cuo.cuoObjectStatus).toBe("INACTIF");
  const withdrawal = held.lastVersion.withdrawal!;
  expect(withdrawal.mail).toBe(mail);
  // Received a moment ago.
  expect(Date.now() - Date.parse(withdrawal.receivedAt)).toBeLessThan(120_000);
  const said = acknowledgementOf(number, withdrawal);
  await expect(page.getByRole("heading", { name: /^Accusé de réception de (votre rétractation|la rétractation du client)$/ })).toBeVisible();
  const shown = flat((await page.locator("main").textContent()) ?? "");
  for (const sentence of Object.values(said)) expect(shown).toContain(flat(sentence));
  expect(shown).toContain("Le service est arrêté");
  expect(shown).toContain(`Un e-mail avec le même contenu a été envoyé à ${mail}.`);

  const link = page.getByRole("link", { name: "Télécharger l'accusé de réception (PDF)", exact: true });
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  await expectPdf(pdf, new RegExp(`accuse-de-reception-retractation-${number}\\.pdf`));
  const text = flat(pdfText(await pdf.body()));
  expect(text).toContain("Accusé de réception de votre rétractation");
  for (const sentence of Object.values(said)) expect(text).toContain(flat(sentence));
  expect(text).toContain(`Référence : ${withdrawal.requestId}.`);

  const [sent] = await mailsTo(mail);
  expect(sent!.subject).toBe(`Accusé de réception de votre rétractation – contrat n° ${number}`);
  for (const sentence of Object.values(said)) expect(flat(sent!.text)).toContain(flat(sentence));
  return withdrawal;
}

/** A visits-only subscription, as a guest or signed in, to its confirmation; its contract number. */
async function subscribe(page: Page, earlyStart: boolean): Promise<string> {
  await chooseServices(page, { days: ["Lundi", "Jeudi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");
  await fillBeneficiary(page);
  await continueTo(page, "etape4");
  await fillSubscriber(page);
  await continueTo(page, "etape5");
  await page.getByRole("button", { name: /Continuer/ }).click();
  await expect(page).toHaveURL(/\/etape6$/);
  await page.getByLabel(/^Titulaire du compte/).fill("Claire Durand");
  await page.getByLabel(/^IBAN/).fill("FR7630006000011234567890189");
  await page.getByRole("button", { name: "Enregistrer mes coordonnées bancaires" }).click();
  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();
  await page.getByLabel("Signature électronique").check();
  if (earlyStart) await page.getByLabel(/^Je demande que le service commence avant la fin du délai de rétractation/).check();
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await page.getByLabel(/^Code de validation/).fill("123456");
  await page.getByRole("button", { name: "Signer et valider ma commande" }).click();
  await expect(page).toHaveURL(/\/etape7$/);
  const number = (await page.getByText(/\b20\d{8}\b/).first().textContent())?.match(/\b20\d{8}\b/)?.[0];
  expect(number).toBeTruthy();
  return number!;
}

test("from the confirmation page: the statement, its confirmation, then the acknowledgement's page, PDF and mail; a second withdrawal is refused", async ({ page, expectAccessible }) => {
  const number = await subscribe(page, false);
  // The contract PDF annexes the model withdrawal form and points to the function.
  const contract = flat(pdfText(await (await page.request.get("/services-seniors/souscription/documents/contrat")).body()));
  expect(contract).toContain("Modèle de formulaire de rétractation");
  expect(contract).toContain(`Contrat Veiller sur mes parents n° ${number}`);
  expect(contract).toContain("www.laposte.fr/particulier/veiller-sur-mes-parents/gestion/retractation");

  const period = formatDay((await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${number}`)).json()).lastVersion.legalInfo.withdrawalEndDate, "fr");
  await expect(page.getByText(`Vous pouvez vous rétracter sans motif ni pénalité jusqu'au ${period} inclus.`)).toBeVisible();
  await checkWidths(page, "withdrawal-confirmation");
  await page.getByRole("link", { name: "Se rétracter du contrat ici" }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC}\\?contrat=${number}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Se rétracter du contrat" })).toBeVisible();
  await expect(page.getByLabel("Numéro de contrat")).toHaveValue(number);

  // Bad input: messages, and what was typed kept.
  await page.getByLabel("Votre nom et prénom").fill("Claire Durand");
  await page.getByLabel("E-mail pour recevoir l'accusé de réception").fill("claire.durand@");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("link", { name: "Indiquez une adresse e-mail valide, par exemple nom@exemple.fr" })).toBeVisible();
  await expect(page.getByLabel("Votre nom et prénom")).toHaveValue("Claire Durand");
  await expect(page.getByLabel("Numéro de contrat")).toHaveValue(number);
  await expect(page).toHaveTitle(/^Erreur : /);
  await expectAccessible();
  await checkWidths(page, "withdrawal-public-errors");

  await page.getByLabel("E-mail pour recevoir l'accusé de réception").fill("claire.durand@example.fr");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  // The second, clearly labelled step shows what will be sent.
  await expect(page.getByRole("heading", { name: "Confirmez votre rétractation" })).toBeVisible();
  await expect(page.locator("main")).toContainText(`Claire Durand se rétracte du contrat Veiller sur mes parents n° ${number} (2 visites par semaine, Sans téléassistance). Accusé de réception à envoyer à claire.durand@example.fr.`);
  expect((await heldContract(number)).lastVersion.legalInfo.contractStatus).toBe("VALIDATED");
  await expectAccessible();
  await checkWidths(page, "withdrawal-public-confirm");
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Rétractation enregistrée" })).toBeVisible();
  const withdrawal = await expectAcknowledged(page, number, "claire.durand@example.fr");
  // Nothing debited yet (the service starts after the period): nothing to refund.
  expect(withdrawal.paidInCents).toBe(0);
  await expectAccessible();
  await checkWidths(page, "withdrawal-public-done");

  // A second withdrawal of the same contract: already withdrawn.
  await page.goto(`${PUBLIC}?contrat=${number}`);
  await page.getByLabel("Votre nom et prénom").fill("Claire Durand");
  await page.getByLabel("E-mail pour recevoir l'accusé de réception").fill("claire.durand@example.fr");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.locator(".error-summary").getByText("Ce contrat a déjà fait l'objet d'une rétractation.")).toBeVisible();
  // The hub says so too.
  const again = await fetch(`${SANDBOX_URL}/vsmp/api/vsmp/v1/hub/contract/${number}/withdrawal?system=LPFR`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Claire Durand", mail: "claire.durand@example.fr" }),
  });
  expect(again.status).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe("ALREADY_WITHDRAWN");
});

test("from the dashboard: a contract just subscribed, withdrawn by its owner; the home then says so", async ({ page, expectAccessible }) => {
  await page.goto("/services-seniors/contrat");
  await signInAtProvider(page, PAUL);
  await expect(page).toHaveURL(/\/services-seniors\/contrat$/);
  const number = await subscribe(page, true);
  const dashboard = `/services-seniors/contrat/${number}/tableau-de-bord`;
  await page.goto(dashboard);
  await expect(page.getByRole("link", { name: "Se rétracter du contrat ici" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "withdrawal-dashboard-home");
  await page.getByRole("link", { name: "Se rétracter du contrat ici" }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}/retractation$`));
  await expect(page.getByRole("heading", { level: 1, name: "Se rétracter du contrat" })).toBeVisible();
  // Only the name and the e-mail are asked; the contract is the one open. Both start from the hub's.
  await expect(page.getByLabel("Votre nom et prénom")).toHaveValue("Claire Durand");
  await expect(page.getByLabel("E-mail pour recevoir l'accusé de réception")).toHaveValue("claire.durand@example.fr");
  await expect(page.locator("main form input:not([type=hidden])")).toHaveCount(2);

  await page.getByLabel("Votre nom et prénom").fill("");
  await page.getByLabel("E-mail pour recevoir l'accusé de réception").fill("paul.martin@example.fr");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("link", { name: "Indiquez le nom et le prénom du souscripteur" })).toBeVisible();
  await expect(page.getByLabel("E-mail pour recevoir l'accusé de réception")).toHaveValue("paul.martin@example.fr");
  await expectAccessible();
  await page.getByLabel("Votre nom et prénom").fill("Claire Durand");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirmez votre rétractation" })).toBeVisible();
  // "Modifier" goes back with the values.
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(page.getByLabel("E-mail pour recevoir l'accusé de réception")).toHaveValue("paul.martin@example.fr");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expectAccessible();
  await checkWidths(page, "withdrawal-dashboard-confirm");
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();

  await expect(page).toHaveURL(new RegExp(`${dashboard}/retractation\\?envoi=ok$`));
  await expect(page.getByText("Votre rétractation est enregistrée.")).toBeVisible();
  await expectAcknowledged(page, number, PAUL);
  // The subscriber's own address gets a copy, since another one was typed.
  const [copy] = await mailsTo("claire.durand@example.fr");
  expect(copy!.text).toContain("Vous recevez une copie de cet accusé de réception");
  await expectAccessible();
  await checkWidths(page, "withdrawal-dashboard-done");

  await page.goto(dashboard);
  await expect(page.getByText("Rétractation reçue, service arrêté").first()).toBeVisible();
  const { day, time } = formatMoment(new Date((await heldContract(number)).lastVersion.withdrawal!.receivedAt), "fr");
  await expect(page.getByText(`Rétractation reçue le ${day} à ${time} : le service est arrêté`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Voir l'accusé de réception de la rétractation" })).toHaveAttribute("href", `${dashboard}/retractation`);
  await expect(page.getByRole("link", { name: "Se rétracter du contrat ici" })).toHaveCount(0);
});

test("without signing in, within the period: the service given at the person's request is kept in proportion, the rest refunded", async ({ page, expectAccessible }) => {
  await page.goto("/particulier/veiller-sur-mes-parents/gestion/resiliation");
  await expect(page.getByText("Contrat conclu il y a moins de 14 jours ?")).toBeVisible();
  await page.getByRole("link", { name: "Se rétracter du contrat ici" }).click();
  await expect(page).toHaveURL(new RegExp(`${PUBLIC}$`));
  // A name that is not the subscriber's: nothing is said of the contract.
  await page.getByLabel("Numéro de contrat").fill(WITHDRAWABLE);
  await page.getByLabel("Votre nom et prénom").fill("Jean Dupuis");
  await page.getByLabel("E-mail pour recevoir l'accusé de réception").fill("lucie.moreau@example.fr");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.locator(".error-summary").getByText(/Nous ne trouvons pas de contrat à ce numéro et à ce nom/)).toBeVisible();
  await expect(page.getByLabel("Votre nom et prénom")).toHaveValue("Jean Dupuis");
  await expectAccessible();
  await page.getByLabel("Votre nom et prénom").fill("MOREAU Lucie");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rétractation enregistrée" })).toBeVisible();
  const withdrawal = await expectAcknowledged(page, WITHDRAWABLE, "lucie.moreau@example.fr");
  // Started early two days ago and billed: two days of service kept, the rest refunded.
  expect(withdrawal.paidInCents).toBeGreaterThanOrEqual(0);
  if (withdrawal.paidInCents > 0) {
    expect(withdrawal.retainedInCents).toBeGreaterThan(0);
    expect(withdrawal.refundInCents).toBe(withdrawal.paidInCents - withdrawal.retainedInCents);
  }
  await expectAccessible();
  // The acknowledgement is this browser's only.
  const foreign = await page.context().request.get(`${PUBLIC}/accuse-de-reception/${CONTRACT}`);
  expect(foreign.status()).toBe(404);
});

test("after the period: the page says it ended, on which day, and offers termination (both doors)", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto(PUBLIC);
  await page.getByLabel("Numéro de contrat").fill(CONTRACT);
  await page.getByLabel("Votre nom et prénom").fill("Marie Dupont");
  await page.getByLabel("E-mail pour recevoir l'accusé de réception").fill(MARIE);
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Délai de rétractation terminé" })).toBeVisible();
  await expect(page.getByText("Le délai de rétractation de ce contrat a pris fin le 15 mars 2024 : il n'est plus possible de se rétracter.")).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "withdrawal-public-ended");
  await page.getByRole("link", { name: "Vous pouvez résilier le contrat" }).click();
  await expect(page).toHaveURL(/\/gestion\/resiliation$/);

  await page.goto(DASHBOARD);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Mon contrat" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se rétracter du contrat ici" })).toHaveCount(0);
  await page.goto(`${DASHBOARD}/retractation`);
  await expect(page.getByText("Le délai de rétractation de ce contrat a pris fin le 15 mars 2024")).toBeVisible();
  await expect(page.locator("main form")).toHaveCount(0);
  await expectAccessible();
  await checkWidths(page, "withdrawal-dashboard-ended");
  await page.getByRole("link", { name: "Vous pouvez résilier le contrat" }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD}/resilier-contrat$`));
  // A post that would go round the page is refused by the hub's rule too.
  expect((await heldContract(CONTRACT)).lastVersion.legalInfo.contractStatus).toBe("VALIDATED");
  const late = await fetch(`${SANDBOX_URL}/vsmp/api/vsmp/v1/hub/contract/${CONTRACT}/withdrawal?system=LPFR`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Marie Dupont", mail: MARIE }),
  });
  expect(late.status).toBe(409);
  expect(((await late.json()) as { code: string; withdrawalEndDate: string }).withdrawalEndDate).toBe("2024-03-15");
});

test("at the counter: the agent records the client's withdrawal after confirming their identity, audited", { tag: "@once" }, async ({ page, expectAccessible }) => {
  const since = new Date().toISOString();
  await signInAsAgent(page);
  const home = `/sibp/contrat/${WITHDRAWABLE}/tableau-de-bord`;
  await page.goto(home);
  await expect(page.getByText(/Le client peut se rétracter sans motif ni pénalité jusqu'au/)).toBeVisible();
  await page.getByRole("link", { name: "Se rétracter du contrat ici" }).click();
  await expect(page.getByLabel("Nom et prénom du client")).toHaveValue("Lucie Moreau");
  await page.getByLabel("E-mail du client pour recevoir l'accusé de réception").fill("lucie.moreau@example.fr");
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Confirmez la rétractation du client" })).toBeVisible();
  // Without the identity confirmed: refused, nothing sent.
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();
  await expect(page.locator(".field-error").first()).toBeVisible();
  expect((await heldContract(WITHDRAWABLE)).lastVersion.legalInfo.contractStatus).toBe("VALIDATED");
  await expectAccessible();
  await checkWidths(page, "withdrawal-agent-confirm");
  await page.getByLabel(/pièce d'identité/).check();
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();
  await expect(page.getByText("La rétractation du client est enregistrée.")).toBeVisible();
  await expectAcknowledged(page, WITHDRAWABLE, "lucie.moreau@example.fr");
  await expect(page.getByText("Remettez-en un exemplaire au client.")).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "withdrawal-agent-done");
  const audited = (await auditLinesSince(since)).filter((line) => line.action === "contract.withdrawal");
  expect(audited.map((line) => line.outcome)).toEqual(["rejected", "requested", "success"]);
  expect(audited.every((line) => line.contractId === WITHDRAWABLE && line.agentIdrh === "AG12345")).toBe(true);
});
