import { bench, describe } from "vitest";
import BeneficiaryStep from "~/journey/pages/beneficiary";
import { etape2LoaderData, etape2Rejected } from "../unit/forms/etape2";
import { renderPage } from "../unit/forms/render-page";

/**
 * Run by hand, not in the suite (app/performance/README.md):
 *   SANDBOX=1 NODE_ENV=production npx vitest bench --run tests/bench/form-render.bench.tsx
 * etape2's view (about 25 fields) rendered with renderToString, as loaded and as answered with
 * mistakes, on the server's path (ConformForm) and on the browser's (conform's field proxies, the
 * way every render went before ConformForm): a `document` makes the components take it.
 */
const options = { time: 3000, warmupTime: 1000 };
const loaded = { loaderData: etape2LoaderData };
const rejected = { loaderData: { ...etape2LoaderData, hasErrors: true }, actionData: etape2Rejected({ civility: "MRS", firstName: "Jeanne", lastName: "", codePostal: "750" }) };
const global = globalThis as { document?: unknown };

function onBrowserPath(render: () => void) {
  global.document = {};
  try {
    render();
  } finally {
    delete global.document;
  }
}

describe("etape2 as loaded", () => {
  bench("server path", () => void renderPage(BeneficiaryStep, loaded), options);
  bench("browser path (before)", () => onBrowserPath(() => renderPage(BeneficiaryStep, loaded)), options);
});

describe("etape2 with mistakes", () => {
  bench("server path", () => void renderPage(BeneficiaryStep, rejected), options);
  bench("browser path (before)", () => onBrowserPath(() => renderPage(BeneficiaryStep, rejected)), options);
});
