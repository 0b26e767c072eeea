import Link from "next/link";
import { Badge } from "@/components/ui/states";
import { formatBucharest } from "@/lib/bucharest-time";
import { ADMIN_BASE } from "@/lib/constants";
import { SCHEDULED_LABEL } from "@/lib/content-status";
import type { ScheduledItem } from "@/lib/dto/scheduled";
import { PanelIcon } from "./stat-card-parts";

const KIND: Record<ScheduledItem["kind"], { label: string; editor: string }> = {
  blog: { label: "Articol", editor: "blog" },
  caseStudy: { label: "Studiu de caz", editor: "case-studies" },
  page: { label: "Pagină", editor: "pages" },
};

/** "Programate": what goes live next and when (Romanian time), each opening its editor; hidden when nothing waits. */
export function ScheduledList({ items, className = "" }: { items: ScheduledItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-title" className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`}>
      <div className="flex items-center gap-2.5 border-b border-slate-100 px-5 py-4">
        <PanelIcon name="clock" tone="brand" />
        <h2 id="scheduled-title" className="text-base font-semibold text-ink">
          Programate
        </h2>
      </div>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link
              href={`${ADMIN_BASE}/${KIND[item.kind].editor}/${item.id}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3.5 hover:bg-brand-100/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink">{item.title}</span>
                <span className="text-xs text-muted">{KIND[item.kind].label}</span>
              </span>
              <span className="flex items-center gap-2 text-sm text-ink">
                <Badge tone="blue">{SCHEDULED_LABEL}</Badge>
                <time dateTime={item.publish_at}>{formatBucharest(item.publish_at)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
