import type { Metadata } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { FONT_FILES } from "@/lib/font-files";
import "@/styles/globals.css";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "Agenție de marketing online", template: "%s | Agenție de marketing online" },
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
