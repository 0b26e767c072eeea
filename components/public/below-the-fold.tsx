import { Suspense, type CSSProperties, type ReactNode } from "react";

/**
 * A part of a public page that starts below the first screen: the browser skips its style, layout and
 * paint until it nears the viewport (`.below-the-fold` in styles/globals.css), so the first paint waits
 * for the first screen only. Its server-rendered HTML is complete and unchanged: search engines and
 * screen readers see everything, and find-in-page still finds it.
 *
 * It is also a Suspense boundary (nothing in it suspends), for the hydration: React hydrates a page's
 * shell in one task, but leaves the boundaries for later, at idle priority and in slices of a few
 * milliseconds; a click or key inside one hydrates it at once and is replayed. React's streaming
 * renderer sends large boundaries at the end of the document, moved in by an inline script; the
 * page cache puts them back in place when it stores a page (lib/page-cache/inline-boundaries.js).
 *
 * `height` and `heightLg` are the part's usual heights in px on phones and from 1024 px, used only until
 * it is first shown.
 */
export function BelowTheFold({ children, height, heightLg }: { children: ReactNode; height: number; heightLg?: number }) {
  const style = { "--estimated-height": `${height}px`, "--estimated-height-lg": `${heightLg ?? height}px` } as CSSProperties;
  return (
    <Suspense>
      <div className="below-the-fold" style={style}>
        {children}
      </div>
    </Suspense>
  );
}
