"use client";
import { BlogForm } from "@/components/admin/blog/blog-form";
import { BLOG_LIST, useBlogSaved } from "@/components/admin/blog/use-blog-saved";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { BLOG_UI, type BlogPost } from "@/lib/api/blog";
import { useFreshResource } from "@/lib/api/resource";

export function EditBlogPostClient({ id }: { id: string }) {
  const onSaved = useBlogSaved();
  const valid = /^\d{1,9}$/.test(id);
  // Loaded fresh on every visit, so the updated_at sent back on save is current (QUALITY D1).
  const { data: post, error, loading, reload, replace } = useFreshResource<BlogPost>(valid ? `/blog/${id}` : null);
  return (
    <>
      <PageHeader
        title="Editează articolul"
        description={post ? post.title : undefined}
        actions={
          <ButtonLink href={BLOG_LIST} variant="ghost">
            ← Înapoi la articole
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {!valid || error ? (
          <ItemLoadError
            error={error}
            missing={!valid}
            notFoundMessage={BLOG_UI.notFound}
            loadErrorMessage={BLOG_UI.loadError}
            listHref={BLOG_LIST}
            listLabel="Înapoi la articole"
            onRetry={reload}
          />
        ) : loading || !post ? (
          <Spinner label="Se încarcă articolul..." />
        ) : (
          <BlogForm key={post.id} post={post} cancelHref={BLOG_LIST} onSaved={onSaved} onNewerLoaded={replace} />
        )}
      </div>
    </>
  );
}
