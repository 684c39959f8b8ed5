import { expect, test } from "./fixtures";

/**
 * The checks every test relies on can fail: axe, as the fixtures run it (in the page with
 * JavaScript on, on the page's HTML in a scratch page with it off), finds an image without a
 * text alternative.
 */
test("the accessibility check fails on a page with an image without a text alternative", { tag: "@once" }, async ({ page, expectAccessible }) => {
  await page.goto("/healthz");
  await page.setContent('<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><img src="/favicon.ico"></main></body></html>');
  await expect(expectAccessible()).rejects.toThrow(/image-alt/);
});
