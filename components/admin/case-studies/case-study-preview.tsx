"use client";
import { PreviewButton, type PreviewTarget } from "@/components/editor/preview-overlay";
import type { CaseStudyFormValues } from "./case-study-form-values";

type Props = { values: CaseStudyFormValues; date?: string | null };

/** "Previzualizare": the public case-study layout with the form's current values (SPEC 2.2). */
export function CaseStudyPreviewButton({ values, date }: Props) {
  const getPreview = (): PreviewTarget => ({
    kind: "case-study",
    data: {
      title: values.title.trim(),
      featuredImage: values.featuredImage,
      services: values.services,
      industry: values.industry.trim(),
      perioada: values.perioada.trim(),
      client: values.client.trim(),
      // The API sets the date on save; until then the preview shows today's.
      date: date ?? new Date().toISOString(),
      excerpt: values.excerpt.trim(),
      content: values.content,
    },
  });
  return <PreviewButton getPreview={getPreview} className="w-full" />;
}
