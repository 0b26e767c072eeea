import type { SearchPart } from "@/lib/dto/search";
import type { ContentKind } from "@/lib/public-paths";

/** The site search's address, its query key and its limits. */
export const SEARCH_PATH = "/cautare";
export const SEARCH_QUERY = "q";
export const SEARCH_PER_PAGE = 10;
export const SEARCH_MAX_LENGTH = 100;

/** How a result names its type. */
export const SEARCH_KIND_LABELS: Record<ContentKind, string> = {
  blog: "Articol",
  caseStudy: "Studiu de caz",
  service: "Serviciu",
  page: "Pagină",
};

/** What ts_headline puts around the words found (private-use characters no one types). */
export const HIT_START = "\uE000";
export const HIT_END = "\uE001";

/** The search typed, as the database gets it: trimmed, one line, at most SEARCH_MAX_LENGTH characters. */
export function cleanSearch(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replace(/[\u0000-\u001f\u007f\uE000\uE001]+/g, " ").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
}

/**
 * Romanian words too common to search by. PostgreSQL ships no Romanian stop-word list, so the search
 * would require "de" in "servicii de SEO"; they are left out of what was typed (not of a quoted phrase).
 */
const STOP_WORDS = new Set(
  "a ai al ale alt am ar are as asa au ca cand care cat ce cea cei cel cele cu da dar de deci din e ei el este eu fi fie fost iar il in ii la le li lor lui mai ma mi ne nici nu o ori pe pentru prin sa sau se si sunt te tu un una unde unei unor unui va vor"
    .split(" "),
);

/** A word as the stop-word list spells it: lower case, without accents or the comma/cedilla of ș and ț. */
const fold = (word: string) => word.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** What is asked of the index: the search without its common words, unless that leaves nothing. */
export function searchTerms(search: string): string {
  if (search.includes('"')) return search;
  const kept = search.split(" ").filter((word) => !STOP_WORDS.has(fold(word)));
  return kept.length ? kept.join(" ") : search;
}

/** A highlighted text split at its markers, so it renders as text with <mark>s and never as HTML. */
export function highlightParts(marked: string): SearchPart[] {
  const parts: SearchPart[] = [];
  for (const [index, piece] of marked.split(HIT_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, hit: false });
      continue;
    }
    const end = piece.indexOf(HIT_END);
    if (end === -1) {
      parts.push({ text: piece, hit: false });
      continue;
    }
    if (end > 0) parts.push({ text: piece.slice(0, end), hit: true });
    if (end + 1 < piece.length) parts.push({ text: piece.slice(end + 1), hit: false });
  }
  return parts;
}
