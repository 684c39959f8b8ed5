/**
 * Micro-benchmark of `t` calls shaped like a page's (not part of the test suite):
 *   flock -s /tmp/quiet.lock npx tsx scripts/bench-translations.ts
 * Run it on the Node of .nvmrc (Node 20 spends microseconds in react-i18next's option spread).
 * Compares i18next alone with the memo of `app/performance/translation-lookups.server.ts`,
 * each through react-i18next's `getFixedT`, as components call it.
 */
import { createInstance, type TFunction } from "i18next";
import { i18nOptions } from "~/i18n/locales";
import { rememberTranslations } from "~/performance/translation-lookups.server";

const CALLS = 50_000;
const ROUNDS = 8;

function fixedT(memoised: boolean): TFunction {
  const instance = createInstance();
  void instance.init({ ...i18nOptions, lng: "fr" });
  if (memoised) rememberTranslations(instance);
  return instance.getFixedT(null, "common");
}

const shapes: [string, (t: TFunction, i: number) => unknown][] = [
  ["plain t(key)", (t) => t("journey:price.title")],
  ["one value t(key, { price })", (t, i) => t("journey:price.monthly", { price: `${i % 90},90 €` })],
  ["two values t(key, { current, max })", (t, i) => t("journey:stepper.count", { current: i % 7, max: 7 })],
  ["plural t(key, { count })", (t, i) => t("common:words.formula.visits", { count: i % 6 })],
];

for (const [name, call] of shapes) {
  const figures = [false, true].map((memoised) => {
    const t = fixedT(memoised);
    for (let i = 0; i < 20_000; i++) call(t, i);
    // The best of a few rounds: the machine is shared, the slower rounds measure the neighbours.
    const rounds = Array.from({ length: ROUNDS }, () => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < CALLS; i++) call(t, i);
      return Number(process.hrtime.bigint() - start) / CALLS;
    });
    return Math.min(...rounds);
  });
  const [alone = 0, memo = 0] = figures;
  console.log(`${name.padEnd(40)} i18next ${alone.toFixed(0).padStart(5)} ns/call   memo ${memo.toFixed(0).padStart(5)} ns/call   ×${(alone / memo).toFixed(1)}`);
}
