import type { Metadata } from "next";
import { EditUser } from "@/components/admin/users/user-editor";

export const metadata: Metadata = { title: "Editează utilizatorul" };

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditUser id={id} />;
}
