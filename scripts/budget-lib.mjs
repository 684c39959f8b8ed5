// The pure half of `npm run budget`: argument parsing, asset discovery in a page's HTML, the cookie
// jar, budget verdicts and the report table. No I/O here, so all of it is unit-tested
// (tests/unit/budget/); scripts/budget.mjs does the building, serving and measuring.
import { parseArgs } from "node:util";

/** DESIGN.md section 8. 14 KB of HTML is what fits in the first TCP round trip (10 segments). */
export const BUDGETS = Object.freeze({
  htmlGzipBytes: 14 * 1024,
  cssGzipBytes: 10 * 1024,
  minThroughputRatio: 0.05,
});

export function parseBudgetArguments(argv) {
  // Node 20's parseArgs has no `allowNegative`, so `--no-build` is an option of its own.
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "no-build": { type: "boolean", default: false },
      duration: { type: "string", default: "5" },
      connections: { type: "string", default: "10" },
      cookie: { type: "string", multiple: true, default: [] },
      journey: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0 && duration <= 120)) throw new Error(`--duration must be 1 to 120 seconds, got ${values.duration}`);
  if (!(Number.isInteger(connections) && connections > 0 && connections <= 1000)) {
    throw new Error(`--connections must be an integer from 1 to 1000, got ${values.connections}`);
  }
  for (const page of positionals) {
    // Pages are paths on the local app: an absolute URL could send load off this machine.
    if (!page.startsWith("/") || page.startsWith("//")) throw new Error(`a page is a path starting with "/", got ${page}`);
  }
  return {
    pages: positionals.length > 0 ? positionals : ["/"],
    build: !values["no-build"],
    durationSeconds: duration,
    connections,
    cookies: values.cookie,
    journey: values.journey,
    json: values.json,
  };
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

/** Budget verdicts of one page result; `null` where the measure does not apply. */
export function verdictsOf(result) {
  const ratio = result.throughput?.ratio;
  return {
    html: result.htmlGzipBytes == null ? null : result.htmlGzipBytes <= BUDGETS.htmlGzipBytes ? "ok" : "OVER",
    css: result.cssGzipBytes == null ? null : result.cssGzipBytes <= BUDGETS.cssGzipBytes ? "ok" : "OVER",
    throughput: ratio == null ? null : ratio >= BUDGETS.minThroughputRatio ? "ok" : "LOW",
  };
}

export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const withVerdict = (text, verdict) => (verdict ? `${text} ${verdict}` : text);
const perSecond = (rate) => (rate == null ? "-" : Math.round(rate).toLocaleString("en-US"));

/** The report as fixed-width text; budgets are in the headers, verdicts beside each figure. */
export function formatTable(results) {
  const header = [
    "page",
    "status",
    `HTML gz (≤${kilobytes(BUDGETS.htmlGzipBytes)})`,
    `CSS gz (≤${kilobytes(BUDGETS.cssGzipBytes)})`,
    "JS gz",
    "app req/s",
    "raw req/s",
    `app/raw (≥${BUDGETS.minThroughputRatio * 100} %)`,
  ];
  const rows = results.map((result) => {
    const verdicts = verdictsOf(result);
    const ratio = result.throughput?.ratio;
    return [
      result.page,
      result.location ? `${result.status} redirect` : String(result.status ?? "error"),
      result.htmlGzipBytes == null ? "-" : withVerdict(kilobytes(result.htmlGzipBytes), verdicts.html),
      result.cssGzipBytes == null ? "-" : withVerdict(kilobytes(result.cssGzipBytes), verdicts.css),
      result.jsGzipBytes == null ? "-" : kilobytes(result.jsGzipBytes),
      perSecond(result.throughput?.appRequestsPerSecond),
      perSecond(result.throughput?.rawRequestsPerSecond),
      ratio == null ? "-" : withVerdict(`${(ratio * 100).toFixed(1)} %`, verdicts.throughput),
    ];
  });
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  // Locations and problems are too long for a column: they follow the table, one line each.
  const notes = results.flatMap((result) => [
    ...(result.location ? [`${result.page}: redirects to ${result.location} (not followed)`] : []),
    ...(result.problems ?? []).map((problem) => `${result.page}: ${problem}`),
  ]);
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line), ...notes.map((note) => `! ${note}`)].join("\n");
}
