import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RootHtml } from "@/components/document/root-html";
import { PublicShell } from "@/components/public/public-shell";
import { PUBLIC_ROOT_METADATA } from "@/lib/seo/root-metadata";
import "@/styles/globals.css";

// The public site's root layout: the portal has its own (app/(admin)/...), and unknown URLs render
// app/global-not-found.tsx, so none of them sits in a public page's HTML or payload.
// Public pages read through lib/server/public-data.ts (tagged cache, expired by portal writes) and
// never touch the database at build time, when no database is open: the pages are ISR routes with an
// empty generateStaticParams (rendered on the first visit, then cached), or dynamic where they read
// the query string (/blog, /studii-de-caz).
/**
 * A page is regenerated in the background at most once a minute when visited, and this is also its
 * Cache-Control s-maxage: a proxy in front (deploy/) keeps it that long, then serves it stale while it
 * fetches the new one. Writes mark exactly their tags stale at once (lib/server/revalidate.ts).
 */
export const revalidate = 60;

export const metadata: Metadata = PUBLIC_ROOT_METADATA;

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <RootHtml>
      <PublicShell>{children}</PublicShell>
    </RootHtml>
  );
}
