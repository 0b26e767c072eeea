"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { PreviewOverlay } from "@/components/editor/preview-overlay";
import { Button } from "@/components/ui/button";
import type { BlogFormValues } from "./blog-form-values";

/** "Previzualizare": the article as the public page will show it, from the form's current values. */
export function BlogPreviewButton({ values, createdAt }: { values: BlogFormValues; createdAt?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="mr-auto" aria-label="Previzualizare" title="Previzualizare">
        <Icon name="eye" className="h-4 w-4" />
        <span className="hidden sm:inline">Previzualizare</span>
      </Button>
      {open ? (
        <PreviewOverlay
          open
          onClose={() => setOpen(false)}
          kind="blog"
          data={{
            title: values.title,
            featuredImage: values.featuredImage,
            categories: values.categories,
            // A new article shows today's date, as it will when saved now.
            date: createdAt ?? new Date(),
            excerpt: values.excerpt,
            content: values.content,
          }}
        />
      ) : null}
    </>
  );
}
