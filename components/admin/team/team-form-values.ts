import { ValidationError } from "yup";
import type { TeamMember, TeamPayload } from "@/lib/api/team";
import { teamSchema } from "@/lib/validation/team";

export type TeamFormValues = {
  name: string;
  title: string;
  keyword: string;
  description: string;
  image: string | null;
};

export type TeamField = keyof TeamFormValues;

/** The order of the form: the first failing field in this order gets the focus. */
export const TEAM_FIELDS: TeamField[] = ["name", "title", "keyword", "image", "description"];

export const teamFieldId = (field: string) => `team-${field}`;

export function initialTeamValues(member?: TeamMember | null): TeamFormValues {
  return {
    name: member?.name ?? "",
    title: member?.title ?? "",
    keyword: member?.keyword ?? "",
    description: member?.description ?? "",
    image: member?.image || null,
  };
}

export type TeamErrors = Partial<Record<TeamField, string>>;

/** The shared yup schema: a team member has no draft state, so every rule applies on every save (SPEC 5). */
export async function validateTeamValues(values: TeamFormValues): Promise<TeamErrors> {
  try {
    await teamSchema.validate({ ...values, image: values.image ?? "" }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: TeamErrors = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const path = item.path as TeamField | undefined;
      if (path && TEAM_FIELDS.includes(path) && !errors[path]) errors[path] = item.message;
    }
    return errors;
  }
}

export function toTeamPayload(values: TeamFormValues, updatedAt?: string): TeamPayload {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    keyword: values.keyword.trim(),
    description: values.description,
    image: values.image ?? "",
    ...(updatedAt ? { updated_at: updatedAt } : {}),
  };
}
