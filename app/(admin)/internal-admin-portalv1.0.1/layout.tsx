import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RootHtml } from "@/components/document/root-html";
import { endDeadPortalSession } from "@/lib/auth/portal-guard";
import { siteUrl } from "@/lib/seo/site";
import "@/styles/globals.css";
import "@/styles/portal.css";

// The portal's root layout: nothing of the public site (header, footer, consent, JSON-LD) is in its
// pages. It is hidden from search engines, whatever robots.txt says.
export const metadata: Metadata = {
  // The site's default Open Graph card (app/opengraph-image.tsx) is named with absolute URLs here too.
  metadataBase: new URL(siteUrl()),
  title: { default: "Portal intern", template: "%s | Portal intern" },
  robots: { index: false, follow: false },
};

/**
 * Renders per request: the session cookie is checked against the database (a logout or role change
 * elsewhere ends it), and Next puts the request's CSP nonce (proxy.ts) on its scripts.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await endDeadPortalSession();
  return <RootHtml>{children}</RootHtml>;
}
