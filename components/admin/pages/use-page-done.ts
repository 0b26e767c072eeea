"use client";
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { notifyPagesUpdated } from "@/components/admin/sidebar-pages";
import { useToast } from "@/components/ui/toast";
import { PAGE_UI, type PageDetail } from "@/lib/api/pages";
import { ADMIN_BASE } from "@/lib/constants";

export const DASHBOARD = `${ADMIN_BASE}/dashboard`;

/**
 * After a save or a delete (SPEC 2.2): the sidebar's page list reloads through the pagesUpdated
 * window event, the dashboard counts refresh, a toast confirms, and the editor goes to the dashboard.
 */
export function usePageDone() {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const finish = useCallback(
    (message: string) => {
      notifyPagesUpdated();
      void mutate("/dashboard");
      toast.success(message);
      router.push(DASHBOARD);
    },
    [mutate, router, toast],
  );
  return {
    onSaved: useCallback((_page: PageDetail, created: boolean) => finish(created ? PAGE_UI.created : PAGE_UI.saved), [finish]),
    onDeleted: useCallback(() => finish(PAGE_UI.deleted), [finish]),
    onDeleteFailed: useCallback((message: string) => toast.error(message), [toast]),
  };
}
