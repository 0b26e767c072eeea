import type { ContentKind } from "@/lib/public-paths";

/** A piece of a result's title or snippet: `hit` where the words searched for are. */
export type SearchPart = { text: string; hit: boolean };

/** One item found by the site search (/cautare). */
export type SearchHit = { kind: ContentKind; id: number; path: string; title: SearchPart[]; snippet: SearchPart[] };

export type SearchResults = { hits: SearchHit[]; total: number; page: number; totalPages: number };
