import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { teamMembers } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { sanitizeRichHtml } from "@/lib/server/html";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { TEAM_MSG, type TeamInput } from "@/lib/validation/team";
import { TEAM_INTERNAL, type TeamMember } from "@/lib/dto/team";
import { expectedVersion, missingOrStale } from "./content";
import { columnsWithout, toDto } from "./dto";
import { moveToTrash } from "./trash";
import { audited, auditSummary, changedFields } from "./audit/log";

const columns = columnsWithout(teamMembers, TEAM_INTERNAL);

// The list is not paged (the public slider shows everyone); the cap only bounds a runaway table.
const LIST_LIMIT = 500;

export async function listTeamMembers(): Promise<TeamMember[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(teamMembers)
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id))
    .limit(LIST_LIMIT);
  return rows.map((r): TeamMember => toDto(r));
}

export async function getTeamMember(id: number): Promise<TeamMember> {
  const db = await getDb();
  const [row] = await db.select(columns).from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  if (!row) throw new ApiError(404, TEAM_MSG.notFound);
  return toDto(row);
}

const values = ({ updated_at: _version, ...input }: TeamInput) => ({ ...input, description: sanitizeRichHtml(input.description) });

export async function createTeamMember(input: TeamInput): Promise<TeamMember> {
  const now = new Date();
  const [row] = await audited(
    (tx) => tx.insert(teamMembers).values({ ...values(input), createdAt: now, updatedAt: now }).returning(columns),
    ([created]) => ({ action: "create", entity: "team", entityId: created.id, summary: auditSummary("team", created.name, "create") }),
  );
  await revalidateContent([TAGS.team]);
  return toDto(row);
}

export async function updateTeamMember(id: number, input: TeamInput): Promise<TeamMember> {
  const db = await getDb();
  const expected = expectedVersion(input.updated_at);
  const where = expected ? and(eq(teamMembers.id, id), eq(teamMembers.updatedAt, expected)) : eq(teamMembers.id, id);
  const [before] = await db.select(columns).from(teamMembers).where(eq(teamMembers.id, id));
  const [row] = await audited(
    (tx) => tx.update(teamMembers).set({ ...values(input), updatedAt: new Date() }).where(where).returning(columns),
    ([saved]) => (saved ? { action: "update", entity: "team", entityId: saved.id, summary: auditSummary("team", saved.name, "update"), fields: changedFields(before ?? null, saved) } : null),
  );
  if (!row) {
    // Nothing matched: either the member is gone (404) or someone saved in between (409).
    const [exists] = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id));
    throw missingOrStale(Boolean(exists), TEAM_MSG.notFound);
  }
  await revalidateContent([TAGS.team]);
  return toDto(row);
}

export async function deleteTeamMember(id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
    if (!gone) throw new ApiError(404, TEAM_MSG.notFound);
    await moveToTrash(tx, "team", gone.id, gone.name, gone);
  });
  await revalidateContent([TAGS.team]);
}
