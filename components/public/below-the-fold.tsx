import type { CSSProperties, ReactNode } from "react";

/**
 * A part of a public page that starts below the first screen: the browser skips its style, layout and
 * paint until it nears the viewport (`.below-the-fold` in styles/globals.css, CSS content-visibility),
 * so the first paint waits for the first screen only. Its HTML is complete and unchanged: search
 * engines and screen readers see everything, and find-in-page still finds it.
 *
 * `height` and `heightLg` are the part's usual heights in px on phones and from 1024 px, used only until
 * it is first shown.
 */
export function BelowTheFold({ children, height, heightLg }: { children: ReactNode; height: number; heightLg?: number }) {
  const style = { "--estimated-height": `${height}px`, "--estimated-height-lg": `${heightLg ?? height}px` } as CSSProperties;
  return (
    <div className="below-the-fold" style={style}>
      {children}
    </div>
  );
}
