import type { Metadata } from "next";
import { TrashScreen } from "@/components/admin/trash/trash-screen";

export const metadata: Metadata = { title: "Coș" };

export default function TrashPage() {
  return <TrashScreen />;
}
