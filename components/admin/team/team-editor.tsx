"use client";
import { editScreen, newScreen, refreshKey } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { TEAM_KEY, TEAM_UI, teamMemberPath, type TeamMember } from "@/lib/api/team";
import { ADMIN_BASE } from "@/lib/constants";
import { TeamForm } from "./team-form";

/** The team member editor: /team/new and /team/{id} (any signed-in user may save a member, our reading of SPEC 6). */
export const TEAM_EDITOR: EditorModel<TeamMember> = {
  list: { href: `${ADMIN_BASE}/team`, back: "Înapoi la echipă" },
  messages: TEAM_UI,
  edit: { title: "Editează membrul echipei", loading: "Se încarcă membrul echipei...", describe: (member) => member.name },
  create: { title: "Adaugă un membru nou", description: "Toate câmpurile sunt obligatorii, inclusiv fotografia." },
  path: (id) => (isNumericId(id) ? teamMemberPath(id) : null),
  useRefresh: refreshKey(TEAM_KEY),
  Form: ({ item, ...props }) => <TeamForm member={item} {...props} />,
};

export const EditTeamMember = editScreen(TEAM_EDITOR);
export const NewTeamMember = newScreen(TEAM_EDITOR);
