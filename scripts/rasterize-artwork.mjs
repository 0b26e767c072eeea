// `node scripts/rasterize-artwork.mjs`: raster copies of the vector artwork the home page shows many
// times, written next to their SVG sources. Run it again when a source changes, and commit the output
// (tests/unit/rasterized-artwork.test.ts checks that every copy is there and of the right size).
//   public/home/clients/*.svg -> public/home/clients/*.webp, 80 px high (the marks are shown 36-40 px
//     high: twice that, as a phone's screen; Lighthouse reports a 120 px copy as oversized for its
//     emulated phone);
//   styles/glyphs/*.svg -> styles/glyph-masks.css, each glyph a WebP data URI (--glyph) at four to five
//     times its largest size on the page, for the CSS masks of styles/glyphs.css;
//   public/logo-mark.svg -> app/icon.png (192 px) and app/apple-icon.png (180 px): the browser draws a
//     page's icon in the page's own process too.
//
// Why: the browser builds a whole hidden document, on the main thread, for every SVG file used as an
// image (an <img>, a CSS mask): 4-40 ms each on a fast machine, four times that on a phone, in the
// tasks that hydrate the page. A WebP is decoded off the main thread.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const LOGO_DIR = path.join(root, "public", "home", "clients");
export const LOGO_HEIGHT = 80;
export const GLYPH_DIR = path.join(root, "styles", "glyphs");
export const GLYPH_CSS = path.join(root, "styles", "glyph-masks.css");
/** Raster width in px of each glyph of GLYPH_DIR. */
export const GLYPH_WIDTHS = { arrow: 80, quote: 160, stars: 352 };
export const ICON_SOURCE = path.join(root, "public", "logo-mark.svg");
/** The icons Next's file conventions link from every page, with their size in px. */
export const ICONS = { [path.join(root, "app", "icon.png")]: 192, [path.join(root, "app", "apple-icon.png")]: 180 };

/** The SVG files of `dir`, by name. */
export const svgFiles = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith(".svg")).sort();

/** The width and height of an SVG's viewBox. */
export function viewBoxSize(svg) {
  const box = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error("The SVG needs a viewBox.");
  return { width: Number(box[1]), height: Number(box[2]) };
}

/** The density at which sharp renders the SVG `size.width` px wide, or `size.height` px high. */
function densityFor(svg, size) {
  const box = viewBoxSize(svg);
  return "width" in size ? (72 * size.width) / box.width : (72 * size.height) / box.height;
}

async function toWebp(svg, density) {
  return sharp(Buffer.from(svg), { density }).webp({ lossless: true, effort: 6 }).toBuffer();
}

async function writeLogos() {
  for (const file of svgFiles(LOGO_DIR)) {
    const svg = fs.readFileSync(path.join(LOGO_DIR, file), "utf8");
    const webp = await toWebp(svg, densityFor(svg, { height: LOGO_HEIGHT }));
    fs.writeFileSync(path.join(LOGO_DIR, file.replace(/\.svg$/, ".webp")), webp);
  }
}

async function writeGlyphMasks() {
  const rules = [];
  for (const file of svgFiles(GLYPH_DIR)) {
    const name = file.slice(0, -4);
    const width = GLYPH_WIDTHS[name];
    if (!width) throw new Error(`${file}: give it a raster width in GLYPH_WIDTHS.`);
    const svg = fs.readFileSync(path.join(GLYPH_DIR, file), "utf8");
    const webp = await toWebp(svg, densityFor(svg, { width }));
    rules.push(`  .glyph-${name} {\n    --glyph: url("data:image/webp;base64,${webp.toString("base64")}");\n  }`);
  }
  const header = "/* Written by scripts/rasterize-artwork.mjs from styles/glyphs/*.svg: do not edit. */\n";
  fs.writeFileSync(GLYPH_CSS, `${header}@layer components {\n${rules.join("\n")}\n}\n`);
}

async function writeIcons() {
  const svg = fs.readFileSync(ICON_SOURCE, "utf8");
  for (const [file, size] of Object.entries(ICONS)) {
    const png = await sharp(Buffer.from(svg), { density: densityFor(svg, { width: size }) }).png({ compressionLevel: 9 }).toBuffer();
    fs.writeFileSync(file, png);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeLogos()
    .then(writeGlyphMasks)
    .then(writeIcons)
    .then(() => console.log("Wrote public/home/clients/*.webp, styles/glyph-masks.css, app/icon.png and app/apple-icon.png"));
}
