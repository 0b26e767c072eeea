"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui/toast";
import { SERVICE_UI, useRevalidateServices, type Service } from "@/lib/api/services";
import { ADMIN_BASE } from "@/lib/constants";

export const SERVICES_LIST = `${ADMIN_BASE}/services`;

/** After a save: a success toast, a fresh tree, back to the list. */
export function useServiceSaved() {
  const router = useRouter();
  const toast = useToast();
  const revalidate = useRevalidateServices();
  return useCallback(
    (_service: Service, created: boolean) => {
      toast.success(created ? SERVICE_UI.created : SERVICE_UI.saved);
      void revalidate();
      router.push(SERVICES_LIST);
    },
    [router, toast, revalidate],
  );
}
