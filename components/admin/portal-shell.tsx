"use client";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { SWRConfig } from "swr";
import { BackToTop } from "@/components/ui/back-to-top";
import { ToastProvider } from "@/components/ui/toast";
import { fetcher } from "@/lib/api/hooks";
import { Icon } from "./icons";
import { PortalDrawer } from "./portal-drawer";
import { PortalSession } from "./portal-session";
import { Sidebar } from "./sidebar";

/**
 * The signed-in portal: guard, sidebar (expanded by default, collapsible; a modal drawer on phones), content.
 * The back-to-top button never covers content: on phones it sits in the top bar; from lg it floats at
 * the bottom right, beside the content (right padding) and below it (bottom padding).
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(false);
  // The drawer is open on the page it was opened on: following a link (a new pathname) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath !== null && drawerPath === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <ToastProvider>
        <PortalSession>
          <div className="min-h-screen bg-surface">
            <aside
              className={`fixed inset-y-0 left-0 z-30 hidden transition-[width] lg:block ${collapsed ? "w-20" : "w-72"}`}
              aria-label="Navigare portal"
            >
              <Sidebar
                collapsed={collapsed}
                onToggleCollapsed={() => setCollapsed((v) => !v)}
                onExpand={() => setCollapsed(false)}
                pathname={pathname}
              />
            </aside>

            <header className="sticky top-0 z-20 flex items-center gap-3 bg-brand-900 px-4 py-3 text-white lg:hidden" inert={drawerOpen}>
              <span className="mr-auto font-bold">Portal intern</span>
              {/* On phones the button sits in the bar, where it can never cover a row's actions. */}
              <BackToTop className="relative h-9 w-9" />
              <button
                ref={menuButtonRef}
                type="button"
                onClick={() => setDrawerPath(pathname)}
                aria-label="Deschide meniul"
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                className="rounded-md p-1.5 hover:bg-white/10"
              >
                <Icon name="menu" className="h-6 w-6" />
              </button>
            </header>
            <PortalDrawer open={drawerOpen} onClose={closeDrawer} returnFocusTo={menuButtonRef}>
              <Sidebar collapsed={false} onToggleCollapsed={closeDrawer} pathname={pathname} onNavigate={closeDrawer} />
            </PortalDrawer>

            <main className={`px-4 pb-24 pt-6 sm:px-6 lg:pl-10 lg:pr-20 lg:pt-8 ${collapsed ? "lg:ml-20" : "lg:ml-72"}`} inert={drawerOpen}>
              <div className="mx-auto max-w-6xl">{children}</div>
            </main>
            <div className="hidden lg:block" inert={drawerOpen}>
              <BackToTop />
            </div>
          </div>
        </PortalSession>
      </ToastProvider>
    </SWRConfig>
  );
}
