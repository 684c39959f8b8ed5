import { expect, test } from "./fixtures";

/**
 * The checks every test relies on can fail: axe, as the fixtures run it (in the page with
 * JavaScript on, on the page's HTML in a scratch page with it off), finds an image without a
 * text alternative, also when axe already checked a page in the same window before.
 */
test("the accessibility check passes a sound page, then fails on a page with an image without a text alternative", async ({ page, expectAccessible }) => {
  await page.goto("/healthz");
  const sound = '<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><p>Texte.</p></main></body></html>';
  await page.setContent(sound);
  await expectAccessible();
  await page.setContent(sound.replace("<p>Texte.</p>", '<img src="/favicon.ico">'));
  await expect(expectAccessible()).rejects.toThrow(/image-alt/);
});
