import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { boundariesPlugin } from "./eslint-rules/import-boundaries.ts";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".local",
      "test-results",
      "playwright-report",
      "src/routeTree.gen.ts",
      "supabase/functions/_shared/database.types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Toasts go through lib/toast.ts, whose loading is what brings the page's Toaster (lib/toaster-signal.ts).
      "no-restricted-imports": ["error", { paths: [{ name: "sonner", message: "Import { toast } from src/lib/toast.ts." }] }],
    },
  },
  {
    files: ["src/lib/toast.ts", "src/components/layout/lazy-toaster.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["scripts/**", "supabase/**", "tests/**", "e2e/**", "*.config.{ts,js}"],
    languageOptions: { globals: { ...globals.node, Deno: "readonly" } },
  },
  {
    // Layers: see eslint-rules/import-boundaries.ts and README.md (Layout).
    files: ["src/**/*.{ts,tsx}", "supabase/functions/**/*.ts"],
    plugins: { local: boundariesPlugin },
    rules: { "local/import-boundaries": "error" },
  },
  {
    // A function's queries are checked against the schema: its clients come from _shared/supabase.ts.
    files: ["supabase/functions/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='createClient']:not([typeArguments])",
          message: "Type the client with the generated schema: createClient<Database>(…) (see _shared/supabase.ts).",
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
);
