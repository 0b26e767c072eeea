import { RowEditLink } from "@/components/admin/row-action-buttons";
import { StatusBadge } from "@/components/ui/states";
import { pageTitle } from "@/lib/api/pages";
import { ADMIN_BASE } from "@/lib/constants";
import { scheduledAt } from "@/lib/content-status";
import type { PageSummary } from "@/lib/dto/page";
import { SelectAllBox, SelectBox, type Selection } from "../lists/bulk-bar";

const TH = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";

/** Every page with its address and status, for the bulk actions; a table from md up, cards on phones. */
export function PagesTable({ pages, selection }: { pages: PageSummary[]; selection: Selection }) {
  const edit = (page: PageSummary) => <RowEditLink href={`${ADMIN_BASE}/pages/${page.id}`} label={`pagina ${pageTitle(page)}`} />;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Pagini</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${TH} w-10`}>
                <SelectAllBox selection={selection} label="Selectează toate paginile" />
              </th>
              <th scope="col" className={TH}>Pagină</th>
              <th scope="col" className={TH}>Status</th>
              <th scope="col" className={`${TH} text-right`}>Acțiuni</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pages.map((page) => (
              <tr key={page.id} className="transition-colors hover:bg-brand-100/30">
                <td className="px-4 py-3.5">
                  <SelectBox selection={selection} id={page.id} name={pageTitle(page)} />
                </td>
                <td className="px-4 py-3.5">
                  <span className="block font-semibold text-ink">{pageTitle(page)}</span>
                  <span className="mt-0.5 block break-all font-mono text-xs text-muted">/{page.slug}</span>
                </td>
                <td className="px-4 py-3.5">
                  <StatusBadge status={page.status} scheduledAt={scheduledAt(page)} />
                </td>
                <td className="px-4 py-3.5 text-right">{edit(page)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Pagini">
        {pages.map((page) => (
          <li key={page.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <SelectBox selection={selection} id={page.id} name={pageTitle(page)} className="mt-1" />
              <p className="min-w-0 flex-1 break-words font-semibold text-ink">{pageTitle(page)}</p>
              <StatusBadge status={page.status} scheduledAt={scheduledAt(page)} />
            </div>
            <p className="mt-1 break-all font-mono text-xs text-muted">/{page.slug}</p>
            <div className="mt-4 border-t border-slate-100 pt-3">{edit(page)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
