import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { namespaces } from "~/kernel/i18n/locales";

/**
 * DESIGN 8: a page with scripts loads only the texts of the namespaces its routes name in
 * `handle.i18n` (entry.client.tsx, root.tsx). A key of a namespace it does not load shows as the
 * key itself once the page runs. This reads each page's modules, as the browser's bundle holds
 * them (the route module and what it imports, `.server` modules apart), for the namespaces their
 * keys name ("people:address.city", `order:${key}`, "changes:…" in a schema's messages), and checks
 * that the page's routes name every one. Keys the server sends in a page's data are written in
 * those same modules' schemas and rules, or in its `.server` modules, which the page's own checks
 * below name.
 */
const APP = resolve("app");
const KNOWN = new Set<string>(namespaces);

/**
 * Modules whose keys are read only behind the agent's door, under the counter's layout, which
 * loads every namespace (features/counter/layout.tsx): the desk's notes and identity check
 * (`useAtCounter()` guards them) and the counter's print button.
 */
const AGENT_ONLY = new Set(["kernel/ui/counter.tsx", "kernel/ui/print-button.tsx", "features/journey/steps/quotation-form.tsx"]);

/**
 * Namespaces a module names in keys that a page importing it does not render, each with why. A
 * module is read whole, but a page may use only part of it: an entry here is a reviewed claim,
 * kept as short as the pages allow.
 */
const NOT_RENDERED: Record<string, Record<string, string>> = {
  // Only journey-documents.tsx reads a paper's `download` text; the journey's pages showing it load `order`.
  "kernel/contract/signed-documents.ts": { order: "the papers' download labels" },
  // stepsChangeNotices runs on the server (services-step.server.ts): its notices show on the step after the services.
  "kernel/contract/journey-steps.ts": { notices: "the notices of steps added or dropped" },
};
const NOT_RENDERED_ON: Record<string, Record<string, string>> = {
  "features/dashboard/home.tsx": {
    journey: "the price is a PriceStatement (common:money), not the price box; the form is the agent's",
    validation: "the signed documents' form is rendered behind the agent's door only",
  },
  "features/journey/steps/summary.tsx": { validation: "its one form with fields is the counter's quotation form" },
};

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/") ? join(APP, specifier.slice(2)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const KEY = /["'`]([a-z]+):[A-Za-z_$]/g;
const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** The namespaces the keys of `file` and of the browser modules it imports name, each with a module that names it. */
function namespacesUsedBy(file: string): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const name = relative(APP, current);
    const text = readFileSync(current, "utf8");
    if (!AGENT_ONLY.has(name)) {
      for (const [, namespace] of text.matchAll(KEY)) {
        if (KNOWN.has(namespace!) && !used.has(namespace!) && !NOT_RENDERED[name]?.[namespace!]) used.set(namespace!, name);
      }
    }
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const target = resolveImport(current, specifier!);
      if (target && !/\.server\.tsx?$/.test(target)) pending.push(target);
    }
  }
  return used;
}

interface Handle {
  hydrate: boolean;
  i18n: string[];
  clientLoader: boolean;
}

function handleOf(file: string): Handle {
  const text = readFileSync(file, "utf8");
  const handle = /export const handle\b[^=]*=\s*\{([^}]*)\}/.exec(text)?.[1] ?? "";
  const list = /i18n:\s*\[([^\]]*)\]/.exec(handle)?.[1] ?? "";
  return {
    hydrate: /hydrate:\s*true/.test(handle),
    i18n: [...list.matchAll(/"([a-z]+)"/g)].map((match) => match[1]!),
    clientLoader: /export const clientLoader\b/.test(text),
  };
}

/** Whether a route module has a server loader (its own or re-exported from its .server module). */
function hasLoader(file: string): boolean {
  const text = readFileSync(file, "utf8");
  return /export (?:async )?(?:function|const) loader\b/.test(text) || /export \{[^}]*\bloader\b[^}]*\} from/.test(text);
}

interface Page {
  file: string;
  chain: string[];
}

/** Every route module that renders a page, with the route modules above it (layouts first). */
function pagesOf(entries: readonly RouteConfigEntry[], above: string[] = []): Page[] {
  return entries.flatMap((entry) => {
    const file = join(APP, entry.file);
    const chain = [...above, file];
    return [...(file.endsWith(".tsx") ? [{ file, chain }] : []), ...pagesOf(entry.children ?? [], chain)];
  });
}

const pages = pagesOf(routes).filter(({ chain }) => chain.some((file) => handleOf(file).hydrate));
const name = (file: string) => relative(APP, file);

describe("the texts a page with scripts loads", () => {
  it("finds the journey's steps and the dashboard's pages among the pages with scripts", () => {
    const names = new Set(pages.map(({ file }) => name(file)));
    for (const page of ["features/journey/steps/services.tsx", "features/journey/payment/payment.tsx", "features/dashboard/home.tsx", "features/dashboard/invoices.tsx"]) {
      expect(names).toContain(page);
    }
  });

  it.each(pages.map(({ file, chain }) => [name(file), chain] as const))("name every namespace %s's modules read", (_, chain) => {
    const loaded = new Set(["common", ...chain.flatMap((file) => handleOf(file).i18n)]);
    const unrendered = NOT_RENDERED_ON[name(chain.at(-1)!)] ?? {};
    const used = [...namespacesUsedBy(chain.at(-1)!)];
    const missing = used.filter(([namespace]) => !loaded.has(namespace) && !unrendered[namespace]).map(([namespace, module]) => `${namespace} (${module})`);
    expect(missing).toEqual([]);
    // A claim about a namespace the page's modules no longer name goes.
    for (const namespace of Object.keys(unrendered)) expect(used.some(([found]) => found === namespace), namespace).toBe(true);
  });

  it.each(pages.map(({ file, chain }) => [name(file), chain] as const))("come with %s's data when it is reached in the browser", (_, chain) => {
    // A route naming namespaces of its own loads them in its clientLoader (kernel/ui/scripts.ts),
    // so that a page reached by a link or a form renders with its texts.
    // A layout has no loader, and a route without one may have no clientLoader: Remix would run it
    // to hydrate the page and render none on the server. A layout's texts are loaded with the
    // document (every link into a layout from a page with scripts elsewhere is a page of its own).
    const file = chain.at(-1)!;
    const handle = handleOf(file);
    const above = new Set(chain.slice(0, -1).flatMap((route) => handleOf(route).i18n));
    const own = handle.i18n.filter((namespace) => !above.has(namespace));
    if (hasLoader(file)) {
      if (own.length > 0 && chain.length > 1) expect(handle.clientLoader, name(file)).toBe(true);
    } else {
      expect(handle.clientLoader, name(file)).toBe(false);
    }
  });
});

describe("namespacesUsedBy", () => {
  it("reads keys written whole and keys built in templates, through imports, and leaves .server modules out", () => {
    const used = namespacesUsedBy(join(APP, "features/journey/payment/payment.tsx"));
    expect([...used.keys()]).toEqual(expect.arrayContaining(["order", "journey", "validation", "common"]));
    // rules/checkout.ts builds its schemas' messages as `order:${key}`.
    expect(namespacesUsedBy(join(APP, "features/journey/rules/checkout.ts")).has("order")).toBe(true);
    expect(used.has("desk")).toBe(false);
  });
});
