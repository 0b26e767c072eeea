"use client";
import { Icon } from "@/components/admin/icons";
import { Button } from "@/components/ui/button";
import type { ContentKind } from "@/lib/public-paths";

export const SITE_PREVIEW_LABEL = "Previzualizează pe site";

type Props = {
  kind: ContentKind;
  /** The saved item the form edits; absent for a new one. */
  id?: number | null;
  /** The form's values as a save would send them, read at the click. */
  payload: () => object;
  className?: string;
  /** In the save bar: the icon alone on a phone, so the bar stays one row (the name stays for screen readers). */
  compact?: boolean;
};

/**
 * Opens the real public page in a new tab with the form's values, saved or not (POST /api/preview,
 * Next's draft mode). A form submission rather than a fetch: the browser sends the portal's session
 * cookie, and a new tab opened by a click is never taken for a pop-up.
 */
export function SitePreviewButton({ kind, id, payload, className = "", compact = false }: Props) {
  const open = () => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/api/preview";
    form.target = "_blank";
    for (const [name, value] of Object.entries({ kind, id: id ? String(id) : "", values: JSON.stringify(payload()) })) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
  };
  return (
    <Button variant="secondary" onClick={open} className={className} title={SITE_PREVIEW_LABEL} aria-label={SITE_PREVIEW_LABEL}>
      <Icon name="external" className="h-4 w-4" />
      <span className={compact ? "hidden sm:inline" : undefined}>{SITE_PREVIEW_LABEL}</span>
    </Button>
  );
}
