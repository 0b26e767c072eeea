import { StatusBadge } from "@/components/ui/states";
import { scheduledAt } from "@/lib/content-status";
import type { CaseStudyListItem } from "@/lib/api/case-studies";
import { formatDate } from "@/lib/dates";
import { SelectAllBox, SelectBox, type Selection } from "../lists/bulk-bar";
import { CaseStudyRowActions } from "./case-study-row-actions";

type Props = {
  items: CaseStudyListItem[];
  canDelete: boolean;
  deletingId: number | null;
  onDelete: (item: CaseStudyListItem) => void;
  selection: Selection;
};

const TH = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";

/** Title with the industry under it, created date (ro-RO), status, actions; cards on phones. */
export function CaseStudiesTable({ items, canDelete, deletingId, onDelete, selection }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Studii de caz</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${TH} w-10`}>
                <SelectAllBox selection={selection} label="Selectează toate studiile de caz de pe pagină" />
              </th>
              <th scope="col" className={TH}>Titlu</th>
              <th scope="col" className={TH}>Data creării</th>
              <th scope="col" className={TH}>Status</th>
              <th scope="col" className={`${TH} text-right`}>Acțiuni</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id} className="transition-colors hover:bg-brand-100/30">
                <td className="px-4 py-3.5">
                  <SelectBox selection={selection} id={item.id} name={item.title} />
                </td>
                <td className="max-w-xl px-4 py-3.5">
                  <span className="block font-semibold text-ink">{item.title}</span>
                  {item.industry ? <span className="mt-0.5 block text-xs text-muted">{item.industry}</span> : null}
                </td>
                <td className="whitespace-nowrap px-4 py-3.5 text-ink">
                  <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
                </td>
                <td className="px-4 py-3.5">
                  <StatusBadge status={item.status} scheduledAt={scheduledAt(item)} />
                </td>
                <td className="px-4 py-3.5">
                  <CaseStudyRowActions item={item} canDelete={canDelete} deleting={deletingId === item.id} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Studii de caz">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <SelectBox selection={selection} id={item.id} name={item.title} className="mt-1" />
              <p className="min-w-0 flex-1 break-words font-semibold text-ink">{item.title}</p>
              <StatusBadge status={item.status} scheduledAt={scheduledAt(item)} />
            </div>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
              {item.industry ? ` · ${item.industry}` : null}
            </p>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <CaseStudyRowActions item={item} canDelete={canDelete} deleting={deletingId === item.id} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
