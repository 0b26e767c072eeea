"use client";
import Link from "next/link";
import type { DashboardData } from "@/lib/api/hooks";
import { ADMIN_BASE } from "@/lib/constants";
import type { IconName } from "../icons";
import { PagesStatCard } from "./pages-stat-card";
import { STAT_CARD, StatBody, StatIcon } from "./stat-card-parts";

type Stat = {
  key: "articles" | "caseStudies" | "services" | "packages";
  label: string;
  href: string;
  icon: IconName;
  /** A second line under the label (the plans card: how many are published). */
  detail?: (data: DashboardData) => string;
};

/**
 * SPEC 2.2: published articles, case studies and services; plans and packages all of them, with how
 * many are published. Each opens its list (which holds drafts too).
 */
const STATS: Stat[] = [
  { key: "articles", label: "Articole publicate", href: "/blog", icon: "blog" },
  { key: "caseStudies", label: "Studii de caz publicate", href: "/case-studies", icon: "caseStudy" },
  { key: "services", label: "Servicii publicate", href: "/services", icon: "services" },
  {
    key: "packages",
    label: "Planuri și pachete",
    href: "/prices",
    icon: "plans",
    detail: (data) => `Publicate: ${data.packagesPublished.toLocaleString("ro-RO")}`,
  },
];

export function StatCards({ data }: { data: DashboardData }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5" aria-label="Statistici">
      <li>
        <PagesStatCard value={data.pages} />
      </li>
      {STATS.map((stat) => (
        <li key={stat.key}>
          <Link href={`${ADMIN_BASE}${stat.href}`} className={STAT_CARD}>
            <StatIcon name={stat.icon} />
            <StatBody value={data[stat.key]} label={stat.label} detail={stat.detail?.(data)} cta="Vezi lista" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders with the cards' shape while the counts load. */
export function StatCardsSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="flex h-20 animate-pulse items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:block sm:h-44 sm:p-5">
          <span className="block h-11 w-11 shrink-0 rounded-xl bg-slate-100" />
          <span className="block flex-1">
            <span className="block h-7 w-14 rounded bg-slate-100 sm:mt-4 sm:h-8 sm:w-16" />
            <span className="mt-2 block h-4 w-28 rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
