/** @jest-environment node */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

// The layers of README's Architecture, as eslint.config.mjs states them (import/no-restricted-paths and
// import/no-cycle). `eslint .` in `npm test` applies them; this shows they still catch a breach, so a
// config change cannot switch them off unnoticed, and that the tree keeps them.

type Linted = { file: string; messages: Array<{ ruleId: string | null; message: string }> };

const ROOT = process.cwd();

async function lint(files: string[]): Promise<Linted[]> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // Jest's --experimental-vm-modules is not for the child
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, "tests/support/lint-imports.mjs"), ...files], {
    cwd: ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Linted[];
}

const rulesOf = (results: Linted[], file: string) => (results.find((r) => r.file === file)?.messages ?? []).map((m) => m.ruleId);

it("the tree keeps its layers: no import climbs back and lib/ has no import circle", async () => {
  const results = await lint(["app", "components", "lib", "instrumentation.ts", "proxy.ts"]);
  expect(results.length).toBeGreaterThan(300);
  expect(results.filter((r) => r.messages.length > 0)).toEqual([]);
}, 180_000);

describe("a file that breaks a layer is reported", () => {
  // Real files (import/no-cycle reads them from disk), named after this process, removed afterwards.
  const tag = `import-rules-probe-${process.pid}`;
  const probes: Record<string, string> = {
    [`lib/${tag}.ts`]: 'import { INBOX_MSG } from "@/components/admin/inbox/inbox-logic";\nexport const probe = INBOX_MSG;\n',
    [`lib/db/${tag}.ts`]: 'import { sanitizeRichHtml } from "@/lib/server/html";\nexport const probe = sanitizeRichHtml;\n',
    [`components/${tag}.ts`]: 'import PublicLayout from "@/app/(public)/layout";\nexport const probe = PublicLayout;\n',
    [`lib/${tag}-a.ts`]: `import { b } from "./${tag}-b";\nexport const a = () => b();\n`,
    [`lib/${tag}-b.ts`]: `import { a } from "./${tag}-a";\nexport const b = (): unknown => a;\n`,
  };
  let results: Linted[] = [];

  beforeAll(async () => {
    for (const [file, text] of Object.entries(probes)) fs.writeFileSync(path.join(ROOT, file), text);
    try {
      results = await lint(Object.keys(probes));
    } finally {
      for (const file of Object.keys(probes)) fs.rmSync(path.join(ROOT, file), { force: true });
    }
  }, 120_000);

  it("lib/ importing components/", () => {
    expect(rulesOf(results, `lib/${tag}.ts`)).toEqual(["import/no-restricted-paths"]);
  });

  it("lib/db importing lib/server", () => {
    expect(rulesOf(results, `lib/db/${tag}.ts`)).toEqual(["import/no-restricted-paths"]);
  });

  it("components/ importing app/", () => {
    expect(rulesOf(results, `components/${tag}.ts`)).toEqual(["import/no-restricted-paths"]);
  });

  it("two lib/ files importing each other", () => {
    expect(rulesOf(results, `lib/${tag}-a.ts`)).toEqual(["import/no-cycle"]);
    expect(rulesOf(results, `lib/${tag}-b.ts`)).toEqual(["import/no-cycle"]);
  });
});
