import { chromium } from "playwright";
const base = "http://localhost:3228";
const D = "/services-seniors/contrat/2024000123/tableau-de-bord";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
await page.goto(base + D + "/avenants");
await page.getByLabel(/Adresse e-mail/).fill("marie.dupont@example.fr");
await page.getByLabel("Mot de passe").fill("demo1234");
await page.getByRole("button", { name: /Se connecter/ }).click();
await page.waitForURL(/avenants/);
await page.getByLabel("Mercredi").check();
await page.getByRole("button", { name: "Vérifier ma demande d'avenant" }).click();
await page.getByRole("button", { name: "Confirmer l'avenant" }).click();
await page.waitForURL(/demande=/);
for (const path of [D + "/avenants", "/services-seniors/contrat"]) {
  await page.goto(base + path);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/shots/after-${path.replace(/\W+/g, "_").slice(-20)}-${width}.png`, fullPage: true });
    console.log(path, width, await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth));
  }
  console.log((await page.locator("main").innerText()).slice(0, 1500));
}
await browser.close();
