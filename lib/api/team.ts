"use client";
import { TEAM_MSG, type TeamInput } from "@/lib/validation/team";
import { api } from "./client";
import { useApi } from "./hooks";

import type { TeamMember } from "@/lib/dto/team";
export type { TeamMember };

/** The body of POST /team and PUT /team/{id}: what the shared schema takes (updated_at for QUALITY D1). */
export type TeamPayload = TeamInput;

/** What the team screens show: SPEC 8's messages plus the confirmations and toasts. */
export const TEAM_UI = {
  ...TEAM_MSG,
  deleteConfirm: "Sunteți sigur că doriți să ștergeți acest membru al echipei?",
  created: "Membrul echipei a fost adăugat.",
  saved: "Membrul echipei a fost salvat.",
  uploadPending: "Imaginea se încarcă încă. Așteptați finalizarea încărcării, apoi salvați din nou.",
} as const;

export const TEAM_KEY = "/team";

/** The whole team (the API does not page it: the public slider shows everyone). */
export const useTeam = () => useApi<TeamMember[]>(TEAM_KEY);

export const teamMemberPath = (id: string | number) => `${TEAM_KEY}/${encodeURIComponent(String(id))}`;

export const saveTeamMember = (id: number | null, payload: TeamPayload) =>
  id === null ? api.post<TeamMember>(TEAM_KEY, payload) : api.put<TeamMember>(teamMemberPath(id), payload);

export const deleteTeamMember = (id: number) => api.delete<{ message: string }>(teamMemberPath(id));
