import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd, SiteJsonLd } from "@/components/public/seo/json-ld";
import { buildSiteConfig } from "@/lib/site-config";

/** A brand as an admin saves it in "Setări". */
const BRAND = "Agenția Nord";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  caseStudyJsonLd,
  faqPageJsonLd,
  organizationId,
  serializeJsonLd,
  serviceJsonLd,
} from "@/lib/seo/json-ld";
import { buildMetadata, pageTitle, pickDescription, pickTitle } from "@/lib/seo/metadata";
import { absoluteUrl, DEFAULT_OG_IMAGE_URL, siteUrl } from "@/lib/seo/site";
import { clampText, htmlToText } from "@/lib/seo/text";

const ATTACK = "</script><script>alert(1)</script>";

/** The text of every ld+json script in some markup. */
function scripts(markup: string): string[] {
  return [...markup.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

describe("JSON-LD escaping (QUALITY I3)", () => {
  it("writes < as \\u003c and keeps the same JSON value", () => {
    const node = blogPostingJsonLd({ siteName: BRAND, title: ATTACK, description: `a & b > c ${ATTACK}`, path: "/blog/x" });
    const json = serializeJsonLd(node);
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(node);
    expect((JSON.parse(json) as { headline: string }).headline).toBe(ATTACK);
  });

  it("escapes the JavaScript line separators too", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "a\u2028b\u2029c" });
    expect(json).toContain("\\u2028");
    expect(json).toContain("\\u2029");
    expect((JSON.parse(json) as { name: string }).name).toBe("a\u2028b\u2029c");
  });

  it("renders one script element that the attack cannot close early", () => {
    const markup = renderToStaticMarkup(
      <JsonLd data={[blogPostingJsonLd({ siteName: BRAND, title: ATTACK, description: ATTACK, path: "/blog/x" }), breadcrumbJsonLd([{ name: ATTACK, path: "/blog/x" }])]} />,
    );
    expect(markup.match(/<script/g)).toHaveLength(1);
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(markup).not.toContain("alert(1)</script>");
    const [body] = scripts(markup);
    const parsed = JSON.parse(body) as Array<{ headline?: string; itemListElement?: Array<{ name: string }> }>;
    expect(parsed[0].headline).toBe(ATTACK);
    expect(parsed[1].itemListElement?.[0].name).toBe(ATTACK);
  });

  it("renders nothing for empty data", () => {
    expect(renderToStaticMarkup(<JsonLd data={null} />)).toBe("");
    expect(renderToStaticMarkup(<JsonLd data={[]} />)).toBe("");
  });
});

describe("JSON-LD builders", () => {
  it("SiteJsonLd describes the agency as a ProfessionalService and the WebSite, under the saved brand", () => {
    const [body] = scripts(renderToStaticMarkup(<SiteJsonLd config={buildSiteConfig({ brandName: BRAND })} />));
    const nodes = JSON.parse(body) as Array<Record<string, unknown>>;
    expect(nodes.map((n) => n["@type"])).toEqual(["ProfessionalService", "WebSite"]);
    expect(nodes[0]).toMatchObject({ "@context": "https://schema.org", name: BRAND, url: `${siteUrl()}/`, areaServed: { name: "România" } });
    expect(nodes[1]).toMatchObject({ name: BRAND, inLanguage: "ro-RO", publisher: { "@id": organizationId() } });
  });

  it("BreadcrumbList numbers the items from 1 with absolute URLs", () => {
    const node = breadcrumbJsonLd([
      { name: "Acasă", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Articol", path: "/blog/articol" },
    ]);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Acasă", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl("/blog") },
      { "@type": "ListItem", position: 3, name: "Articol", item: absoluteUrl("/blog/articol") },
    ]);
  });

  it("BlogPosting carries headline, dates, image, categories and the publisher", () => {
    const node = blogPostingJsonLd({
      siteName: BRAND,
      title: "Cum alegi cuvintele cheie",
      description: "Ghid",
      path: "/blog/cuvinte-cheie",
      image: "/uploads/a.jpg",
      datePublished: "2025-01-02T10:00:00.000Z",
      dateModified: "2025-02-03T10:00:00.000Z",
      categories: ["SEO", "PPC"],
    });
    expect(node).toMatchObject({
      "@type": "BlogPosting",
      headline: "Cum alegi cuvintele cheie",
      image: [absoluteUrl("/uploads/a.jpg")],
      datePublished: "2025-01-02T10:00:00.000Z",
      dateModified: "2025-02-03T10:00:00.000Z",
      articleSection: "SEO",
      keywords: "SEO, PPC",
      mainEntityOfPage: { "@id": absoluteUrl("/blog/cuvinte-cheie") },
      author: { name: BRAND },
      publisher: { name: BRAND },
    });
    expect(blogPostingJsonLd({ siteName: BRAND, title: "x", description: "y", path: "/blog/x" }).image).toEqual([absoluteUrl(DEFAULT_OG_IMAGE_URL)]);
  });

  it("FAQPage carries the answers as plain text and is skipped without items", () => {
    const node = faqPageJsonLd([
      { question: "Cât durează?", answer: "<p>Între <strong>3 și 6</strong> luni &amp; depinde.</p>" },
      { question: "  ", answer: "<p>fără întrebare</p>" },
    ]);
    expect(node?.mainEntity).toEqual([
      { "@type": "Question", name: "Cât durează?", acceptedAnswer: { "@type": "Answer", text: "Între 3 și 6 luni & depinde." } },
    ]);
    expect(faqPageJsonLd([])).toBeNull();
  });

  it("Service and case-study nodes point to the agency", () => {
    expect(serviceJsonLd({ title: "SEO local", description: "d", path: "/servicii/seo-local", parent: "Optimizare SEO" })).toMatchObject({
      "@type": "Service",
      serviceType: "Optimizare SEO",
      provider: { "@id": organizationId() },
    });
    expect(caseStudyJsonLd({ siteName: BRAND, title: "Clinica", description: "d", path: "/studii-de-caz/c", client: "Clinica X" })).toMatchObject({
      "@type": "Article",
      about: { name: "Clinica X" },
    });
  });
});

describe("page metadata", () => {
  it("sets the canonical URL, Open Graph (ro_RO) and a large-image Twitter card", () => {
    const meta = buildMetadata({ title: "Blog", description: "Articole", path: "/blog?category=Web+Development" }, BRAND);
    expect(meta.title).toEqual({ absolute: "Blog | Agenție de marketing online" });
    expect(meta.alternates?.canonical).toBe(absoluteUrl("/blog?category=Web+Development"));
    expect(meta.openGraph).toMatchObject({
      locale: "ro_RO",
      type: "website",
      url: absoluteUrl("/blog?category=Web+Development"),
      title: "Blog | Agenție de marketing online",
    });
    expect(meta.openGraph).toMatchObject({ siteName: BRAND });
    expect(meta.openGraph?.images).toEqual([{ url: DEFAULT_OG_IMAGE_URL, width: 1200, height: 630, alt: `${BRAND}: Marketing online care aduce clienți, nu doar vizite` }]);
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: "Blog | Agenție de marketing online", description: "Articole" });
  });

  it("leaves the image to the route's opengraph-image file when asked", () => {
    const meta = buildMetadata({
      title: "Articol",
      description: "d",
      path: "/blog/a",
      image: "route",
      type: "article",
      article: { publishedTime: "2025-01-01T00:00:00.000Z", tags: ["SEO"] },
    }, BRAND);
    expect(meta.openGraph).not.toHaveProperty("images");
    expect(meta.twitter).not.toHaveProperty("images");
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: "2025-01-01T00:00:00.000Z", tags: ["SEO"] });
  });

  it("marks pages noindex on request", () => {
    expect(buildMetadata({ title: "x", description: "y", path: "/x", noIndex: true }, BRAND).robots).toEqual({ index: false, follow: true });
  });

  it("takes meta fields first, then title / excerpt / text, and keeps descriptions short", () => {
    expect(pickTitle("Meta", "Titlu")).toBe("Meta");
    expect(pickTitle("  ", "Titlu")).toBe("Titlu");
    expect(pickDescription("Meta descriere", "Rezumat")).toBe("Meta descriere");
    expect(pickDescription("", "Rezumat")).toBe("Rezumat");
    expect(pickDescription("", "", "<p>Din <em>conținut</em></p>")).toBe("Din conținut");
    const long = pickDescription("", "cuvânt ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("page titles: at most 60 characters, never a word cut in half", () => {
  const BLOG_META = "Blog de marketing online: ghiduri SEO, PPC și social media"; // 58: the seeded /blog meta title

  it("adds the brand suffix only when the whole title still fits in 60", () => {
    expect(pageTitle("Politica de confidențialitate")).toBe("Politica de confidențialitate | Agenție de marketing online");
    expect(pageTitle("Politica de confidențialitate | Agenție de marketing online")).toHaveLength(59);
    expect(pageTitle("Articole de blog optimizate SEO")).toBe("Articole de blog optimizate SEO");
    expect(pageTitle(BLOG_META)).toBe(BLOG_META);
  });

  it("keeps a meta title of up to 60 characters exactly as written", () => {
    const sixty = "Studiu de caz: clinică stomatologică, +212% programări rapid";
    expect(sixty).toHaveLength(60);
    expect(pageTitle(sixty)).toBe(sixty);
    expect(pageTitle("Agenție de marketing online pentru IMM-uri")).toBe("Agenție de marketing online pentru IMM-uri");
  });

  it("shortens a longer fallback title after a whole word, with an ellipsis", () => {
    const title = "Cum alegi cuvintele cheie potrivite pentru afacerea ta, pas cu pas, fără unelte scumpe";
    const shown = pageTitle(title);
    expect(shown).toBe("Cum alegi cuvintele cheie potrivite pentru afacerea ta, pas…");
    expect(shown.length).toBeLessThanOrEqual(60);
    const words = title.split(" ");
    expect(shown.slice(0, -1).split(" ").every((w, i) => w === words[i] || `${w},` === words[i])).toBe(true);
    expect(pageTitle("Un titlu: " + "a".repeat(70))).toBe("Un titlu…");
    expect(pageTitle("x".repeat(80))).toBe(`${"x".repeat(59)}…`);
  });

  it("keeps a list page's number when the title before it is shortened", () => {
    expect(pageTitle(`${BLOG_META} – pagina 12`)).toBe("Blog de marketing online: ghiduri SEO, PPC și… – pagina 12");
    expect(pageTitle("Articole SEO – pagina 2")).toBe("Articole SEO – pagina 2 | Agenție de marketing online");
  });

  it("falls back to what the agency is for a blank title and flattens whitespace", () => {
    expect(pageTitle("  Echipa\n noastră ")).toBe("Echipa noastră | Agenție de marketing online");
    expect(pageTitle(" ")).toBe("Agenție de marketing online");
  });

  it("gives og:title and twitter:title the same text as <title>", () => {
    const meta = buildMetadata({ title: BLOG_META, description: "d", path: "/blog" }, BRAND);
    expect(meta.title).toEqual({ absolute: BLOG_META });
    expect(meta.openGraph?.title).toBe(BLOG_META);
    expect(meta.twitter?.title).toBe(BLOG_META);
  });
});

describe("text helpers", () => {
  it("turns rich HTML into one line of text", () => {
    expect(htmlToText("<h2>Titlu</h2><p>Primul&nbsp;paragraf &#8211; &#x219;i <a href='#'>link</a></p><ul><li>unu</li><li>doi</li></ul>")).toBe(
      "Titlu Primul paragraf – și link unu doi",
    );
    expect(htmlToText(null)).toBe("");
  });

  it("cuts at a word boundary", () => {
    expect(clampText("unu doi trei patru", 12)).toBe("unu doi…");
    expect(clampText("scurt", 12)).toBe("scurt");
  });
});
