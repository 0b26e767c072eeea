// Runs the layer rules of eslint.config.mjs, and only those, on the files named in the arguments, through
// ESLint's Node API in a process of its own (Jest's module system would load ESLint's ESM config through
// its own transforms). Prints one JSON line: each file with its messages. Used by tests/unit/import-rules.test.ts.
import path from "node:path";
import { ESLint } from "eslint";

const LAYER_RULES = new Set(["import/no-restricted-paths", "import/no-cycle"]);
const cwd = process.cwd();
const eslint = new ESLint({ cwd, ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId) });
const results = await eslint.lintFiles(process.argv.slice(2));
console.log(
  JSON.stringify(
    results.map((r) => ({
      file: path.relative(cwd, r.filePath),
      // A file that does not parse has a message without a rule: it is kept, so it cannot pass unnoticed.
      messages: r.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    })),
  ),
);
