import type { Page } from "@playwright/test";
import { CONTRACT, DASHBOARD, MARIE } from "./dashboard-helpers";
import { expect, SANDBOX_URL, signInAtProvider, test } from "./fixtures";

/**
 * Two tests that change the same demo contract (marie's 2024000123) pass in either order, one
 * right after the other on the same worker's sandbox, with no set-up of their own: each starts
 * from the seed because the fixtures put the sandbox back to it before every test
 * (tests/e2e/fixtures.ts). Without that, the second of each pair would find the first's
 * suspension or termination and fail. Whether JavaScript is on changes nothing here: run once.
 */

async function signedInAtHome(page: Page) {
  await page.goto(DASHBOARD);
  await signInAtProvider(page, MARIE);
  await expect(page.getByRole("heading", { level: 1, name: "Mon contrat" })).toBeVisible();
}

/** The contract as seeded: version 31, no request, neither a suspension nor a termination told. */
async function expectAsSeeded(page: Page) {
  const held = (await (await fetch(`${SANDBOX_URL}/__sandbox/contracts/${CONTRACT}`)).json()) as { lastVersion: { version: number }; requests: unknown[] };
  expect(held.lastVersion.version).toBe(31);
  expect(held.requests).toEqual([]);
  await expect(page.getByText(/^Suspension du /)).toHaveCount(0);
  await expect(page.getByText(/^Résiliation demandée/)).toHaveCount(0);
}

const SCENARIOS = {
  "marie suspends her contract": async (page: Page) => {
    await page.goto(`${DASHBOARD}/suspendre-contrat`);
    await page.getByLabel("Premier jour de la suspension").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel("Dernier jour de la suspension").fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel("hospitalisation").check();
    await page.getByRole("button", { name: "Suspendre le contrat" }).click();
    await expect(page.getByText(/Votre demande de suspension est enregistrée/)).toBeVisible();
    await page.goto(DASHBOARD);
    await expect(page.getByText(/^Suspension du .* \(hospitalisation\)\.$/)).toBeVisible();
  },
  "marie terminates her contract": async (page: Page) => {
    await page.goto(`${DASHBOARD}/resilier-contrat`);
    await page.getByLabel("entrée du bénéficiaire en établissement").check();
    await page.getByRole("button", { name: "Vérifier ma demande" }).click();
    await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
    await expect(page.getByText(/Référence : RESILIATION-2024000123-/)).toBeVisible();
    await page.goto(DASHBOARD);
    await expect(page.getByText(/^Résiliation demandée : fin du service le/)).toBeVisible();
  },
};
type Scenario = keyof typeof SCENARIOS;

const ORDERS: Scenario[][] = [
  ["marie suspends her contract", "marie terminates her contract"],
  ["marie terminates her contract", "marie suspends her contract"],
];

for (const order of ORDERS) {
  test.describe(`the demo contract, changed by two tests in the order: ${order.join(", then ")}`, { tag: "@once" }, () => {
    test.describe.configure({ mode: "serial" });
    let firstRanIn: number | undefined;
    for (const [position, scenario] of order.entries()) {
      test(`${position + 1}. ${scenario}, from the seed`, async ({ page }) => {
        // Serial: the second test runs after the first in the same worker, on the same sandbox.
        if (position === 0) firstRanIn = test.info().workerIndex;
        else expect(test.info().workerIndex).toBe(firstRanIn);
        await signedInAtHome(page);
        await expectAsSeeded(page);
        await SCENARIOS[scenario](page);
      });
    }
  });
}
