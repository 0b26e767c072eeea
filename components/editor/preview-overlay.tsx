"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ArticleLayout, type ArticleLayoutData } from "@/components/public/layouts/article-layout";
import { CaseStudyLayout, type CaseStudyLayoutData } from "@/components/public/layouts/case-study-layout";
import { ServiceLayout, type ServiceLayoutData } from "@/components/public/layouts/service-layout";
import { stripActiveContent } from "./preview-html";
import { ToolbarIcon } from "./toolbar-icons";

/** What a form hands to the preview: the real public layout of its kind and the form's values. */
export type PreviewTarget =
  | { kind: "blog"; data: ArticleLayoutData }
  | { kind: "case-study"; data: CaseStudyLayoutData }
  | { kind: "service"; data: ServiceLayoutData };

export type PreviewDevice = "desktop" | "mobile";

/** SPEC 9: the mobile preview is a 375 x 667 frame. */
export const MOBILE_PREVIEW = { width: 375, height: 667 } as const;

const KIND_LABEL: Record<PreviewTarget["kind"], string> = {
  blog: "Articol de blog",
  "case-study": "Studiu de caz",
  service: "Serviciu",
};

function PreviewBody({ kind, data }: PreviewTarget) {
  // Only the author's own HTML is shown here, but nothing active runs in the portal anyway.
  const safe = useMemo<PreviewTarget>(() => {
    const target = { kind, data } as PreviewTarget;
    if (target.kind === "service") {
      return {
        kind: "service",
        data: {
          ...target.data,
          content: stripActiveContent(target.data.content),
          faqs: (target.data.faqs ?? []).map((f) => ({ question: f.question, answer: stripActiveContent(f.answer) })),
        },
      };
    }
    if (target.kind === "case-study") return { kind: "case-study", data: { ...target.data, content: stripActiveContent(target.data.content) } };
    return { kind: "blog", data: { ...target.data, content: stripActiveContent(target.data.content) } };
  }, [kind, data]);

  if (safe.kind === "service") return <ServiceLayout data={safe.data} />;
  if (safe.kind === "case-study") return <CaseStudyLayout data={safe.data} />;
  return <ArticleLayout data={safe.data} />;
}

type OverlayProps = PreviewTarget & { open: boolean; onClose: () => void; initialDevice?: PreviewDevice };

/**
 * Full-screen preview (SPEC 2.2): the public layout of a blog post, case study or service, on a
 * desktop width or in a 375 x 667 mobile frame. Escape or the close button closes it.
 */
export function PreviewOverlay({ open, onClose, initialDevice = "desktop", ...target }: OverlayProps) {
  const [device, setDevice] = useState<PreviewDevice>(initialDevice);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      // Keep Tab inside the overlay.
      if (event.key !== "Tab" || !dialog.current) return;
      const focusables = Array.from(dialog.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), summary, [tabindex]:not([tabindex='-1'])"));
      if (!focusables.length) return;
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const inside = dialog.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === "undefined") return null;
  const current = target as PreviewTarget;

  return createPortal(
    <div ref={dialog} role="dialog" aria-modal="true" aria-label={`Previzualizare: ${KIND_LABEL[current.kind]}`} className="fixed inset-0 z-[70] flex flex-col bg-slate-900/95">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 bg-ink px-4 py-3 text-white sm:px-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold">Previzualizare</p>
          <p className="truncate text-xs text-white/60">{KIND_LABEL[current.kind]} · așa cum va apărea pe site</p>
        </div>
        <div role="group" aria-label="Dispozitiv" className="inline-flex rounded-lg bg-white/10 p-1">
          {(["desktop", "mobile"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={device === value}
              onClick={() => setDevice(value)}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
                device === value ? "bg-white text-ink shadow" : "text-white/80 hover:text-white"
              }`}
            >
              {value === "desktop" ? "Desktop" : "Mobil"}
            </button>
          ))}
        </div>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label="Închide previzualizarea"
          title="Închide (Esc)"
          className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-white/90 ring-1 ring-inset ring-white/25 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <ToolbarIcon name="close" className="h-4 w-4" />
          <span className="hidden sm:inline">Închide</span>
        </button>
      </div>

      {device === "desktop" ? (
        <div className="min-h-0 flex-1 overflow-y-auto bg-white" data-preview-device="desktop">
          <PreviewBody {...current} />
        </div>
      ) : (
        <div className="flex min-h-0 flex-1 items-start justify-center overflow-auto p-4 sm:p-8">
          <div
            role="region"
            aria-label={`Previzualizare mobil ${MOBILE_PREVIEW.width} x ${MOBILE_PREVIEW.height}`}
            data-preview-device="mobile"
            style={{ width: MOBILE_PREVIEW.width, height: MOBILE_PREVIEW.height }}
            className="flex-none overflow-y-auto overscroll-contain rounded-[1.75rem] bg-white shadow-2xl ring-8 ring-slate-800"
          >
            <PreviewBody {...current} />
          </div>
        </div>
      )}
    </div>,
    document.body,
  );
}

type ButtonProps = {
  /** Called when the button is pressed: the form's current values as a preview target. */
  getPreview: () => PreviewTarget;
  label?: string;
  className?: string;
};

/** A "Previzualizare" button that opens the overlay with the form's values at that moment. */
export function PreviewButton({ getPreview, label = "Previzualizare", className = "" }: ButtonProps) {
  const [target, setTarget] = useState<PreviewTarget | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setTarget(getPreview())}
        className={`inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M2.04 12.32a1 1 0 0 1 0-.64C3.42 7.51 7.36 4.5 12 4.5s8.57 3.01 9.96 7.18a1 1 0 0 1 0 .64C20.58 16.49 16.64 19.5 12 19.5s-8.57-3.01-9.96-7.18ZM15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
        </svg>
        {label}
      </button>
      {target ? <PreviewOverlay open onClose={() => setTarget(null)} {...target} /> : null}
    </>
  );
}
