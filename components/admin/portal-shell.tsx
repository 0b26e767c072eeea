"use client";
import { useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { SWRConfig } from "swr";
import { BackToTop } from "@/components/ui/back-to-top";
import { ToastProvider } from "@/components/ui/toast";
import { fetcher } from "@/lib/api/hooks";
import { Icon } from "./icons";
import { PortalSession } from "./portal-session";
import { Sidebar } from "./sidebar";

/** The signed-in portal: guard, sidebar (expanded by default, collapsible; a drawer on phones), content. */
export function PortalShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <ToastProvider>
        <PortalSession>
          <div className="min-h-screen bg-surface">
            <aside
              className={`fixed inset-y-0 left-0 z-30 hidden transition-[width] lg:block ${collapsed ? "w-20" : "w-72"}`}
              aria-label="Navigare portal"
            >
              <Sidebar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((v) => !v)} pathname={pathname} />
            </aside>

            <div className="sticky top-0 z-20 flex items-center justify-between bg-brand-900 px-4 py-3 text-white lg:hidden">
              <span className="font-bold">Portal intern</span>
              <button type="button" onClick={() => setDrawerOpen(true)} aria-label="Deschide meniul" className="rounded-md p-1.5 hover:bg-white/10">
                <Icon name="menu" className="h-6 w-6" />
              </button>
            </div>
            {drawerOpen ? (
              <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Meniu portal">
                <button type="button" className="absolute inset-0 bg-slate-900/50" aria-label="Închide meniul" onClick={() => setDrawerOpen(false)} />
                <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw]">
                  <Sidebar collapsed={false} onToggleCollapsed={() => setDrawerOpen(false)} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
                </div>
              </div>
            ) : null}

            <main className={`px-4 py-6 sm:px-6 lg:px-10 lg:py-8 ${collapsed ? "lg:ml-20" : "lg:ml-72"}`}>
              <div className="mx-auto max-w-6xl">{children}</div>
            </main>
            <BackToTop />
          </div>
        </PortalSession>
      </ToastProvider>
    </SWRConfig>
  );
}
