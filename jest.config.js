const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: "./" });

const common = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next", "/test-data/"],
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/test-data"],
};

/** Two projects: API and server code in node against a real database; components in jsdom. */
module.exports = async () => {
  const server = await createJestConfig({
    ...common,
    displayName: "api",
    testEnvironment: "node",
    testMatch: [
      "<rootDir>/tests/api/**/*.test.ts",
      "<rootDir>/tests/server/**/*.test.ts",
      // What holds on one engine only: several processes on one database and uploads as rows on
      // PostgreSQL; uploads as files (a full or read-only disk) on PGlite. Each run takes its own
      // folder, so no test is ever skipped; .ci/run runs the API project on both.
      ...(process.env.TEST_DATABASE_URL ? ["<rootDir>/tests/postgres/**/*.test.ts"] : ["<rootDir>/tests/pglite/**/*.test.ts"]),
    ],
    setupFiles: ["<rootDir>/tests/support/env.js"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/db-per-file.ts"],
  })();
  const ui = await createJestConfig({
    ...common,
    displayName: "ui",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.tsx"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/jsdom-setup.ts"],
  })();
  // next/jest ignores node_modules for transforms; file-type and its helpers ship ESM only.
  const esm = ["feed", "jose", "file-type", "strtok3", "token-types", "peek-readable", "@tokenizer", "uint8array-extras", "@borewit"];
  const transformIgnorePatterns = [`/node_modules/(?!(${esm.join("|")})/)`];
  return {
    testTimeout: 30000,
    projects: [
      { ...server, transformIgnorePatterns },
      { ...ui, transformIgnorePatterns },
    ],
  };
};
