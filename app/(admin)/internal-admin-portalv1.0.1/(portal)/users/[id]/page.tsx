import type { Metadata } from "next";
import { EditUserClient } from "./edit-user-client";

export const metadata: Metadata = { title: "Editează utilizatorul" };

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditUserClient id={id} />;
}
