import type { Metadata } from "next";
import { EditService } from "@/components/admin/services/service-editor";

export const metadata: Metadata = { title: "Editează serviciul" };

export default async function EditServicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditService id={id} />;
}
