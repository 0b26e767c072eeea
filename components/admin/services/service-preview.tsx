"use client";
import { PreviewButton, type PreviewTarget } from "@/components/editor/preview-overlay";
import type { ServiceFormValues } from "./service-form-values";

/** "Previzualizare": the public service layout with the form's current values (SPEC 2.2). */
export function ServicePreviewButton({ values, className }: { values: ServiceFormValues; className?: string }) {
  const getPreview = (): PreviewTarget => ({
    kind: "service",
    data: {
      title: values.title.trim(),
      heroText: values.heroText.trim(),
      heading: values.heading.trim(),
      image: values.image,
      content: values.content,
      faqs: values.faqs.map((f) => ({ question: f.question.trim(), answer: f.answer })),
    },
  });
  return <PreviewButton getPreview={getPreview} className={className} />;
}
