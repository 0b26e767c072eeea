import { SLUG_PATTERN, slugify } from "@/lib/slug";

describe("slugify (SPEC 4 and 5)", () => {
  it.each([
    ["Strategie de marketing în 2026", "strategie-de-marketing-in-2026"],
    ["Șase țări și ăla, Îmbunătățire", "sase-tari-si-ala-imbunatatire"],
    ["Ş/ş and Ţ/ţ (cedilla forms)", "s-s-and-t-t-cedilla-forms"],
    ["  --Google Ads & PPC!!  ", "google-ads-ppc"],
    ["???", ""],
  ])("%s -> %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("only accepts lower-case letters, digits and single hyphens", () => {
    expect(SLUG_PATTERN.test("seo-local-2026")).toBe(true);
    for (const bad of ["Seo", "seo--local", "-seo", "seo-", "seo local", "șase", "seo_local"]) {
      expect(SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});
