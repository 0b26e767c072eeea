import type { Metadata } from "next";
import { EditRedirect } from "@/components/admin/redirects/redirect-editor";

export const metadata: Metadata = { title: "Editează redirecționarea" };

export default async function EditRedirectPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditRedirect id={id} />;
}
