/**
 * The PostgreSQL extensions the migrations create, as PGlite loads them: pg_trgm for the inbox's search
 * (migration 0006), unaccent for the site search's Romanian configuration (migration 0012).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  return { pg_trgm, unaccent };
}
