import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/states";
import { PlansListClient } from "./plans-list-client";

export const metadata: Metadata = { title: "Planuri și pachete" };

export default function PricesPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <PlansListClient />
    </Suspense>
  );
}
