import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/public-shell";

// Public pages read through lib/server/public-data.ts (tagged cache, expired by portal writes) and
// never touch the database at build time, when no database is open: the pages are ISR routes with an
// empty generateStaticParams (rendered on the first visit, then cached), or dynamic where they read
// the query string (/blog, /studii-de-caz).
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
