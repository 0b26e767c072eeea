import type { Metadata } from "next";
import { Suspense } from "react";
import { AuditScreen } from "@/components/admin/audit/audit-screen";
import { Spinner } from "@/components/ui/states";

export const metadata: Metadata = { title: "Jurnal de activitate" };

export default function AuditLogPage() {
  // The filters are read from the address (useSearchParams), which Next wants inside a Suspense boundary.
  return (
    <Suspense fallback={<Spinner />}>
      <AuditScreen />
    </Suspense>
  );
}
