import type { Metadata } from "next";
import { RedirectsScreen } from "@/components/admin/redirects/redirects-screen";

export const metadata: Metadata = { title: "Redirecționări" };

export default function RedirectsPage() {
  return <RedirectsScreen />;
}
