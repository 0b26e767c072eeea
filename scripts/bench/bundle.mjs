// `npm run bench:bundle`: first-load JS of every public route, read from the build output
// (NEXT_DIST_DIR, default .next-bench; run a bench or `NEXT_DIST_DIR=.next-bench npm run build` first).
// Fails when a public route can load portal-only code: formik, TipTap/ProseMirror, components/admin
// or components/editor. Checked twice: by the module paths in the route's client manifest and by
// markers in the chunk contents, since a module path can hide behind a re-export from another file.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { root } from "../env.mjs";
import { DIST_DIR, printTable } from "./server.mjs";

const dist = path.join(root, DIST_DIR);
// The public route group plus the root not-found page that unknown URLs outside it render.
const PUBLIC_DIRS = ["server/app/(public)", "server/app/_not-found"].map((d) => path.join(dist, d)).filter((d) => fs.existsSync(d));
const FORBIDDEN_MODULES = /node_modules\/(formik|@tiptap|prosemirror-)|\/components\/(admin|editor)\//;
// String literals that survive minification: formik's context name and state setter, ProseMirror's
// editor class, TipTap's name in its extension and error strings.
const FORBIDDEN_MARKERS = [/FormikContext/, /setFormikState/, /ProseMirror/, /tiptap/i];
// Public code that must wait until it is needed, by a name that survives minification: yup (the
// contact form's checks load when a visitor focuses the form; its ValidationError class) and Embla
// (loaded when a carousel nears the viewport; its containScroll option).
const DEFERRED_MARKERS = [/ValidationError/, /containScroll/];

if (!fs.existsSync(path.join(dist, "build-manifest.json"))) {
  console.error(`No build in ${DIST_DIR}. Build first: NEXT_DIST_DIR=${DIST_DIR} npx next build`);
  process.exit(2);
}

/** Every public page's client manifest, e.g. server/app/(public)/blog/[slug]/page_client-reference-manifest.js. */
function manifests(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifests(full);
    return entry.name === "page_client-reference-manifest.js" ? [full] : [];
  });
}

/** The file assigns globalThis.__RSC_MANIFEST[route]; evaluate it in a sandbox to read the object. */
function load(file) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const [[route, manifest]] = Object.entries(sandbox.__RSC_MANIFEST);
  return { route: route.replace("/(public)", "").replace(/\/page$/, "") || "/", manifest };
}

const chunkFile = (chunk) => path.join(dist, chunk.replace(/^\/_next\//, ""));
const sizes = new Map();
function size(chunk) {
  if (!sizes.has(chunk)) {
    const body = fs.readFileSync(chunkFile(chunk));
    sizes.set(chunk, { raw: body.length, gzip: zlib.gzipSync(body).length, text: body.toString("utf8") });
  }
  return sizes.get(chunk);
}

const build = JSON.parse(fs.readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
const kb = (n) => (n / 1024).toFixed(1);
const rows = [];
const problems = [];

for (const file of PUBLIC_DIRS.flatMap(manifests).sort()) {
  const { route, manifest } = load(file);
  // What the browser loads before the page is interactive: the framework's main files plus the
  // entry chunks of every segment (layouts, page, error and not-found boundaries).
  const firstLoad = new Set([...build.rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()].filter((c) => c.endsWith(".js")));
  // Everything the route may fetch later as well (client components loaded on demand).
  const reachable = new Set(firstLoad);
  for (const mod of Object.values(manifest.clientModules)) for (const c of mod.chunks) if (c.endsWith(".js")) reachable.add(c.replace(/^\/_next\//, ""));

  const sum = (chunks) => chunks.reduce((t, c) => ({ raw: t.raw + size(c).raw, gzip: t.gzip + size(c).gzip }), { raw: 0, gzip: 0 });
  const total = sum([...firstLoad]);
  const own = sum([...firstLoad].filter((c) => !build.rootMainFiles.includes(c)));
  const modules = Object.keys(manifest.clientModules).filter((m) => FORBIDDEN_MODULES.test(m));
  const markers = [
    ...[...reachable].flatMap((c) => FORBIDDEN_MARKERS.filter((re) => re.test(size(c).text)).map((re) => `${path.basename(c)}: ${re}`)),
    ...[...firstLoad].flatMap((c) => DEFERRED_MARKERS.filter((re) => re.test(size(c).text)).map((re) => `${path.basename(c)}: ${re} in the first load`)),
  ];
  if (modules.length || markers.length) problems.push({ route, modules, markers });
  rows.push([route, kb(total.raw), kb(total.gzip), kb(own.gzip), String(firstLoad.size), String(reachable.size - firstLoad.size), modules.length || markers.length ? "PORTAL CODE" : "ok"]);
}

console.log(`\nFirst-load JS per public route (${DIST_DIR}; KB; polyfills for old browsers excluded)\n`);
printTable(["route", "first load", "gzip", "gzip w/o framework", "chunks", "lazy chunks", "portal code"], rows);
for (const p of problems) {
  console.error(`\n${p.route} loads portal-only code, or code that should wait:`);
  for (const m of p.modules) console.error(`  module ${m}`);
  for (const m of p.markers) console.error(`  marker ${m}`);
}
if (problems.length) process.exitCode = 1;
