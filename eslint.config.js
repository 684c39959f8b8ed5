import tseslint from "typescript-eslint";

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
  {
    files: ["scripts/**", "server/start.mjs", "server/sandbox/**", "**/*.test.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
);
