"use client";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/states";

export function FormSection({ title, description, children, className = "" }: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`p-5 sm:p-6 ${className}`}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}

/** The save failure, including a 409 for a stale save (QUALITY D1), shown above the form. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {message}
    </div>
  );
}

export function FormActions({
  cancelHref,
  submitting,
  submitLabel = "Salvează",
  children,
}: {
  cancelHref: string;
  submitting: boolean;
  submitLabel?: string;
  children?: ReactNode;
}) {
  // pr-20: the portal's back-to-top button is fixed in the bottom-right corner; the buttons end before it.
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-surface/95 py-3 pl-4 pr-20 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:bg-white/95">
      {children}
      <ButtonLink href={cancelHref} variant="secondary">
        Anulează
      </ButtonLink>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Se salvează..." : submitLabel}
      </Button>
    </div>
  );
}
