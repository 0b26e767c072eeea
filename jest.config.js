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
      // Several processes on one database: PostgreSQL only (PGlite has one process per database).
      ...(process.env.TEST_DATABASE_URL ? ["<rootDir>/tests/postgres/**/*.test.ts"] : []),
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
  const esm = ["jose", "file-type", "strtok3", "token-types", "peek-readable", "@tokenizer", "uint8array-extras", "@borewit"];
  const transformIgnorePatterns = [`/node_modules/(?!(${esm.join("|")})/)`];
  return {
    testTimeout: 30000,
    projects: [
      { ...server, transformIgnorePatterns },
      { ...ui, transformIgnorePatterns },
    ],
  };
};
