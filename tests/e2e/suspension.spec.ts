import { CONTRACT, DASHBOARD, checkWidths, MARIE } from "./dashboard-helpers";
import { expect, SANDBOX_URL, signInAtProvider, test } from "./fixtures";

/**
 * A planned suspension moved, then cancelled, before its first day (decision 126): plain forms
 * (JavaScript off and on), each change confirmed on the page and by mail, the page saying what
 * happens meanwhile to the visits, the remote assistance and the billing.
 */
test.describe.configure({ timeout: 120_000 });

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const mailsTo = async (address: string, subject: RegExp) =>
  ((await (await fetch(`${SANDBOX_URL}/__sandbox/outbox.json`)).json()) as { to: unknown; subject: string; text: string }[]).filter(
    (mail) => JSON.stringify(mail.to).includes(address) && subject.test(mail.subject),
  );

test("marie plans a suspension, moves it, then cancels it, each confirmed by mail", async ({ page, expectAccessible }) => {
  await page.goto(`${DASHBOARD}/suspendre-contrat`);
  await signInAtProvider(page, MARIE);
  await expect(page.getByText(/La téléassistance reste active .* La facturation ne change pas/)).toBeVisible();
  await page.getByLabel("Premier jour de la suspension").fill(day(10));
  await page.getByLabel("Dernier jour de la suspension").fill(day(20));
  await page.getByLabel("hospitalisation").check();
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  await expect(page.getByText(/Votre demande de suspension est enregistrée \(référence SUSPENSION-/)).toBeVisible();
  await expect.poll(async () => (await mailsTo(MARIE, new RegExp(`^Votre suspension – contrat ${CONTRACT}$`))).length).toBe(1);

  await page.goto(`${DASHBOARD}/suspendre-contrat`);
  await expect(page.getByRole("heading", { name: "Changer les dates de la suspension" })).toBeVisible();
  await expectAccessible();
  await checkWidths(page, "suspension-planned");
  await page.getByLabel("Premier jour de la suspension").fill(day(30));
  await page.getByLabel("Dernier jour de la suspension").fill(day(35));
  await page.getByRole("button", { name: "Enregistrer les nouvelles dates" }).click();
  await expect(page.getByText(/Les nouvelles dates de la suspension sont enregistrées/)).toBeVisible();
  await expect.poll(async () => (await mailsTo(MARIE, /^Nouvelles dates de votre suspension/)).length).toBe(1);

  await page.goto(`${DASHBOARD}/suspendre-contrat`);
  await expect(page.getByLabel("Premier jour de la suspension")).toHaveValue(day(30));
  await page.getByRole("button", { name: "Annuler la suspension" }).click();
  await expect(page.getByText(/La suspension est annulée .* les visites continuent/)).toBeVisible();
  await expectAccessible();
  await expect.poll(async () => (await mailsTo(MARIE, /^Suspension annulée/)).length).toBe(1);
  await page.goto(`${DASHBOARD}/suspendre-contrat`);
  await expect(page.getByRole("button", { name: "Suspendre le contrat" })).toBeVisible();
});
