import Link from "next/link";
import { ADMIN_BASE } from "@/lib/constants";
import { Icon, type IconName } from "../icons";

type Action = { href: string; label: string; hint: string; icon: IconName; adminOnly?: boolean };

/** SPEC 2.2: create a page, an article, a case study, a plan; admins also reach the inbox. */
const ACTIONS: Action[] = [
  { href: "/pages/new", label: "Pagină nouă", hint: "Creează o pagină a site-ului", icon: "pages" },
  { href: "/blog/new", label: "Articol nou", hint: "Scrie un articol pe blog", icon: "blog" },
  { href: "/case-studies/new", label: "Studiu de caz nou", hint: "Prezintă un proiect reușit", icon: "caseStudy" },
  { href: "/prices/new", label: "Plan nou", hint: "Adaugă un plan sau un pachet", icon: "plans" },
  { href: "/contact-submissions", label: "Mesaje de contact", hint: "Deschide inbox-ul", icon: "inbox", adminOnly: true },
];

export function QuickActions({ isAdmin, wide = false, className = "" }: { isAdmin: boolean; wide?: boolean; className?: string }) {
  const actions = ACTIONS.filter((a) => isAdmin || !a.adminOnly);
  return (
    <section aria-labelledby="quick-actions-title" className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}>
      <h2 id="quick-actions-title" className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-ink">
        Acțiuni rapide
      </h2>
      <ul className={`grid gap-2 p-3 ${wide ? "sm:grid-cols-2 lg:grid-cols-4" : ""}`}>
        {actions.map((action) => (
          <li key={action.href}>
            <Link
              href={`${ADMIN_BASE}${action.href}`}
              className="group flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-brand-100/50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-surface text-brand-700 ring-1 ring-slate-200 group-hover:bg-brand-600 group-hover:text-white group-hover:ring-brand-600">
                <Icon name={action.icon} className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink">{action.label}</span>
                <span className="block truncate text-xs text-muted">{action.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
