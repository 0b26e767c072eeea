/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { GLYPH_CSS, GLYPH_DIR, GLYPH_WIDTHS, ICONS, LOGO_DIR, LOGO_HEIGHT, svgFiles, viewBoxSize } from "../../scripts/rasterize-artwork.mjs";
import { CLIENT_LOGOS } from "@/lib/home-content";

// scripts/rasterize-artwork.mjs writes WebP copies of SVG artwork the home page repeats (an SVG used
// as an image costs a hidden document on the main thread). A stale or partly committed run shows as
// a missing copy, a copy of another shape, or a page still pointing at an SVG.
const root = path.resolve(__dirname, "../..");

describe("the rasterized artwork", () => {
  it("has a WebP copy of every client mark, 80 px high, in the mark's proportions", async () => {
    const files = svgFiles(LOGO_DIR);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const box = viewBoxSize(fs.readFileSync(path.join(LOGO_DIR, file), "utf8"));
      const meta = await sharp(path.join(LOGO_DIR, file.replace(/\.svg$/, ".webp"))).metadata();
      expect({ file, format: meta.format, height: meta.height }).toEqual({ file, format: "webp", height: LOGO_HEIGHT });
      expect(Math.abs((meta.width ?? 0) - (box.width * LOGO_HEIGHT) / box.height)).toBeLessThanOrEqual(1);
    }
  });

  it("is what the home page shows: every client mark is a WebP copy, sized in its proportions", async () => {
    for (const logo of CLIENT_LOGOS) {
      expect(logo.src).toMatch(/^\/home\/clients\/[a-z-]+\.webp$/);
      const meta = await sharp(path.join(root, "public", logo.src)).metadata();
      expect(logo.width / logo.height).toBeCloseTo((meta.width ?? 0) / (meta.height ?? 1), 1);
    }
  });

  it("has a WebP mask for every glyph source, at its raster width and in its proportions", async () => {
    const css = fs.readFileSync(GLYPH_CSS, "utf8");
    const files = svgFiles(GLYPH_DIR);
    expect(files.map((f) => f.slice(0, -4)).sort()).toEqual(Object.keys(GLYPH_WIDTHS).sort());
    for (const file of files) {
      const name = file.slice(0, -4) as keyof typeof GLYPH_WIDTHS;
      const data = new RegExp(`\\.glyph-${name} \\{\\n    --glyph: url\\("data:image/webp;base64,([A-Za-z0-9+/=]+)"\\);`).exec(css)?.[1];
      expect(data).toBeDefined();
      const meta = await sharp(Buffer.from(data ?? "", "base64")).metadata();
      const box = viewBoxSize(fs.readFileSync(path.join(GLYPH_DIR, file), "utf8"));
      expect({ name, format: meta.format, width: meta.width }).toEqual({ name, format: "webp", width: GLYPH_WIDTHS[name] });
      expect(Math.abs((meta.height ?? 0) - (GLYPH_WIDTHS[name] * box.height) / box.width)).toBeLessThanOrEqual(1);
    }
  });

  it("gives the site PNG icons, square, at their sizes, and no SVG icon beside them", async () => {
    for (const [file, size] of Object.entries(ICONS)) {
      const meta = await sharp(file).metadata();
      expect({ file: path.relative(root, file), format: meta.format, width: meta.width, height: meta.height }).toEqual({
        file: path.relative(root, file),
        format: "png",
        width: size,
        height: size,
      });
    }
    expect(fs.readdirSync(path.join(root, "app")).filter((f) => /^(icon|apple-icon|favicon)\b.*\.svg$/.test(f))).toEqual([]);
  });

  it("leaves no SVG image in the stylesheet's glyphs", () => {
    expect(fs.readFileSync(path.join(root, "styles/glyphs.css"), "utf8")).not.toContain("image/svg");
    expect(fs.readFileSync(GLYPH_CSS, "utf8")).not.toContain("image/svg");
  });
});
