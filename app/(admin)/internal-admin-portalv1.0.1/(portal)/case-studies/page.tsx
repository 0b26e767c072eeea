import type { Metadata } from "next";
import { Suspense } from "react";
import { Spinner } from "@/components/ui/states";
import { CaseStudiesListClient } from "./case-studies-list-client";

export const metadata: Metadata = { title: "Studii de caz" };

export default function CaseStudiesPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <CaseStudiesListClient />
    </Suspense>
  );
}
