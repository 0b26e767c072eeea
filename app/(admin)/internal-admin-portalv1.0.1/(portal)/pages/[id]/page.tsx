import type { Metadata } from "next";
import { EditPageClient } from "./edit-page-client";

export const metadata: Metadata = { title: "Editează pagina" };

export default async function EditPagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditPageClient id={id} />;
}
