import type { ReactNode } from "react";
import { preload } from "react-dom";
import { FONT_FILES } from "@/lib/font-files";

/**
 * The <html> and <body> every root layout renders: the public site's (app/(public)/layout.tsx), the
 * portal's and the global 404 page. Each audience has its own root layout, so no page's HTML or React
 * payload carries the other audience's shell.
 */
export function RootHtml({ children }: { children: ReactNode }) {
  // Requested with the HTML instead of after the stylesheet: the text settles in its font sooner.
  for (const href of FONT_FILES) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang="ro">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
