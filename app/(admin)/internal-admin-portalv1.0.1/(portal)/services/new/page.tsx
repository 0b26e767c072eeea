import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/states";
import { NewServiceClient } from "./new-service-client";

export const metadata: Metadata = { title: "Serviciu nou" };

export default function NewServicePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <NewServiceClient />
    </Suspense>
  );
}
