import type { Metadata } from "next";
import { EditPage } from "@/components/admin/pages/page-editor";

export const metadata: Metadata = { title: "Editează pagina" };

export default async function EditPagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditPage id={id} />;
}
