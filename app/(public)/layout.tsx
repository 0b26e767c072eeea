import type { ReactNode } from "react";

// Public pages read through lib/server/public-data.ts (tagged cache, expired by portal writes) and
// must never touch the database at build time, when no database is open.
export const dynamic = "force-dynamic";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return children;
}
