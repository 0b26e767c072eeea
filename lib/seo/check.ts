import { slugify } from "@/lib/slug";

/**
 * The SEO check beside every editor's meta fields: how Google will show the page, and a short list of
 * advice (never a block on saving). Runs in the browser, on the form's unsaved values.
 */

/** Where Google cuts a result's title and description, in pixels (Arial 20 px and 14 px), as SEO tools measure it. */
export const SERP_LIMITS = { title: 600, descriptionDesktop: 920, descriptionPhone: 680 } as const;
const TITLE_FONT_PX = 20;
const DESCRIPTION_FONT_PX = 14;

// Arial's advance widths in thousandths of an em; letters with diacritics as their base letter.
const WIDTHS: Record<string, number> = {
  " ": 278, a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833,
  n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722,
  O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  ".": 278, ",": 278, ":": 278, ";": 278, "!": 278, "?": 556, "-": 333, "–": 556, "—": 1000, "'": 191, '"': 355,
  "(": 333, ")": 333, "/": 278, "&": 667, "|": 260, "„": 333, "”": 333, "“": 333, "%": 889, "+": 584, "…": 1000,
};

/** A text's width in pixels at `fontPx` in Arial. */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const char of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) units += WIDTHS[char] ?? 556;
  return (units * fontPx) / 1000;
}

/** The text as Google shows it within `maxPx`: cut at a word and ended with "…" when it does not fit. */
export function cutToWidth(text: string, maxPx: number, fontPx: number): { text: string; cut: boolean } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (textWidth(clean, fontPx) <= maxPx) return { text: clean, cut: false };
  const room = maxPx - textWidth(" …", fontPx);
  let shown = "";
  for (const word of clean.split(" ")) {
    const next = shown ? `${shown} ${word}` : word;
    if (textWidth(next, fontPx) > room) break;
    shown = next;
  }
  return { text: `${shown || clean.slice(0, 10)} …`, cut: true };
}

export const titleWidth = (text: string) => textWidth(text, TITLE_FONT_PX);
export const descriptionWidth = (text: string) => textWidth(text, DESCRIPTION_FONT_PX);
export const cutTitle = (text: string) => cutToWidth(text, SERP_LIMITS.title, TITLE_FONT_PX);
export const cutDescription = (text: string, device: "desktop" | "phone") =>
  cutToWidth(text, device === "desktop" ? SERP_LIMITS.descriptionDesktop : SERP_LIMITS.descriptionPhone, DESCRIPTION_FONT_PX);

export type SeoLevel = "good" | "ok" | "bad";
export type SeoCheck = { id: string; level: SeoLevel; message: string };

export type SeoInput = {
  /** What the page's <title> will be: the meta title, else the item's title. */
  title: string;
  description: string;
  slug: string;
  /** The item's rich text (sanitized HTML). */
  html: string;
  keyphrase: string;
  /** This site's origin, to tell internal links from outbound ones. */
  origin: string;
};

const LONG_PARAGRAPH_WORDS = 150;
const LONG_SENTENCE_WORDS = 25;
const LONG_SENTENCES_SHARE = 0.25;
const SHORT_TITLE_PX = 300;
const SHORT_DESCRIPTION_CHARS = 70;

/** Lower case, without accents and the comma or cedilla of ș and ț: how the check compares words. */
const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\s+/g, " ").trim();
const words = (text: string) => text.split(/\s+/).filter(Boolean);
/**
 * Whether the text uses every word of the keyphrase, in any of its forms: a word matches when it starts
 * like the keyphrase's word minus its last two letters ("optimizare" finds "optimizarea", "optimizării").
 */
function contains(text: string, keyphrase: string): boolean {
  const textWords = fold(text).split(/[^a-z0-9]+/).filter(Boolean);
  return fold(keyphrase)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((word) => {
      const stem = word.length > 5 ? word.slice(0, word.length - 2) : word;
      return textWords.some((candidate) => (word.length > 5 ? candidate.startsWith(stem) : candidate === word));
    });
}

function isInternal(href: string, origin: string): boolean {
  if (href.startsWith("#") || href.startsWith("mailto:") || href.startsWith("tel:")) return false;
  try {
    return new URL(href, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** "2 imagini", "20 de imagini": a Romanian count. */
const count = (n: number, many: string) => `${n} ${n % 100 >= 20 || n % 100 === 0 ? "de " : ""}${many}`;

/** The advice for one item, in the order the editor reads it: title, description, keyphrase, content. */
export function seoChecks(input: SeoInput): SeoCheck[] {
  const checks: SeoCheck[] = [];
  const doc = new DOMParser().parseFromString(`<body>${input.html}</body>`, "text/html");
  const title = input.title.trim();
  const description = input.description.trim();

  const tw = titleWidth(title);
  if (!title) checks.push({ id: "title", level: "bad", message: "Lipsește titlul SEO: Google va alege singur ce afișează." });
  else if (tw > SERP_LIMITS.title) checks.push({ id: "title", level: "bad", message: "Titlul SEO este prea lung: Google îl taie (vedeți previzualizarea)." });
  else if (tw < SHORT_TITLE_PX) checks.push({ id: "title", level: "ok", message: "Titlul SEO este scurt: mai aveți loc pentru cuvinte care descriu pagina." });
  else checks.push({ id: "title", level: "good", message: "Titlul SEO are o lungime bună." });

  if (!description) checks.push({ id: "description", level: "bad", message: "Lipsește meta descrierea: Google va afișa un fragment ales de el." });
  else if (descriptionWidth(description) > SERP_LIMITS.descriptionDesktop) checks.push({ id: "description", level: "ok", message: "Meta descrierea este prea lungă: Google o taie." });
  else if (description.length < SHORT_DESCRIPTION_CHARS) checks.push({ id: "description", level: "ok", message: "Meta descrierea este scurtă: spuneți mai mult despre pagină." });
  else checks.push({ id: "description", level: "good", message: "Meta descrierea are o lungime bună." });

  const keyphrase = input.keyphrase.trim();
  if (!keyphrase) {
    checks.push({ id: "keyphrase", level: "ok", message: "Alegeți o expresie cheie pentru a vedea dacă pagina o folosește unde contează." });
  } else {
    const firstParagraph = doc.querySelector("p")?.textContent ?? "";
    const headings = [...doc.querySelectorAll("h2, h3, h4, h5, h6")].map((h) => h.textContent ?? "");
    const where: Array<[string, boolean, string]> = [
      ["keyphrase-title", contains(title, keyphrase), "titlul SEO"],
      ["keyphrase-slug", input.slug.includes(slugify(keyphrase)), "adresa (slug)"],
      ["keyphrase-intro", contains(firstParagraph, keyphrase), "primul paragraf"],
      ["keyphrase-heading", headings.some((h) => contains(h, keyphrase)), "cel puțin un subtitlu"],
    ];
    for (const [id, found, place] of where) {
      checks.push(found ? { id, level: "good", message: `Expresia cheie apare în ${place}.` } : { id, level: "bad", message: `Expresia cheie lipsește din ${place}.` });
    }
  }

  const images = [...doc.querySelectorAll("img")];
  const withoutAlt = images.filter((img) => !img.getAttribute("alt")?.trim()).length;
  if (withoutAlt) {
    const message = withoutAlt === 1 ? "O imagine nu are text alternativ (alt)." : `${count(withoutAlt, "imagini")} nu au text alternativ (alt).`;
    checks.push({ id: "alt", level: "bad", message });
  }
  else if (images.length) checks.push({ id: "alt", level: "good", message: "Toate imaginile au text alternativ." });

  const hrefs = [...doc.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "");
  const internal = hrefs.filter((href) => isInternal(href, input.origin)).length;
  const outbound = hrefs.filter((href) => /^https?:\/\//i.test(href) && !isInternal(href, input.origin)).length;
  checks.push(internal ? { id: "internal", level: "good", message: "Are linkuri către alte pagini ale site-ului." } : { id: "internal", level: "ok", message: "Niciun link intern: legați pagina de alte pagini ale site-ului." });
  checks.push(outbound ? { id: "outbound", level: "good", message: "Are linkuri către alte site-uri." } : { id: "outbound", level: "ok", message: "Niciun link extern: o sursă citată ajută cititorii." });

  const paragraphs = [...doc.querySelectorAll("p")].map((p) => p.textContent ?? "");
  const longParagraphs = paragraphs.filter((p) => words(p).length > LONG_PARAGRAPH_WORDS).length;
  if (longParagraphs) {
    const message = longParagraphs === 1 ? `Un paragraf are peste ${LONG_PARAGRAPH_WORDS} de cuvinte: împărțiți-l.` : `${count(longParagraphs, "paragrafe")} au peste ${LONG_PARAGRAPH_WORDS} de cuvinte: împărțiți-le.`;
    checks.push({ id: "paragraphs", level: "ok", message });
  }
  const sentences = paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+/)).filter((s) => words(s).length > 0);
  const longSentences = sentences.filter((s) => words(s).length > LONG_SENTENCE_WORDS).length;
  if (sentences.length && longSentences / sentences.length > LONG_SENTENCES_SHARE) {
    checks.push({ id: "sentences", level: "ok", message: `${longSentences} din ${sentences.length} propoziții au peste ${LONG_SENTENCE_WORDS} de cuvinte: scurtați-le.` });
  }
  return checks;
}
