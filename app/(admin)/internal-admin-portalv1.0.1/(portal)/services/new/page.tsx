import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/states";
import { NewService } from "@/components/admin/services/service-editor";

export const metadata: Metadata = { title: "Serviciu nou" };

export default function NewServicePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <NewService />
    </Suspense>
  );
}
