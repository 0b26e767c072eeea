import Link from "next/link";
import { Button } from "@/components/ui/button";
import { romanianCount } from "@/lib/plural";
import { Icon } from "../icons";

/** The "Suspecte" view's words (QUALITY R7). */
export const SUSPECT_MSG = {
  inbox: "Mesaje",
  suspect: (n: number) => `Suspecte (${n})`,
  explain:
    "Aceste mesaje au sosit când site-ul a primit mult mai multe mesaje decât de obicei într-un timp scurt. Nu au fost trimise pe e-mail și nu apar în Inbox: eliberați-le pe cele reale (echipa primește atunci e-mailul despre ele) și ștergeți-le pe celelalte.",
  deleteAll: "Șterge toate suspectele",
  confirmDeleteAll: (n: number) => `Sunteți sigur că doriți să ștergeți ${n === 1 ? "mesajul suspect" : `toate cele ${romanianCount(n, "mesaj suspect", "mesaje suspecte")}`}? Mesajele sosite după deschiderea listei rămân.`,
  deleteAllFailed: "Nu s-au putut șterge mesajele suspecte",
  released: "Mesajul a fost eliberat și apare acum în Inbox.",
  releaseFailed: "Nu s-a putut elibera mesajul",
  emptyTitle: "Nu există mesaje suspecte",
  emptyText: "Mesajele sosite în timpul unui val neobișnuit de mesaje apar aici, ca să le verificați.",
} as const;

const TAB = "inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

type ViewsProps = { suspectView: boolean; suspectCount: number; inboxHref: string; suspectHref: string };

/** The inbox and its "Suspecte (N)" view, as two links: each has an address of its own. Hidden while nothing is suspect. */
export function InboxViews({ suspectView, suspectCount, inboxHref, suspectHref }: ViewsProps) {
  if (!suspectView && suspectCount === 0) return null;
  const tab = (active: boolean) => `${TAB} ${active ? "bg-brand-600 text-white" : "text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100"}`;
  return (
    <nav aria-label="Vizualizare mesaje" className="mb-4 flex flex-wrap gap-2">
      <Link href={inboxHref} aria-current={suspectView ? undefined : "page"} className={tab(!suspectView)}>
        {SUSPECT_MSG.inbox}
      </Link>
      <Link href={suspectHref} aria-current={suspectView ? "page" : undefined} className={tab(suspectView)}>
        {SUSPECT_MSG.suspect(suspectCount)}
      </Link>
    </nav>
  );
}

type BarProps = { count: number; busy: boolean; onDeleteAll: () => void };

/** Above the suspect messages: why they are apart, and "Șterge toate suspectele". */
export function SuspectBar({ count, busy, onDeleteAll }: BarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl bg-amber-50 px-5 py-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0">{SUSPECT_MSG.explain}</p>
      {count > 0 ? (
        <Button variant="danger" className="shrink-0" disabled={busy} aria-busy={busy} onClick={onDeleteAll}>
          <Icon name="trash" className="h-4 w-4" />
          {SUSPECT_MSG.deleteAll}
        </Button>
      ) : null}
    </div>
  );
}
