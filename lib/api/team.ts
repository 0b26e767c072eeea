"use client";
import { TEAM_MSG } from "@/lib/validation/team";
import { api } from "./client";
import { useApi } from "./hooks";

/** The team-member DTO of the API (lib/server/team.ts). */
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

/** The body of POST /team and PUT /team/{id} (updated_at for QUALITY D1). */
export type TeamPayload = {
  name: string;
  title: string;
  keyword: string;
  description: string;
  image: string;
  updated_at?: string;
};

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
