"use client";
import { useEffect, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { BlogTable } from "@/components/admin/blog/blog-table";
import { BulkBar, useSelection } from "@/components/admin/lists/bulk-bar";
import { Icon } from "@/components/admin/icons";
import { usePortalSession } from "@/components/admin/portal-session";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { blogListKey, BLOG_UI, deleteBlogPost, useRevalidateBlog, type BlogList, type BlogListItem } from "@/lib/api/blog";
import { useApi } from "@/lib/api/hooks";
import { ADMIN_BASE } from "@/lib/constants";

const NEW_POST = `${ADMIN_BASE}/blog/new`;

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The article list (SPEC 2.2): drafts included, 10 per page, the page kept in the address. */
export function BlogListClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const router = useRouter();
  const pathname = usePathname();
  const page = pageFrom(useSearchParams().get("page"));
  const { data, error, isLoading, mutate } = useApi<BlogList>(blogListKey(page), { keepPreviousData: true });
  const revalidate = useRevalidateBlog();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const selection = useSelection(data?.blogs.map((b) => b.id) ?? []);

  const goTo = (target: number) => router.push(target > 1 ? `${pathname}?page=${target}` : pathname, { scroll: true });

  // A page past the end (the last article of the last page was deleted) falls back to the last page.
  const totalPages = data?.totalPages ?? 0;
  useEffect(() => {
    if (data && page > 1 && data.blogs.length === 0 && totalPages >= 1) {
      router.replace(totalPages > 1 ? `${pathname}?page=${totalPages}` : pathname);
    }
  }, [data, page, totalPages, pathname, router]);

  const onDelete = async (post: BlogListItem) => {
    if (!confirmDelete(BLOG_UI.deleteConfirm)) return;
    setDeletingId(post.id);
    try {
      await deleteBlogPost(post.id);
      toast.success(BLOG_UI.deleted);
      await revalidate();
    } catch {
      toast.error(BLOG_UI.deleteError);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Articole de blog"
        description="Articolele publicate apar pe blogul site-ului; draft-urile sunt vizibile doar aici."
        actions={
          <ButtonLink href={NEW_POST}>
            <Icon name="plus" className="h-4 w-4" />
            Adaugă articol
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={BLOG_UI.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă articolele..." />
        ) : data.blogs.length === 0 && page === 1 ? (
          <EmptyState
            icon={<Icon name="blog" className="h-10 w-10" />}
            title="Nu există încă articole"
            description="Scrieți primul articol; îl puteți păstra ca Draft până este gata de publicare."
            actionHref={NEW_POST}
            actionLabel="Creează primul articol"
          />
        ) : (
          <>
            <BulkBar path="/blog/bulk" selection={selection} canDelete={isAdmin} items={data.blogs} onDone={revalidate} />
            <BlogTable posts={data.blogs} canDelete={isAdmin} deletingId={deletingId} onDelete={onDelete} selection={selection} />
            <Pagination page={page} totalPages={data.totalPages} onChange={goTo} label="Paginare articole" />
          </>
        )}
      </div>
    </>
  );
}
