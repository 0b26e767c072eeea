"use client";
import { BlogForm } from "@/components/admin/blog/blog-form";
import { BLOG_LIST, useBlogSaved } from "@/components/admin/blog/use-blog-saved";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/states";

export function NewBlogPostClient() {
  const onSaved = useBlogSaved();
  return (
    <>
      <PageHeader
        title="Creează un articol nou"
        description="Scrieți articolul și salvați-l ca Draft sau publicați-l direct pe blog."
        actions={
          <ButtonLink href={BLOG_LIST} variant="ghost">
            ← Înapoi la articole
          </ButtonLink>
        }
      />
      <BlogForm cancelHref={BLOG_LIST} onSaved={onSaved} />
    </>
  );
}
