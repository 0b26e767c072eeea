import type { Metadata } from "next";
import type { ReactNode } from "react";
// Self-hosted fonts from npm: build-time downloads from font CDNs are not possible here.
import "@fontsource-variable/inter";
import "@fontsource-variable/plus-jakarta-sans";
import "@/styles/globals.css";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "Agenție de marketing online", template: "%s | Agenție de marketing online" },
  description: "SEO, PPC, branding, social media, content marketing și creare de website-uri pentru afaceri mici și mijlocii.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ro">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
