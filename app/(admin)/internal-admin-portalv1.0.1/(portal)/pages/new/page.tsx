import type { Metadata } from "next";
import { NewPageClient } from "./new-page-client";

export const metadata: Metadata = { title: "Pagină nouă" };

export default function NewPagePage() {
  return <NewPageClient />;
}
