"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import type { Plan } from "@/lib/api/hooks";
import { PLAN_UI, useRevalidatePlans } from "@/lib/api/plans";
import { ADMIN_BASE } from "@/lib/constants";

export const PLANS_LIST = `${ADMIN_BASE}/prices`;

/** After a save: a success toast, fresh list pages, back to the list. */
export function usePlanSaved() {
  const router = useRouter();
  const toast = useToast();
  const revalidatePlans = useRevalidatePlans();
  return useCallback(
    (_plan: Plan, created: boolean) => {
      toast.success(created ? PLAN_UI.created : PLAN_UI.saved);
      void revalidatePlans();
      router.push(PLANS_LIST);
    },
    [router, toast, revalidatePlans],
  );
}
