import tseslint from "typescript-eslint";

/**
 * One home per feature (DESIGN.md 4): app/features/<feature>/ holds a feature's routes, views and
 * rules; app/kernel/ what features share. A feature imports the kernel, never another feature;
 * the kernel imports no feature. Inside the kernel, imports only go down: pure rules (addresses,
 * people, money, contract, content, and a feature's `rules/`) import no I/O, React or Remix;
 * upstream clients render nothing; UI components import no server module. Cross-folder imports
 * go through the `~/` alias. `tests/unit/shell/layers.test.ts` proves each rule fails on a
 * wrong-way import.
 */
export const FEATURES = ["account", "counter", "dashboard", "editorial", "family", "journey", "site", "termination"];
const folder = (...paths) => paths.flatMap((path) => [`~/${path}`, `~/${path}/**`]);
const relative = (name) => [`../${name}`, `../${name}/**`, `../../${name}`, `../../${name}/**`];
const SERVER_MODULES = ["~/**/*.server", "**/*.server", "*.server"];
const REACT_AND_REMIX = ["react", "react-dom", "react-dom/*", "@remix-run/*"];
const NO_FEATURE = {
  group: [...folder("features"), "../features/**", "../../features/**", "../../../features/**"],
  message: "The kernel is what features share: it never imports a feature (DESIGN.md 4).",
};
// ESLint keeps one setting of a rule per file (the last): each kernel layer repeats the kernel's own rule.
const layer = (files, group, message, ignores = []) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns: [{ group, message }, ...(files.every((file) => file.startsWith("app/kernel/")) ? [NO_FEATURE] : [])] }] },
});
const PURE_RULES = ["app/kernel/addresses/**/*.ts", "app/kernel/people/**/*.ts", "app/kernel/money/**/*.ts", "app/kernel/contract/**/*.ts", "app/kernel/content/**/*.ts", "app/features/*/rules/**"];

const PURE = {
  group: [...folder("kernel/upstream", "kernel/sessions", "kernel/auth", "kernel/ui", "kernel/platform"), ...SERVER_MODULES, ...REACT_AND_REMIX],
  message: "A rule is pure (DESIGN.md 4): it imports only other rules, never I/O, a session, a component, React or Remix.",
};
function otherFeatures(feature) {
  const others = FEATURES.filter((other) => other !== feature);
  return {
    group: [...folder(...others.map((other) => `features/${other}`)), ...others.flatMap(relative)],
    message: `A feature never imports another (DESIGN.md 4): what ${feature} shares with another feature lives in app/kernel/.`,
  };
}
const restricted = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });

export const layers = [
  ...FEATURES.map((feature) => restricted([`app/features/${feature}/**`], [otherFeatures(feature)])),
  ...FEATURES.map((feature) => restricted([`app/features/${feature}/rules/**`], [otherFeatures(feature), PURE], ["**/*.server.ts", "**/*.tsx"])),
  restricted(["app/kernel/**"], [NO_FEATURE]),
  restricted(PURE_RULES.filter((glob) => glob.startsWith("app/kernel/")), [PURE, NO_FEATURE], ["**/*.server.ts", "**/*.tsx"]),
  layer(
    ["app/kernel/upstream/**"],
    [...folder("kernel/ui", "kernel/sessions", "kernel/auth", "kernel/i18n"), "react", "react-dom", "react-dom/*"],
    "kernel/upstream talks to upstream services: it may use rules and platform, never UI, sessions, auth, i18n or React.",
  ),
  layer(
    ["app/kernel/platform/**"],
    [...folder("kernel/upstream", "kernel/sessions", "kernel/auth", "kernel/ui", "kernel/i18n"), "react", "react-dom", "react-dom/*"],
    "kernel/platform is the server's runtime (configuration, logs, limits): it uses rules only, never upstream, sessions, auth, UI or React.",
  ),
  layer(
    ["app/kernel/sessions/**"],
    folder("kernel/upstream", "kernel/auth", "kernel/ui", "kernel/i18n"),
    "kernel/sessions defines cookies: it may use platform and rules, never upstream, auth, UI or i18n.",
  ),
  {
    files: ["app/kernel/ui/**", "app/kernel/**/*.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: [...SERVER_MODULES, ...folder("kernel/upstream", "kernel/sessions")], allowTypeImports: true, message: "A component is presentational: it takes data as props and imports no server module, upstream client or session." },
          ],
        },
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
