"use client";
import Image from "next/image";
import Link from "next/link";
import { ADMIN_BASE } from "@/lib/constants";
import { Icon, type IconName } from "./icons";
import { usePortalSession } from "./portal-session";
import { SidebarPages } from "./sidebar-pages";

type NavItem = { href: string; label: string; icon: IconName; adminOnly?: boolean };

/** SPEC 2.2 order, then Redirecționări, Coș, Jurnal de activitate and Setări; Inbox, Întrebări Marketing, Utilizatori and these four only for admins. */
export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", icon: "dashboard" },
  { href: "/blog", label: "Articole de Blog", icon: "blog" },
  { href: "/case-studies", label: "Studii de Caz", icon: "caseStudy" },
  { href: "/contact-submissions", label: "Inbox", icon: "inbox", adminOnly: true },
  { href: "/marketing-questions", label: "Întrebări Marketing", icon: "question", adminOnly: true },
  { href: "/team", label: "Echipa", icon: "team" },
  { href: "/services", label: "Servicii", icon: "services" },
  { href: "/prices", label: "Planuri și pachete", icon: "plans" },
  { href: "/media", label: "Media", icon: "image" },
  { href: "/users", label: "Utilizatori", icon: "users", adminOnly: true },
  { href: "/redirects", label: "Redirecționări", icon: "redirect", adminOnly: true },
  { href: "/trash", label: "Coș", icon: "trash", adminOnly: true },
  { href: "/audit-log", label: "Jurnal de activitate", icon: "clock", adminOnly: true },
  { href: "/settings", label: "Setări", icon: "settings", adminOnly: true },
];

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}

type Props = {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Widens a collapsed sidebar (the pages group opens in the full width). */
  onExpand?: () => void;
  pathname: string;
  onNavigate?: () => void;
};

export function Sidebar({ collapsed, onToggleCollapsed, onExpand, pathname, onNavigate }: Props) {
  const { user, isAdmin, logout } = usePortalSession();
  const items = NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);
  return (
    <div className="flex h-full flex-col bg-brand-900 text-white">
      {/* Collapsed (80 px), the logo and the toggle stack: side by side they would squeeze the logo to a dot. */}
      <div className={`flex items-center px-4 py-5 ${collapsed ? "flex-col gap-2" : "justify-between gap-3"}`}>
        <Link href="/" className="flex shrink-0 items-center gap-2" title="Site-ul public">
          <Image src="/logo-mark.svg" alt="Logo" width={32} height={32} className="h-8 w-8 shrink-0" />
          {collapsed ? null : <span className="text-base font-bold tracking-tight">Portal intern</span>}
        </Link>
        <button
          type="button"
          onClick={onToggleCollapsed}
          className="hidden rounded-md p-1.5 text-indigo-200 hover:bg-white/10 hover:text-white lg:block"
          aria-label={collapsed ? "Extinde meniul" : "Restrânge meniul"}
          aria-expanded={!collapsed}
        >
          <Icon name="collapse" className={`h-4 w-4 transition-transform ${collapsed ? "rotate-180" : ""}`} />
        </button>
      </div>

      <nav aria-label="Meniu portal" className="flex-1 space-y-1 overflow-y-auto px-3 pb-4">
        {items.map((item) => {
          const href = `${ADMIN_BASE}${item.href}`;
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <Link
              key={item.href}
              href={href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              title={collapsed ? item.label : undefined}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${collapsed ? "justify-center" : ""} ${
                active ? "bg-white/15 text-white" : "text-indigo-100 hover:bg-white/10 hover:text-white"
              }`}
            >
              <Icon name={item.icon} />
              {collapsed ? <span className="sr-only">{item.label}</span> : item.label}
            </Link>
          );
        })}
        <SidebarPages collapsed={collapsed} onExpand={onExpand} pathname={pathname} onNavigate={onNavigate} />
      </nav>

      <div className={`border-t border-white/10 p-4 ${collapsed ? "flex flex-col items-center gap-3" : "flex items-center gap-3"}`}>
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-accent-500 text-sm font-bold text-ink" aria-hidden="true">
          {initials(user.name)}
        </span>
        {collapsed ? null : (
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="text-xs text-indigo-200">{user.role === "admin" ? "Admin" : "Editor"}</p>
          </div>
        )}
        <button
          type="button"
          onClick={() => void logout()}
          data-leaves-page
          className="rounded-md p-1.5 text-indigo-200 hover:bg-white/10 hover:text-white"
          aria-label="Deconectare"
          title="Deconectare"
        >
          <Icon name="logout" />
        </button>
      </div>
    </div>
  );
}
