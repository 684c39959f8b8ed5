import { chromium } from "playwright";
const base = "http://localhost:3228";
const D = "/services-seniors/contrat/2024000123/tableau-de-bord";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
await page.goto(base + D + "/suspendre-contrat");
await page.getByLabel(/Adresse e-mail/).fill("marie.dupont@example.fr");
await page.getByLabel("Mot de passe").fill("demo1234");
await page.getByRole("button", { name: /Se connecter/ }).click();
await page.waitForURL(/suspendre-contrat/);
const day = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
if (await page.getByLabel("hospitalisation").count()) {
  await page.getByLabel("Premier jour de la suspension").fill(day(10));
  await page.getByLabel("Dernier jour de la suspension").fill(day(20));
  await page.getByLabel("hospitalisation").check();
  await page.getByRole("button", { name: "Suspendre le contrat" }).click();
  await page.waitForURL(/demande=/);
}
await page.goto(base + D + "/suspendre-contrat");
for (const width of [320, 1280]) {
  await page.setViewportSize({ width, height: 800 });
  await page.screenshot({ path: `/tmp/shots/planned-${width}.png`, fullPage: true });
  console.log(width, await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth));
}
console.log(await page.locator("main").innerText());
await page.getByRole("button", { name: "Enregistrer les nouvelles dates" }).click();
await page.waitForURL(/changement=moved/);
console.log(await page.locator("main").innerText());
await browser.close();
