import { cutDescription, cutTitle, seoChecks, titleWidth, type SeoInput } from "@/lib/seo/check";

const ORIGIN = "https://agentie.ro";
const base: SeoInput = {
  title: "Optimizare SEO pentru magazine online din România",
  description: "Auditul, strategia și optimizarea on-page care aduc magazinului dvs. clienți din Google, lună de lună.",
  slug: "optimizare-seo-magazine-online",
  html:
    '<p>Optimizarea SEO pentru magazine online începe cu un audit. Citiți <a href="/blog/audit">ghidul</a> și <a href="https://developers.google.com/search">sursa</a>.</p>' +
    '<h2>Cum lucrăm la optimizarea SEO</h2><p>Pas cu pas.</p><img src="/uploads/a.png" alt="Grafic">',
  keyphrase: "optimizare SEO",
  origin: ORIGIN,
};
const levels = (input: Partial<SeoInput>) => Object.fromEntries(seoChecks({ ...base, ...input }).map((c) => [c.id, c.level]));
const message = (input: Partial<SeoInput>, id: string) => seoChecks({ ...base, ...input }).find((c) => c.id === id)?.message;

describe("the SEO check beside the meta fields", () => {
  it("measures titles in Google's pixels: wide letters fill the 600 px before narrow ones", () => {
    expect(titleWidth("W".repeat(30))).toBeGreaterThan(titleWidth("i".repeat(30)) * 3);
    expect(cutTitle("Titlu scurt")).toEqual({ text: "Titlu scurt", cut: false });
    const long = cutTitle("MARKETING ONLINE PENTRU MAGAZINE ȘI CLINICI DIN BUCUREȘTI ȘI DIN ȚARĂ");
    expect(long.cut).toBe(true);
    expect(long.text).toMatch(/^MARKETING ONLINE .* …$/);
    expect(titleWidth(long.text)).toBeLessThanOrEqual(600);
  });

  it("cuts the description shorter on a phone than on a desktop", () => {
    const text = "Un text de descriere ".repeat(8);
    expect(cutDescription(text, "phone").text.length).toBeLessThan(cutDescription(text, "desktop").text.length);
    expect(cutDescription(text, "desktop").cut).toBe(true);
  });

  it("is all green for a page that does everything", () => {
    expect(levels({})).toEqual({
      title: "good",
      description: "good",
      "keyphrase-title": "good",
      "keyphrase-slug": "good",
      "keyphrase-intro": "good",
      "keyphrase-heading": "good",
      alt: "good",
      internal: "good",
      outbound: "good",
    });
  });

  it("finds the keyphrase whatever its accents and marks each place it is missing in red", () => {
    expect(levels({ keyphrase: "magazine online din românia" })["keyphrase-title"]).toBe("good");
    expect(levels({ keyphrase: "magazine online din Romania" })["keyphrase-slug"]).toBe("bad");
    expect(message({ keyphrase: "audit tehnic" }, "keyphrase-heading")).toBe("Expresia cheie lipsește din cel puțin un subtitlu.");
    expect(levels({ keyphrase: "" }).keyphrase).toBe("ok");
  });

  it("flags long or missing titles and descriptions, images without alt, missing links, long paragraphs and sentences", () => {
    expect(levels({ title: "W".repeat(40) }).title).toBe("bad");
    expect(levels({ title: "" }).title).toBe("bad");
    expect(levels({ description: "" }).description).toBe("bad");
    expect(levels({ description: "Scurt." }).description).toBe("ok");
    expect(message({ html: '<p>x</p><img src="a.png"><img src="b.png" alt=" ">' }, "alt")).toBe("2 imagini nu au text alternativ (alt).");
    const noLinks = levels({ html: '<p>Fără linkuri, doar <a href="https://agentie.ro/contact">unul intern absolut</a>.</p>' });
    expect([noLinks.internal, noLinks.outbound]).toEqual(["good", "ok"]);
    expect(levels({ html: "<p>Text.</p>" }).internal).toBe("ok");
    const long = `<p>${"cuvânt ".repeat(160)}</p>`;
    expect(message({ html: long }, "paragraphs")).toBe("Un paragraf are peste 150 de cuvinte: împărțiți-l.");
    const sentences = `<p>${"Aceasta este o propoziție foarte lungă, cu multe cuvinte adăugate doar pentru a trece de limita de douăzeci și cinci de cuvinte pe care o recomandăm. ".repeat(3)}Scurtă.</p>`;
    expect(message({ html: sentences }, "sentences")).toBe("3 din 4 propoziții au peste 25 de cuvinte: scurtați-le.");
  });
});
