import { RichContent } from "@/components/public/layouts/rich-content";

/** Sanitized rich HTML inside the shared `.rich-content` typography (components/public/layouts/rich-content.tsx). */
export function RichHtml({ html, className = "" }: { html: string; className?: string }) {
  return <RichContent html={html} className={className} />;
}

export const hasText = (html: string | null | undefined) => Boolean(html && html.replace(/<[^>]*>|&nbsp;/g, "").trim());
