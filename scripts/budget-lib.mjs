// The pure half of `npm run budget`: argument parsing, asset discovery in a page's HTML, the cookie
// jar, budget verdicts and the report table. No I/O here, so all of it is unit-tested
// (tests/unit/budget/); scripts/budget.mjs does the building, serving and measuring.
import { parseArgs } from "node:util";

/**
 * DESIGN.md section 8 and decision 069. 14 KB of HTML is what fits in the first TCP round trip (10
 * segments). JavaScript: none on a page that needs none (an editorial page), at most 150 KB gzipped
 * on any other, the translation chunks it loads included. Rate budgets depend on who asks: a page
 * of a person's journey or dashboard may not be memoised (it must be fast as rendered), an
 * anonymous page may be. p99 latency and CPU milliseconds per page are reported, not budgeted:
 * ten closed-loop connections make p99 about ten times the CPU per page, and an absolute time
 * differs from one machine to the next.
 */
export const BUDGETS = Object.freeze({
  htmlGzipBytes: 14 * 1024,
  cssGzipBytes: 10 * 1024,
  jsGzipBytes: 150 * 1024,
  personal: Object.freeze({ minThroughputRatio: 0.007 }),
  anonymous: Object.freeze({ minThroughputRatio: 0.1 }),
});

const JOURNEY = "/services-seniors/souscription";
const DASHBOARD = "/services-seniors/contrat/2024000123/tableau-de-bord";
/** What `npm run budget` measures when no page is named. */
export const DEFAULT_PAGES = Object.freeze({
  anonymous: ["/", `${JOURNEY}/etape1`],
  journey: [`${JOURNEY}/etape2`, `${JOURNEY}/etape5`, `${JOURNEY}/etape6`],
  signedIn: [DASHBOARD, `${DASHBOARD}/factures`],
});

/** Who signed-in pages are measured as: the sandbox's demo client, owner of contract 2024000123 (README, demo accounts). */
export const SIGNED_IN_ACCOUNT = Object.freeze({ login: "marie.dupont@example.fr", password: "demo1234" });

/** Our node:http server (server/app): the one server the app is served with. */
export const SERVERS = Object.freeze(["app"]);

function checkLocalPath(page) {
  // Pages are paths on the local app: an absolute URL could send load off this machine.
  if (!page.startsWith("/") || page.startsWith("//")) throw new Error(`a page is a path starting with "/", got ${page}`);
}

export function parseBudgetArguments(argv) {
  // Node 20's parseArgs has no `allowNegative`, so `--no-build` is an option of its own.
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "no-build": { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      journeys: { type: "string", default: "1000" },
      "journey-page": { type: "string", multiple: true, default: [] },
      "signed-in-page": { type: "string", multiple: true, default: [] },
      cookie: { type: "string", multiple: true, default: [] },
      json: { type: "boolean", default: false },
      server: { type: "string", default: "app" },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const journeys = Number(values.journeys);
  if (!(duration > 0 && duration <= 120)) throw new Error(`--duration must be 1 to 120 seconds, got ${values.duration}`);
  if (!(Number.isInteger(connections) && connections > 0 && connections <= 1000)) {
    throw new Error(`--connections must be an integer from 1 to 1000, got ${values.connections}`);
  }
  if (!(Number.isInteger(journeys) && journeys >= 1 && journeys <= 20_000)) {
    throw new Error(`--journeys must be an integer from 1 to 20000, got ${values.journeys}`);
  }
  if (!SERVERS.includes(values.server)) throw new Error(`--server must be ${SERVERS.join(" or ")}, got ${values.server}`);
  const journeyPages = values["journey-page"];
  const signedInPages = values["signed-in-page"];
  for (const page of [...positionals, ...journeyPages, ...signedInPages]) checkLocalPath(page);
  const named = positionals.length > 0 || journeyPages.length > 0 || signedInPages.length > 0;
  return {
    pages: named ? positionals : [...DEFAULT_PAGES.anonymous],
    journeyPages: named ? journeyPages : [...DEFAULT_PAGES.journey],
    signedInPages: named ? signedInPages : [...DEFAULT_PAGES.signedIn],
    build: !values["no-build"],
    durationSeconds: duration,
    connections,
    journeys,
    cookies: values.cookie,
    json: values.json,
    server: values.server,
  };
}

/**
 * The people of journey number `index`: every journey of a run has its own names, birth date and
 * addresses (20 × 50 name pairs, then street numbers), so no two share a page or a reading.
 */
const FIRST_NAMES = ["Jeanne", "Marcel", "Odette", "Henri", "Yvonne", "Lucien", "Simone", "René", "Colette", "André", "Paulette", "Roger", "Germaine", "Marius", "Huguette", "Émile", "Ginette", "Albert", "Josette", "Fernand"];
const LAST_NAMES = ["Durand", "Martin", "Bernard", "Petit", "Robert", "Richard", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Morel", "Girard", "André", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez", "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller", "Henry", "Roussel", "Nicolas", "Perrin", "Morin", "Mathieu", "Clément", "Gauthier", "Dumont", "Lopez", "Fontaine", "Chevalier", "Robin", "Masson", "Sanchez", "Gérard", "Nguyen"];
const STREETS = ["rue des Lilas", "avenue Victor Hugo", "boulevard Voltaire", "rue de la Paix", "chemin des Vignes", "place du Marché", "allée des Tilleuls"];
const PLACES = [["75015", "Paris"], ["69003", "Lyon"], ["13006", "Marseille"], ["31000", "Toulouse"], ["44000", "Nantes"], ["67000", "Strasbourg"], ["33000", "Bordeaux"]];

export function journeyPeople(index) {
  const pick = (list, at) => list[at % list.length];
  const first = pick(FIRST_NAMES, index);
  const last = pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length));
  const number = 1 + Math.floor(index / (FIRST_NAMES.length * LAST_NAMES.length));
  const [recipientCode, recipientCity] = pick(PLACES, index);
  const [subscriberCode, subscriberCity] = pick(PLACES, index + 3);
  const day = String(1 + (index % 28)).padStart(2, "0");
  const month = String(1 + (index % 12)).padStart(2, "0");
  const digits = String(index % 100_000_000).padStart(8, "0");
  return {
    recipient: {
      civility: index % 2 ? "MR" : "MRS",
      firstName: first,
      lastName: last,
      birthDate: `19${30 + (index % 25)}-${month}-${day}`,
      landlinePhone: `01 ${digits.replace(/(\d\d)(?=\d)/g, "$1 ")}`,
      phoneInstallationType: "BOX",
      streetName: `${number} ${pick(STREETS, index)}`,
      codePostal: recipientCode,
      city: recipientCity,
      country: "FRANCE",
      subscribersRelationship: "CHILD",
    },
    subscriber: {
      civility: index % 3 ? "MRS" : "MR",
      firstName: pick(FIRST_NAMES, index + 7),
      lastName: last,
      email: `${first}.${last}.${index}@example.fr`.normalize("NFD").replace(/[^\x00-\x7f]/g, "").toLowerCase(),
      mobilePhone: `06 ${digits.replace(/(\d\d)(?=\d)/g, "$1 ")}`,
      streetName: `${number + 1} ${pick(STREETS, index + 2)}`,
      codePostal: subscriberCode,
      city: subscriberCity,
      country: "FRANCE",
      acceptTerms: "on",
    },
  };
}

/**
 * The order in which app and raw server take turns under load, and each turn's length: app, raw,
 * raw, app, over and over in turns of about a second, each server `durationSeconds` in all. A
 * slow stretch of the machine (another process waking up, the host's neighbours) rarely lasts
 * more than a few seconds: in turns this short it falls on both servers alike, where in two long
 * turns each it could fall on one server's whole turn and move the ratio by a fifth.
 */
export function loadTurns(durationSeconds) {
  const cycles = Math.max(1, Math.round(durationSeconds / 2));
  const seconds = durationSeconds / (2 * cycles);
  return Array.from({ length: cycles }, () => ["app", "raw", "raw", "app"]).flat().map((server) => ({ server, seconds }));
}

/** User and system CPU time (clock ticks) of a process, from the text of /proc/<pid>/stat. */
export function cpuTicksOf(statText) {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = statText.slice(statText.lastIndexOf(")") + 2).split(" ");
  // Fields 14 (utime) and 15 (stime) of proc(5), i.e. 11 and 12 after the name.
  return Number(fields[11]) + Number(fields[12]);
}

/** Milliseconds of CPU per request, from two tick readings. */
export function cpuMsPerRequest(ticks, ticksPerSecond, requests) {
  return requests > 0 ? (ticks * 1000) / ticksPerSecond / requests : null;
}

/**
 * The `p`-th percentile (0 < p ≤ 100) of latencies, by nearest rank: the smallest value that at
 * least p % of them do not exceed. null when there is none.
 */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, entity) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower];
  });
}

/** Attributes of one start tag's inner text; names lower-cased, boolean attributes as "". */
export function parseAttributes(tagText) {
  const attributes = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tagText.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (name in attributes) continue; // HTML keeps the first occurrence of a repeated attribute
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The stylesheets and JavaScript a browser would fetch for this HTML, as absolute URLs in document
 * order, each once. Comments and inline script bodies are dropped first: a tag written inside them
 * is text, not downloaded. Regular expressions are enough because the HTML comes from our own
 * renderer, not from arbitrary input.
 */
export function extractAssets(html, pageUrl) {
  const markup = html.replace(/<!--[\s\S]*?-->/g, "").replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, "$1</script>");
  const stylesheets = new Set();
  const scripts = new Set();
  for (const match of markup.matchAll(/<(link|script)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[2]);
    const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
    if (match[1].toLowerCase() === "script") {
      if (attributes.src) scripts.add(new URL(attributes.src, pageUrl).href);
    } else if (attributes.href && rel.includes("stylesheet") && !rel.includes("alternate")) {
      stylesheets.add(new URL(attributes.href, pageUrl).href);
    } else if (attributes.href && rel.includes("modulepreload")) {
      scripts.add(new URL(attributes.href, pageUrl).href);
    }
  }
  return { stylesheets: [...stylesheets], scripts: [...scripts] };
}

/**
 * The translation chunks a page loads once it runs (entry.client.tsx): `common` and the
 * namespaces its route modules name in `handle.i18n`, in the page's language, as the entry's
 * dynamic-import map names their chunks. `sources` maps each script URL to its text.
 */
export function translationChunks(sources, language, pageUrl) {
  const namespaces = new Set(["common"]);
  const chunks = new Map();
  for (const [url, text] of sources) {
    for (const match of text.matchAll(/i18n:\[([^\]]*)\]/g)) for (const name of match[1].matchAll(/"([a-z]+)"/g)) namespaces.add(name[1]);
    for (const match of text.matchAll(/"\.\.\/locales\/([a-z]+)\/([a-z]+)\.json":[^"]*?import\("([^"]+)"\)/g)) {
      if (match[1] === language) chunks.set(match[2], new URL(match[3], url).href);
    }
  }
  return [...namespaces].map((namespace) => chunks.get(namespace)).filter(Boolean).map((url) => new URL(url, pageUrl).href);
}

/**
 * The login form of an identity provider's page: the form with a password field, its action as an
 * absolute URL and its hidden fields (to post back with the login and password). `null` without one.
 */
export function loginFormOf(html, pageUrl) {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form\s*>/gi)) {
    const inputs = [...match[2].matchAll(/<input\b([^>]*)>/gi)].map((input) => parseAttributes(input[1]));
    if (!inputs.some((input) => input.type === "password")) continue;
    const hidden = Object.fromEntries(inputs.filter((input) => input.type === "hidden" && input.name).map((input) => [input.name, input.value ?? ""]));
    return { action: new URL(parseAttributes(match[1]).action || pageUrl, pageUrl).href, hidden };
  }
  return null;
}

/**
 * A minimal cookie jar for one local origin: journey pages need the cookie a previous step set.
 * Attributes other than expiry are irrelevant when everything is one host over plain http.
 */
export function createCookieJar(initial = []) {
  const cookies = new Map();
  const store = (pair) => {
    const separator = pair.indexOf("=");
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  };
  for (const pair of initial) store(pair);
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    update(setCookieHeaders, now = Date.now()) {
      for (const line of setCookieHeaders) {
        const [pair, ...attributes] = line.split(";");
        const maxAge = attributes.find((attribute) => /^\s*max-age\s*=/i.test(attribute));
        const expires = attributes.find((attribute) => /^\s*expires\s*=/i.test(attribute));
        const expired = maxAge
          ? Number(maxAge.split("=")[1]) <= 0
          : Boolean(expires) && Date.parse(expires.slice(expires.indexOf("=") + 1)) <= now;
        if (expired) cookies.delete(pair.slice(0, pair.indexOf("=")).trim());
        else store(pair);
      }
    },
  };
}

/** Who a page is measured for: anonymous, many distinct journeys, a signed-in client, or one fixed cookie. */
export function audienceOf(result) {
  if (result.journeys) return `${result.journeys} journeys`;
  if (result.signedInAs) return `signed in (${result.signedInAs})`;
  return result.oneCookie ? "one cookie (cache)" : "anonymous";
}

/**
 * Budget verdicts of one page result; `null` where the measure does not apply. A page measured
 * with one replayed cookie gets no speed verdict: it measures the app's caches, not the app.
 */
export function verdictsOf(result) {
  const speed = result.oneCookie ? null : result.journeys || result.signedInAs ? BUDGETS.personal : BUDGETS.anonymous;
  const measured = speed && result.throughput ? result.throughput : null;
  const atMost = (value, limit) => (value == null ? null : value <= limit ? "ok" : "OVER");
  return {
    html: atMost(result.htmlGzipBytes, BUDGETS.htmlGzipBytes),
    css: atMost(result.cssGzipBytes, BUDGETS.cssGzipBytes),
    throughput: measured?.ratio == null ? null : measured.ratio >= speed.minThroughputRatio ? "ok" : "LOW",
    js: atMost(result.jsGzipBytes, BUDGETS.jsGzipBytes),
  };
}

export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const withVerdict = (text, verdict) => (verdict ? `${text} ${verdict}` : text);
const perSecond = (rate) => (rate == null ? "-" : Math.round(rate).toLocaleString("en-US"));
const percent = (ratio) => `${(ratio * 100).toFixed(ratio < 0.1 ? 2 : 1)} %`;
const percentBudget = (ratio) => `${+(ratio * 100).toFixed(2)} %`;

/** The report as fixed-width text; budgets are in the headers, verdicts beside each figure. */
export function formatTable(results) {
  const { personal, anonymous } = BUDGETS;
  const header = [
    "page",
    "measured as",
    "status",
    `HTML gz (≤${kilobytes(BUDGETS.htmlGzipBytes)})`,
    `CSS gz (≤${kilobytes(BUDGETS.cssGzipBytes)})`,
    `JS gz (0 editorial | ≤${kilobytes(BUDGETS.jsGzipBytes)})`,
    "app req/s",
    "raw req/s",
    `app/raw (≥${percentBudget(personal.minThroughputRatio)} | anon ≥${percentBudget(anonymous.minThroughputRatio)})`,
    "p99",
    "app CPU/page",
    "sandbox CPU/page",
  ];
  const rows = results.map((result) => {
    const verdicts = verdictsOf(result);
    const speed = result.throughput;
    const milliseconds = (value, verdict) => (value == null ? "-" : withVerdict(`${value.toFixed(value < 10 ? 2 : 0)} ms`, verdict));
    return [
      result.page,
      audienceOf(result),
      result.location ? `${result.status} redirect` : String(result.status ?? "error"),
      result.htmlGzipBytes == null ? "-" : withVerdict(kilobytes(result.htmlGzipBytes), verdicts.html),
      result.cssGzipBytes == null ? "-" : withVerdict(kilobytes(result.cssGzipBytes), verdicts.css),
      result.jsGzipBytes == null ? "-" : withVerdict(kilobytes(result.jsGzipBytes), verdicts.js),
      perSecond(speed?.appRequestsPerSecond),
      perSecond(speed?.rawRequestsPerSecond),
      speed?.ratio == null ? "-" : withVerdict(percent(speed.ratio), verdicts.throughput),
      milliseconds(speed?.p99Ms, null),
      milliseconds(speed?.cpuMsPerPage, null),
      milliseconds(speed?.sandboxCpuMsPerPage, null),
    ];
  });
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  // Locations and problems are too long for a column: they follow the table, one line each.
  const notes = results.flatMap((result) => [
    ...(result.location ? [`${result.page}: redirects to ${result.location} (not followed)`] : []),
    ...(result.oneCookie ? [`${result.page}: one cookie replayed: a measure of the app's caches, not of its speed (no speed verdict)`] : []),
    ...(result.problems ?? []).map((problem) => `${result.page}: ${problem}`),
  ]);
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line), ...notes.map((note) => `! ${note}`)].join("\n");
}
