import { Suspense, type ReactNode } from "react";

/**
 * A part of a public page that React hydrates after the page's shell: a Suspense boundary whose
 * content never suspends. React hydrates the shell in one task and leaves such boundaries for later,
 * at idle priority and in slices of a few milliseconds; a click or key inside one that is not
 * hydrated yet hydrates it at once and is replayed. The server HTML is complete either way, though
 * React's streaming renderer sends a boundary that ends past the page's first 12.8 KB at the end of
 * the document, moved in by an inline script; the page cache puts it back in place when it stores
 * the page (lib/page-cache/inline-boundaries.js).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
