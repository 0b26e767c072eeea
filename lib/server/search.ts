import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { searchIndex } from "@/lib/db/schema";
import type { SearchHit, SearchResults } from "@/lib/dto/search";
import { CONTENT_PATH, type ContentKind } from "@/lib/public-paths";
import { cleanSearch, HIT_END, HIT_START, highlightParts, SEARCH_PER_PAGE, searchTerms } from "@/lib/search";
import { pageTitle } from "@/lib/page-title";

export type { SearchHit, SearchResults };

/** The text-search configuration of migration 0012: Romanian stems, accents and ș/ş, ț/ţ folded. */
const CONFIG = sql`'agentie_ro'::regconfig`;
const MARKS = `StartSel=${HIT_START}, StopSel=${HIT_END}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKS}`;
const SNIPPET_OPTIONS = `MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", ${MARKS}`;

/** The words typed as a query: quotes for a phrase, "-" to leave a word out, as on Google. */
const tsQuery = (q: string): SQL => sql`websearch_to_tsquery(${CONFIG}, ${searchTerms(q)})`;

/** Items of one kind whose text matches (any status): for the portal lists' `?q=`. */
export function matchingIds(kind: ContentKind, q: string): SQL {
  return sql`(select ${searchIndex.itemId} from ${searchIndex} where ${searchIndex.kind} = ${kind} and ${searchIndex.doc} @@ ${tsQuery(q)})`;
}

/**
 * The site search (/cautare): what visitors may see (published, not waiting for its time) among articles,
 * case studies, services and pages, best first (title above lead text above body; newer first on a tie),
 * with the title and a snippet marked where the words are found.
 */
export async function searchSite(raw: string, page: number): Promise<SearchResults> {
  const q = cleanSearch(raw);
  if (!q) return { hits: [], total: 0, page, totalPages: 0 };
  const db = await getDb();
  const query = tsQuery(q);
  const rank = sql<number>`ts_rank_cd(${searchIndex.doc}, ${query})`;
  const found = db.$with("found").as(
    db
      .select({
        kind: searchIndex.kind,
        itemId: searchIndex.itemId,
        slug: searchIndex.slug,
        title: searchIndex.title,
        body: searchIndex.body,
        createdAt: searchIndex.createdAt,
        rank: rank.as("rank"),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(searchIndex)
      .where(and(eq(searchIndex.live, true), sql`${searchIndex.doc} @@ ${query}`))
      .orderBy(desc(rank), desc(searchIndex.createdAt), desc(searchIndex.itemId))
      .limit(SEARCH_PER_PAGE)
      .offset((page - 1) * SEARCH_PER_PAGE),
  );
  // The highlights only for the page shown: ts_headline reads the whole text.
  const rows = await db
    .with(found)
    .select({
      kind: found.kind,
      itemId: found.itemId,
      slug: found.slug,
      total: found.total,
      title: sql<string>`ts_headline(${CONFIG}, ${found.title}, ${query}, ${TITLE_OPTIONS})`,
      snippet: sql<string>`ts_headline(${CONFIG}, ${found.body}, ${query}, ${SNIPPET_OPTIONS})`,
    })
    .from(found)
    .orderBy(desc(found.rank), desc(found.createdAt), desc(found.itemId));
  const total = Number(rows[0]?.total ?? 0);
  const hits: SearchHit[] = rows.map((row) => {
    const kind = row.kind as ContentKind;
    const title = kind === "page" ? pageTitle({ slug: row.slug, name: row.title }) : row.title;
    return { kind, id: row.itemId, path: CONTENT_PATH[kind](row.slug), title: highlightParts(title), snippet: highlightParts(row.snippet) };
  });
  return { hits, total, page, totalPages: Math.ceil(total / SEARCH_PER_PAGE) };
}
