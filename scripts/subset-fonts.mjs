// `node scripts/subset-fonts.mjs`: cuts the site's two variable fonts down to what Romanian pages use
// and writes public/fonts/*.woff2, styles/fonts.css (their @font-face rules) and lib/font-files.ts
// (the URLs the root layout preloads). Run it again when the @fontsource-variable packages are
// updated, and commit the output.
//
// Why: Fontsource ships each family as a Latin file and a Latin Extended file (ă, ș, ț live in the
// second, with hundreds of other letters), so every Romanian page downloaded four files, 186 KB,
// discovered only after the stylesheet. Here each family has three files, split by what a Romanian
// page needs before its first paint: the preloaded "latin" file holds ASCII, â and î and the
// punctuation of Romanian text, the preloaded "romanian" file ă, ș and ț; the rest of Latin-1 and
// the rarer symbols wait in "latin-extra", which the browser fetches only for a page that uses them
// (unicode-range). Only the layout features the browser applies by itself are kept (plus tnum, for
// the counters), and the weight axis from 400 to 800, the weights the design uses. The two preloaded
// pairs are 37 KB; every byte of them is on the path to the first paint of a phone on a slow network.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const publicDir = path.join(root, "public", "fonts");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const codePoints = (text) => [...new Set([...text].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");

// What Romanian copy uses on nearly every page: NBSP, â î, quotes „” ‘’ “, dashes, ellipsis, bullets,
// €, ©, «», the signs of "3x3" and "−38%" and the arrows of the links.
const EVERYDAY = range(0x20, 0x7e) + "\u00a0ÂâÎî©«»·×−‘’“”„–—…•€→";
const PARTS = [
  { part: "latin", source: "latin", preload: true, text: EVERYDAY },
  // Comma-below letters and the older cedilla forms still found in pasted text.
  { part: "romanian", source: "latin-ext", preload: true, text: "ĂăȘșȚțŞşŢţ" },
  // Names and words borrowed from other languages (é, ü, ç) and rarer signs: loaded where used.
  {
    part: "latin-extra",
    source: "latin",
    preload: false,
    text: [...range(0xa0, 0xff) + "‐‑‚†‡‰′″‹›™←↑↓"].filter((c) => !EVERYDAY.includes(c)).join(""),
  },
];

// The features browsers turn on without being asked (kerning, ligatures, contextual alternates,
// marks, localized forms, variable substitutions) and the tabular figures of the counters.
const LAYOUT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "tnum"];

const FAMILIES = [
  { family: "Inter Variable", slug: "inter", pkg: "@fontsource-variable/inter", prefix: "inter" },
  {
    family: "Plus Jakarta Sans Variable",
    slug: "plus-jakarta-sans",
    pkg: "@fontsource-variable/plus-jakarta-sans",
    prefix: "plus-jakarta-sans",
  },
];

const WEIGHTS = { min: 400, max: 800 };

/** U+0020-007E style ranges for the unicode-range descriptor. */
function unicodeRange(text) {
  const ranges = [];
  for (const cp of codePoints(text)) {
    const last = ranges.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

async function build() {
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.mkdirSync(publicDir, { recursive: true });
  const faces = [];
  const preloaded = [];
  const onDemand = [];
  for (const font of FAMILIES) {
    const dir = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), "files");
    for (const { part, source, preload, text } of PARTS) {
      const input = fs.readFileSync(path.join(dir, `${font.prefix}-${source}-wght-normal.woff2`));
      const output = await subsetFont(input, text, {
        targetFormat: "woff2",
        variationAxes: { wght: WEIGHTS },
        keepFeatures: LAYOUT_FEATURES,
      });
      // The content hash in the name lets the files be cached for a year (next.config.js headers).
      const hash = crypto.createHash("sha256").update(output).digest("hex").slice(0, 10);
      const name = `${font.slug}-${part}.${hash}.woff2`;
      fs.writeFileSync(path.join(publicDir, name), output);
      (preload ? preloaded : onDemand).push(`/fonts/${name}`);
      faces.push(
        [
          "@font-face {",
          `  font-family: "${font.family}";`,
          "  font-style: normal;",
          "  font-display: swap;",
          `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
          `  src: url("/fonts/${name}") format("woff2");`,
          `  unicode-range: ${unicodeRange(text)};`,
          "}",
        ].join("\n"),
      );
      console.log(`public/fonts/${name}: ${output.length} bytes (from ${input.length})`);
    }
  }
  const banner = "Generated by scripts/subset-fonts.mjs; do not edit.";
  fs.writeFileSync(path.join(root, "styles", "fonts.css"), `/* ${banner} */\n${faces.join("\n\n")}\n`);
  fs.writeFileSync(
    path.join(root, "lib", "font-files.ts"),
    [
      `// ${banner}`,
      "/** The web font files every page needs at once, preloaded by the root layout. */",
      `export const FONT_FILES = ${JSON.stringify(preloaded, null, 2)} as const;`,
      "",
      "/** Rarer letters and signs, fetched by the browser only for a page that uses them (unicode-range). */",
      `export const ON_DEMAND_FONT_FILES = ${JSON.stringify(onDemand, null, 2)} as const;`,
      "",
    ].join("\n"),
  );
}

await build();
