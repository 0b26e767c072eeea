import type { Metadata } from "next";
import { NewPage } from "@/components/admin/pages/page-editor";

export const metadata: Metadata = { title: "Pagină nouă" };

export default function NewPagePage() {
  return <NewPage />;
}
