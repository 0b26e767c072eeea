import fs from "node:fs"; import path from "node:path"; import vm from "node:vm"; import zlib from "node:zlib";
const dist = ".next-bench";
const file = path.join(dist, "server/app/(public)/termeni-si-conditii/[[...rest]]/page_client-reference-manifest.js");
const sb = {}; sb.globalThis = sb; vm.runInNewContext(fs.readFileSync(file, "utf8"), sb);
const [[route, m]] = Object.entries(sb.__RSC_MANIFEST);
const build = JSON.parse(fs.readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
const chunkMods = {};
for (const [mod, v] of Object.entries(m.clientModules)) for (const c of v.chunks) if (c.endsWith(".js")) (chunkMods[c] ||= new Set()).add(mod.replace(/^.*\/work\/main\//, "").replace(/ <module evaluation>|#.*$/g,""));
console.log(JSON.stringify(m.entryJSFiles, null, 1));
for (const [c, mods] of Object.entries(chunkMods)) { const b = fs.readFileSync(path.join(dist, c.replace(/^\/_next\//, ""))); console.log(c, zlib.gzipSync(b).length, build.rootMainFiles.includes(c) ? "ROOT" : "", [...mods].slice(0,12).join(" | ")); }
