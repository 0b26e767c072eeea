import { StatusBadge } from "@/components/ui/states";
import { isOnSite, scheduledAt } from "@/lib/content-status";
import type { BlogListItem } from "@/lib/api/blog";
import { formatDate } from "@/lib/dates";
import { SelectAllBox, SelectBox, type Selection } from "../lists/bulk-bar";
import { BlogRowActions, ViewOnSiteLink } from "./blog-row-actions";

type Props = { posts: BlogListItem[]; canDelete: boolean; deletingId: number | null; onDelete: (post: BlogListItem) => void; selection: Selection };

const TH = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted";

/** Title, posted date, status and actions (SPEC 2.2): a table from md up, stacked cards on phones. */
export function BlogTable({ posts, canDelete, deletingId, onDelete, selection }: Props) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Articole de blog</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${TH} w-10`}>
                <SelectAllBox selection={selection} label="Selectează toate articolele de pe pagină" />
              </th>
              <th scope="col" className={TH}>Titlu</th>
              <th scope="col" className={TH}>Data postării</th>
              <th scope="col" className={TH}>Status</th>
              <th scope="col" className={`${TH} text-right`}>Acțiuni</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {posts.map((post) => (
              <tr key={post.id} className="transition-colors hover:bg-brand-100/30">
                <td className="px-4 py-3.5">
                  <SelectBox selection={selection} id={post.id} name={post.title} />
                </td>
                <td className="px-4 py-3.5">
                  <span className="block font-semibold text-ink">{post.title}</span>
                  <span className="mt-0.5 block break-all font-mono text-xs text-muted">/blog/{post.slug}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-3.5 text-ink">
                  <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
                </td>
                <td className="px-4 py-3.5">
                  <StatusBadge status={post.status} scheduledAt={scheduledAt(post)} />
                </td>
                <td className="whitespace-nowrap px-4 py-3.5">
                  <BlogRowActions post={post} canDelete={canDelete} deleting={deletingId === post.id} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Articole de blog">
        {posts.map((post) => (
          <li key={post.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <SelectBox selection={selection} id={post.id} name={post.title} className="mt-1" />
              <p className="min-w-0 flex-1 break-words font-semibold text-ink">{post.title}</p>
              <StatusBadge status={post.status} scheduledAt={scheduledAt(post)} />
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span>
                Postat pe <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
              </span>
              {isOnSite(post) ? (
                <ViewOnSiteLink post={post} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline" />
              ) : null}
            </p>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <BlogRowActions post={post} canDelete={canDelete} deleting={deletingId === post.id} onDelete={onDelete} showView={false} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
