import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { teamMembers } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { TEAM_MSG, type TeamInput } from "@/lib/validation/team";
import { expectedVersion, iso, missingOrStale } from "./content";

/** sort_order stays internal: it orders the list but is neither shown nor written through the API. */
export type TeamMember = {
  id: number;
  name: string;
  title: string;
  keyword: string;
  image: string;
  description: string;
  created_at: string;
  updated_at: string;
};

const columns = {
  id: teamMembers.id,
  name: teamMembers.name,
  title: teamMembers.title,
  keyword: teamMembers.keyword,
  image: teamMembers.image,
  description: teamMembers.description,
  createdAt: teamMembers.createdAt,
  updatedAt: teamMembers.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof teamMembers.$inferSelect)[K] };

// The list is not paged (the public slider shows everyone); the cap only bounds a runaway table.
const LIST_LIMIT = 500;

const toMember = (r: Row): TeamMember => ({
  id: r.id,
  name: r.name,
  title: r.title,
  keyword: r.keyword,
  image: r.image,
  description: r.description,
  created_at: iso(r.createdAt) as string,
  updated_at: iso(r.updatedAt) as string,
});

export async function listTeamMembers(): Promise<TeamMember[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(teamMembers)
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id))
    .limit(LIST_LIMIT);
  return rows.map(toMember);
}

export async function getTeamMember(id: number): Promise<TeamMember> {
  const db = await getDb();
  const [row] = await db.select(columns).from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  if (!row) throw new ApiError(404, TEAM_MSG.notFound);
  return toMember(row);
}

const values = (input: TeamInput) => ({
  name: input.name,
  title: input.title,
  keyword: input.keyword,
  image: input.image,
  description: sanitizeRichHtml(input.description),
});

export async function createTeamMember(input: TeamInput): Promise<TeamMember> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(teamMembers)
    .values({ ...values(input), createdAt: now, updatedAt: now })
    .returning(columns);
  await revalidateContent([TAGS.team]);
  return toMember(row);
}

export async function updateTeamMember(id: number, input: TeamInput): Promise<TeamMember> {
  const db = await getDb();
  const expected = expectedVersion(input.updated_at);
  const where = expected ? and(eq(teamMembers.id, id), eq(teamMembers.updatedAt, expected)) : eq(teamMembers.id, id);
  const [row] = await db
    .update(teamMembers)
    .set({ ...values(input), updatedAt: new Date() })
    .where(where)
    .returning(columns);
  if (!row) {
    // Nothing matched: either the member is gone (404) or someone saved in between (409).
    const [exists] = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id));
    throw missingOrStale(Boolean(exists), TEAM_MSG.notFound);
  }
  await revalidateContent([TAGS.team]);
  return toMember(row);
}

export async function deleteTeamMember(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ id: teamMembers.id });
  if (!row) throw new ApiError(404, TEAM_MSG.notFound);
  await revalidateContent([TAGS.team]);
}
