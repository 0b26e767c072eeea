import type { Metadata } from "next";
import { Suspense } from "react";
import { FailServerRender } from "./fail-server-render";
import { Icon } from "@/components/public/icons/icon";

export const OUTAGE_TITLE = "Site-ul este momentan indisponibil";
export const OUTAGE_TEXT = "Vă rugăm să reîncercați în câteva momente.";
export const OUTAGE_RETRY = "Reîncercați";

/**
 * Rendered wherever a public read failed (a message, an empty menu): the page is then answered with an
 * error status and `no-store`, so neither Next, nor the page cache, nor a CDN keeps the failure. It
 * shows nothing: the failure is thrown inside its own Suspense boundary, whose fallback is empty.
 */
export function MarkRenderFailed() {
  return (
    <Suspense fallback={null}>
      <FailServerRender />
    </Suspense>
  );
}

/**
 * The notice in place of a page whose content could not be read (ARCHITECTURE 16). The retry is a
 * plain link to the same address, so it works without JavaScript; `retryHref` defaults to the current
 * address ("" resolves to the document's own URL). Shared with the error boundaries (client side).
 */
export function OutageView({ retryHref = "", headingLevel = 1 }: { retryHref?: string; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section role="alert" className="bg-surface px-5 py-24 sm:px-8 lg:py-32">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon name="warning" className="h-7 w-7" />
        </span>
        <Heading className="mt-6 font-display text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl">{OUTAGE_TITLE}.</Heading>
        <p className="mt-3 text-lg leading-relaxed text-muted">{OUTAGE_TEXT}</p>
        <a
          href={retryHref}
          className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon name="retry" className="h-4 w-4" />
          {OUTAGE_RETRY}
        </a>
      </div>
    </section>
  );
}

/** A server page whose own content could not be read: the notice, and the render marked failed. */
export function OutageNotice({ retryHref }: { retryHref?: string }) {
  return (
    <>
      <OutageView retryHref={retryHref} />
      <MarkRenderFailed />
    </>
  );
}

/** The head of a page answered with the outage notice (never indexed; the render fails anyway). */
export function outageMetadata(): Metadata {
  return { title: OUTAGE_TITLE, robots: { index: false, follow: false } };
}
