import fs from "node:fs";
import path from "node:path";
import { FONT_FILES, ON_DEMAND_FONT_FILES } from "@/lib/font-files";

// scripts/subset-fonts.mjs writes three things that must agree: the font files, their @font-face
// rules and the lists of preloaded and on-demand files. A stale or partly committed run breaks one.
const root = path.resolve(__dirname, "../..");
const css = fs.readFileSync(path.join(root, "styles/fonts.css"), "utf8");
const faces = css.split("@font-face").slice(1);

/** The code points of a unicode-range descriptor such as "U+0020-007E, U+00E2". */
function codePoints(face: string): Set<number> {
  const descriptor = /unicode-range: ([^;]+);/.exec(face)?.[1] ?? "";
  const points = new Set<number>();
  for (const item of descriptor.split(",")) {
    const [from, to = from] = item.trim().replace(/^U\+/i, "").split("-");
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp++) points.add(cp);
  }
  return points;
}
const has = (points: Set<number>, text: string) => [...text].every((c) => points.has(c.codePointAt(0) ?? -1));

describe("the subset web fonts", () => {
  it("has a @font-face for every preloaded and every on-demand file, each a small WOFF2 in public/fonts", () => {
    const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]);
    expect([...FONT_FILES, ...ON_DEMAND_FONT_FILES].sort()).toEqual(urls.sort());
    for (const url of urls) {
      const bytes = fs.readFileSync(path.join(root, "public", url));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes.length).toBeLessThan(25_000);
    }
  });

  it("preloads what Romanian text needs, in about 37 KB, and leaves the rest of Latin-1 for the pages that use it", () => {
    const preloadedBytes = FONT_FILES.reduce((sum, url) => sum + fs.statSync(path.join(root, "public", url)).size, 0);
    expect(preloadedBytes).toBeLessThan(40_000);
    expect(faces).toHaveLength(6);
    for (const family of ["Inter Variable", "Plus Jakarta Sans Variable"]) {
      const own = faces.filter((f) => f.includes(`font-family: "${family}"`));
      expect(own).toHaveLength(3);
      const preloaded = own.filter((f) => FONT_FILES.some((url) => f.includes(url))).map(codePoints);
      expect(preloaded).toHaveLength(2);
      const everyday = new Set(preloaded.flatMap((p) => [...p]));
      expect(has(everyday, "Ăă Ââ Îî Șș Țț Şş Ţţ „citat” – … € © −38% →")).toBe(true);
      expect(has(everyday, "é")).toBe(false);
      // The three ranges never overlap, and together they cover Latin-1 (é, ü, ç for names).
      const all = own.map(codePoints);
      const total = all.reduce((n, p) => n + p.size, 0);
      const union = new Set(all.flatMap((p) => [...p]));
      expect(union.size).toBe(total);
      for (let cp = 0xa0; cp <= 0xff; cp++) expect(union.has(cp)).toBe(true);
    }
  });
});
