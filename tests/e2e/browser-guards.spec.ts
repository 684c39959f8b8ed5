import { expect, test } from "./fixtures";
import { chooseServices, continueTo } from "./journey-steps";

/** SPEC 8's chunk guard (decision 093), with JavaScript on. */
test("a code chunk answering 404 reloads the page once, then not again within a minute; the page still works", { tag: "@js-on" }, async ({ page }) => {
  await chooseServices(page, { days: ["Lundi"], remote: "Pas de téléassistance (visites seules)" });
  await continueTo(page, "etape2");

  // A deploy replaced the texts' chunk of the people steps: it now answers 404.
  await page.route(/\/assets\/people-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.reload();
  // The first failure reloads once; the second, within the minute, does not.
  await expect.poll(() => documents.length, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(2000);
  expect(documents).toHaveLength(2);
  expect(await page.evaluate(() => sessionStorage.getItem("vsmp:chunk-reload-at"))).toMatch(/^\d+$/);

  // The page as served works without its scripts: the form posts.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Continuer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Le formulaire contient des erreurs" })).toBeVisible();
});
