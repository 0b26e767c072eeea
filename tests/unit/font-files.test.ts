import fs from "node:fs";
import path from "node:path";
import { FONT_FILES } from "@/lib/font-files";

// scripts/subset-fonts.mjs writes three things that must agree: the font files, their @font-face
// rules and the list the root layout preloads. A stale or partly committed run breaks one of them.
const root = path.resolve(__dirname, "../..");
const css = fs.readFileSync(path.join(root, "styles/fonts.css"), "utf8");

describe("the subset web fonts", () => {
  it("preloads exactly the files the @font-face rules use, and each is a small WOFF2 in public/fonts", () => {
    const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]);
    expect([...FONT_FILES].sort()).toEqual(urls.sort());
    for (const url of FONT_FILES) {
      const file = path.join(root, "public", url);
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes.length).toBeLessThan(40_000);
    }
  });

  it("has a Latin and a Romanian face for both families, the Romanian one covering ă, â, î, ș, ț", () => {
    const faces = css.split("@font-face").slice(1);
    expect(faces).toHaveLength(4);
    for (const family of ["Inter Variable", "Plus Jakarta Sans Variable"]) {
      const own = faces.filter((f) => f.includes(`font-family: "${family}"`));
      expect(own).toHaveLength(2);
      const ranges = own.map((f) => /unicode-range: ([^;]+);/.exec(f)?.[1] ?? "");
      // â and î are Latin-1 (U+00E2, U+00EE), in the Latin file; ă ș ț in the Romanian one.
      expect(ranges.some((r) => r.includes("U+00A0-00FF"))).toBe(true);
      expect(ranges.some((r) => r.includes("U+0102-0103") && r.includes("U+0218-021B"))).toBe(true);
    }
  });
});
