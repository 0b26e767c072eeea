import Link from "next/link";
import { ADMIN_BASE } from "@/lib/constants";
import { romanianCount } from "@/lib/plural";
import { inboxFilterParams } from "@/lib/validation/leads";
import { Icon } from "../icons";

/** The inbox's "Suspecte" view, where an admin releases or deletes them. */
export const SUSPECT_VIEW_HREF = `${ADMIN_BASE}/contact-submissions?${inboxFilterParams({ suspect: true })}`;

/**
 * Admins only: a flood happened (QUALITY R7). Messages above the usual rate wait apart, unsent by
 * e-mail, until someone looks at them; nothing when there are none.
 */
export function SuspectNotice({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <section
      aria-labelledby="suspect-notice-title"
      className="mb-6 flex flex-col gap-3 rounded-xl bg-amber-50 px-5 py-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <Icon name="shield" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="min-w-0">
          <h2 id="suspect-notice-title" className="font-semibold">
            {romanianCount(count, "mesaj marcat ca suspect", "mesaje marcate ca suspecte")}
          </h2>
          <p className="mt-0.5">
            Au sosit mult mai multe mesaje decât de obicei într-un timp scurt, așa că {count === 1 ? "acesta nu a fost trimis" : "acestea nu au fost trimise"} pe e-mail și nu apar în Inbox.
            Eliberați mesajele reale și ștergeți-le pe celelalte.
          </p>
        </div>
      </div>
      <Link
        href={SUSPECT_VIEW_HREF}
        className="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg bg-amber-900 px-4 py-2 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
      >
        {count === 1 ? "Verificați-l" : "Verificați-le"}
        <Icon name="arrowRight" className="h-4 w-4" />
      </Link>
    </section>
  );
}
