import { chromium } from "playwright";
const base = "http://localhost:3228";
const [,, mode, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ javaScriptEnabled: false });
const page = await context.newPage();
async function signIn(login, url) {
  await page.goto(base + url);
  await page.getByLabel(/Adresse e-mail|Identifiant/).fill(login);
  await page.getByLabel("Mot de passe").fill("demo1234");
  await page.getByRole("button", { name: /Se connecter/ }).click();
  await page.waitForLoadState();
}
if (mode === "agent") await signIn("AG12345", "/sibp/login");
if (mode === "marie") await signIn("marie.dupont@example.fr", "/services-seniors/contrat/2024000123/tableau-de-bord");
for (const path of paths) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(base + path);
    const name = path.replace(/[^a-z0-9]+/gi, "_").slice(-60);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    console.log(path, width, sideways ? "SIDEWAYS SCROLL" : "ok");
  }
  if (process.env.TEXT) console.log(await page.locator("main").innerText());
}
await browser.close();
