"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { useToast } from "@/components/ui/toast";
import { TEAM_KEY, TEAM_UI, type TeamMember } from "@/lib/api/team";
import { ADMIN_BASE } from "@/lib/constants";

export const TEAM_LIST = `${ADMIN_BASE}/team`;

/** After a save: a success toast, a fresh list, back to the list. */
export function useTeamSaved() {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(
    (_member: TeamMember, created: boolean) => {
      toast.success(created ? TEAM_UI.created : TEAM_UI.saved);
      void mutate(TEAM_KEY);
      router.push(TEAM_LIST);
    },
    [router, toast, mutate],
  );
}
