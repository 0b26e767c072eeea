import { Icon } from "@/components/admin/icons";
import { RowDeleteButton, RowEditLink } from "@/components/admin/row-action-buttons";
import { buttonClass } from "@/components/ui/button";
import type { BlogListItem } from "@/lib/api/blog";
import { ADMIN_BASE } from "@/lib/constants";
import { isOnSite } from "@/lib/content-status";

type Props = {
  post: BlogListItem;
  canDelete: boolean;
  deleting: boolean;
  onDelete: (post: BlogListItem) => void;
  /** The phone card shows the public link beside the date instead. */
  showView?: boolean;
};

/** The public page of a published article, in a new tab. */
export function ViewOnSiteLink({ post, className = buttonClass("ghost", "sm") }: { post: BlogListItem; className?: string }) {
  return (
    <a
      href={`/blog/${encodeURIComponent(post.slug)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      title="Deschide articolul pe site, într-o filă nouă"
    >
      <Icon name="external" className="h-4 w-4" />
      Vezi pe site<span className="sr-only">: {post.title} (se deschide într-o filă nouă)</span>
    </a>
  );
}

/** Edit for everyone, the public page of a published article, delete only for admins (SPEC 6). */
export function BlogRowActions({ post, canDelete, deleting, onDelete, showView = true }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:flex-nowrap md:justify-end">
      {showView && isOnSite(post) ? <ViewOnSiteLink post={post} /> : null}
      <RowEditLink href={`${ADMIN_BASE}/blog/${post.id}`} label={`articolul ${post.title}`} />
      {canDelete ? (
        <RowDeleteButton label={`articolul ${post.title}`} deleting={deleting} onClick={() => onDelete(post)} />
      ) : null}
    </div>
  );
}
