/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// scripts/compile-hints.mjs, run as `npm run build` runs it, on a build folder of its own.
const HINT = "//# allFunctionsCalledOnLoad";
const script = path.resolve(__dirname, "../../scripts/compile-hints.mjs");
let dist: string;

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), text);
};
const read = (rel: string) => fs.readFileSync(path.join(dist, rel), "utf8");
const run = () => execFileSync(process.execPath, [script, dist], { encoding: "utf8" });

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write("static/chunks/main.js", "console.log(1);\n//# sourceMappingURL=main.js.map");
  write("static/chunks/main.js.map", JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA" }));
  write("static/chunks/app/page.js", "console.log(2);");
  write("static/chunks/site.css", "body{color:red}");
  write("server/app/page.js", "module.exports = {};");
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

test("every client chunk starts with the hint, once; styles and server code are left alone", () => {
  expect(run()).toContain("2 client chunks");
  expect(read("static/chunks/main.js")).toBe(`${HINT}\nconsole.log(1);\n//# sourceMappingURL=main.js.map`);
  expect(read("static/chunks/app/page.js")).toBe(`${HINT}\nconsole.log(2);`);
  expect(read("static/chunks/site.css")).toBe("body{color:red}");
  expect(read("server/app/page.js")).toBe("module.exports = {};");

  expect(run()).toContain("0 client chunks");
  expect(read("static/chunks/main.js").split(HINT)).toHaveLength(2);
});

test("a chunk's source map moves down the one line the hint adds", () => {
  run();
  expect(JSON.parse(read("static/chunks/main.js.map")).mappings).toBe(";AAAA");
  run();
  expect(JSON.parse(read("static/chunks/main.js.map")).mappings).toBe(";AAAA");
});
