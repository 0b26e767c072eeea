import { cleanSearch, HIT_END, HIT_START, highlightParts, searchTerms } from "@/lib/search";

describe("what the site search asks and shows", () => {
  it("keeps one trimmed line of at most 100 characters, without the highlight markers", () => {
    expect(cleanSearch("  servicii\n\tSEO  ")).toBe("servicii SEO");
    expect(cleanSearch(`a${HIT_START}b`)).toBe("a b");
    expect(cleanSearch("x".repeat(150))).toHaveLength(100);
    expect(cleanSearch(["SEO"])).toBe("");
  });

  it("leaves common Romanian words out, whatever their accents, but not from a quoted phrase or when nothing else is left", () => {
    expect(searchTerms("servicii de SEO în Brașov")).toBe("servicii SEO Brașov");
    expect(searchTerms("Și pentru")).toBe("Și pentru");
    expect(searchTerms('"agenție de marketing"')).toBe('"agenție de marketing"');
  });

  it("splits a marked text into plain and found parts", () => {
    expect(highlightParts(`O ${HIT_START}campanie${HIT_END} de ${HIT_START}publicitate${HIT_END}.`)).toEqual([
      { text: "O ", hit: false },
      { text: "campanie", hit: true },
      { text: " de ", hit: false },
      { text: "publicitate", hit: true },
      { text: ".", hit: false },
    ]);
    expect(highlightParts("<b>fără marcaje</b>")).toEqual([{ text: "<b>fără marcaje</b>", hit: false }]);
  });
});
