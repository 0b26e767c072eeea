import type { Metadata } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { FONT_FILES } from "@/lib/font-files";
import { TITLE_BRAND, TITLE_SEPARATOR } from "@/lib/seo/site";
import "@/styles/globals.css";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  // Only for the few fixed titles (404, errors): public pages set an absolute title that carries the
  // suffix only when it fits in 60 characters (lib/seo/metadata.ts, pageTitle).
  title: { default: TITLE_BRAND, template: `%s${TITLE_SEPARATOR}${TITLE_BRAND}` },
  description: "SEO, PPC, branding, social media, content marketing și creare de website-uri pentru afaceri mici și mijlocii.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // Requested with the HTML instead of after the stylesheet: the text settles in its font sooner.
  for (const href of FONT_FILES) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang="ro">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
