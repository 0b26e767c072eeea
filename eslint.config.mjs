import path from "node:path";
import { fileURLToPath } from "node:url";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers (README, Architecture): imports go down, app -> components -> lib, and inside lib
 * boot -> server -> db. tests/unit/import-rules.test.ts checks that these rules still catch a breach.
 */
export const LAYER_ZONES = [
  { target: "./lib", from: ["./components", "./app"], message: "lib/ never imports components/ or app/: move what it needs down into lib/." },
  { target: "./components", from: "./app", message: "components/ never import app/: move what they need into components/ or lib/." },
  {
    target: "./lib/db",
    from: ["./lib/server", "./lib/boot", "./lib/auth", "./lib/api"],
    message: "lib/db is connection, schema and migrations only: it never imports the layers above it.",
  },
  { target: "./lib/server", from: "./lib/boot", message: "lib/boot starts the server and sits above lib/server: lib/server never imports it." },
  {
    target: ["./app", "./components"],
    from: ["./lib/db", "./lib/boot"],
    message: "Pages, components and handlers read data through lib/server, never the database or the start sequence.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", ".next-*/**", "test-data/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "lib/db/migrations/**"],
  },
  {
    // CommonJS config files that Next and Jest load with require().
    files: ["**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-restricted-paths": ["error", { basePath: root, zones: LAYER_ZONES }],
    },
  },
  {
    // No import circle in lib/ (the old lib/db <-> lib/server one hid the layers). Checked in lib/ only:
    // over the whole tree the rule triples the lint's time, and a circle through lib/ would need an
    // import that the zones above already refuse.
    files: ["lib/**/*.{ts,tsx,js,mjs}", "instrumentation.ts"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
    // Packages are never part of a circle of ours: not parsed (PGlite's bundle overflows the parser's stack).
    settings: { "import/ignore": ["node_modules"] },
  },
];

export default config;
