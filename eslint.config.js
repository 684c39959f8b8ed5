import tseslint from "typescript-eslint";

/**
 * Layers (DESIGN.md 4): imports only go down. routes (and entry, root) → the feature modules
 * (journey, dashboard, sibp, downloads, performance) and i18n → components, auth → sessions,
 * upstream → platform (configuration, logs, request context, lifecycle, readiness, posted forms,
 * the attempt store) → domain. Inside journey/, the step pages (journey/pages/, imported only by
 * the VSMP step routes and the SIBP counter route) sit on the engine. A folder may not import the
 * folders above it; `tests/unit/shell/layers.test.ts` proves the rule fails on a wrong-way
 * import. Only Remix's own modules (entry.client, entry.server, root, routes) live at the app/ root.
 */
// Cross-folder imports go through the `~/` alias (relative paths stay inside a folder).
const above = (...folders) => folders.flatMap((folder) => [`~/${folder}`, `~/${folder}/*`]);
const SERVER_MODULES = ["~/**/*.server", "**/*.server", "*.server"];
const FEATURES = ["routes", "journey", "dashboard", "sibp", "downloads", "performance"];
const layer = (files, group, message) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [{ group, message }] }] },
});

export const layers = [
  layer(
    ["app/domain/**"],
    [...above(...FEATURES, "i18n", "components", "auth", "sessions", "upstream", "platform"), ...SERVER_MODULES, "react", "react-dom", "react-dom/*", "@remix-run/*"],
    "domain/ is pure business rules: it imports only domain modules (DESIGN.md 4).",
  ),
  layer(
    ["app/upstream/**"],
    [...above(...FEATURES, "i18n", "components", "auth", "sessions"), "react", "react-dom", "react-dom/*"],
    "upstream/ talks to upstream services: it may use domain/, never the layers above it or React.",
  ),
  layer(
    ["app/sessions/**"],
    above(...FEATURES, "i18n", "components", "auth", "upstream"),
    "sessions/ defines cookies: it may use domain/, never the layers above it.",
  ),
  layer(
    ["app/auth/**"],
    above(...FEATURES, "i18n", "components"),
    "auth/ may use sessions/, upstream/ and domain/, never the layers above it.",
  ),
  layer(
    ["app/components/**"],
    [...above(...FEATURES, "auth", "sessions", "upstream"), ...SERVER_MODULES],
    "components/ is presentational: it takes data as props and imports no server module, upstream, session or feature module.",
  ),
  layer(
    ["app/platform/**"],
    [...above(...FEATURES, "i18n", "components", "auth", "sessions", "upstream"), "react", "react-dom", "react-dom/*"],
    "platform/ is the server's runtime (configuration, logs, lifecycle): it may use domain/, never the layers above it.",
  ),
  layer(
    ["app/i18n/**"],
    above("routes", "journey", "dashboard", "sibp", "content", "components", "auth", "upstream"),
    "i18n/ may use sessions/ (the locale cookie), platform/ and domain/, never a route, feature or component.",
  ),
  {
    files: ["app/journey/**", "app/dashboard/**", "app/sibp/**", "app/downloads/**", "app/performance/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: above("routes"), message: "A feature module never imports a route: routes import features." },
            { group: [...above("journey/pages"), "./pages", "./pages/*"], message: "The journey's step pages sit on the engine: only routes import app/journey/pages/." },
          ],
        },
      ],
    },
  },
  layer(["app/journey/pages/**"], above("routes"), "A journey page never imports a route: routes import pages."),
  {
    // A page's view is in the browser bundle (only a route's loader, action and headers are
    // stripped): it reads its server side's types only (`import type { loader } from "./x.server"`).
    files: ["app/journey/pages/**/*.tsx", "app/journey/payment/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: SERVER_MODULES, allowTypeImports: true, message: "A page's view ships to the browser: it imports a server module's types only." }] },
      ],
    },
  },
];

/**
 * Public APIs only (DESIGN.md 2): no import from a package's `dist/` folder, no reading or writing
 * Node's module cache (`require.cache`), no use of the `Module` class or its internals
 * (`Module._load`, `_resolveFilename`, `_compile`…). Such code reaches into a dependency's
 * internals and breaks silently on its next release. `tests/unit/shell/public-apis.test.ts`
 * proves the rule fails on a deep import.
 */
const DIST = "/(^|\\/)dist(\\/|$)/";
export const publicApisOnly = {
  rules: {
    "no-restricted-syntax": [
      "error",
      ...["ImportDeclaration", "ImportExpression", "ExportNamedDeclaration", "ExportAllDeclaration"].map((node) => ({
        selector: `${node}[source.value=${DIST}]`,
        message: "Public APIs only: import a package by its documented entry, never from its dist/ folder (DESIGN.md 2).",
      })),
      {
        selector: `CallExpression[callee.name='require'][arguments.0.value=${DIST}]`,
        message: "Public APIs only: require a package by its documented entry, never from its dist/ folder (DESIGN.md 2).",
      },
      { selector: "MemberExpression[object.name='require'][property.name='cache']", message: "Public APIs only: Node's module cache is not ours to read or change." },
      {
        selector: "ImportDeclaration[source.value=/^(node:)?module$/] > :matches(ImportDefaultSpecifier, ImportNamespaceSpecifier, ImportSpecifier[imported.name='Module'])",
        message: "Public APIs only: Node's Module class and its internals are not ours to use (createRequire and builtinModules are).",
      },
      {
        selector: "MemberExpression[property.name=/^_(load|resolveFilename|compile|extensions|cache|pathCache|findPath|nodeModulePaths|initPaths|preloadModules|resolveLookupPaths)$/]",
        message: "Public APIs only: Module internals are not ours to use.",
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "data/", "test-results/", "playwright-report/", "**/*.d.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "error",
      eqeqeq: ["error", "smart"],
    },
  },
  ...layers,
  publicApisOnly,
  {
    files: ["scripts/**", "server/start.mjs", "server/sandbox/**", "**/*.test.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
);
