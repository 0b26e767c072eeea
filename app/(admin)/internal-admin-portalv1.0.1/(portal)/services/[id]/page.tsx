import type { Metadata } from "next";
import { EditServiceClient } from "./edit-service-client";

export const metadata: Metadata = { title: "Editează serviciul" };

export default async function EditServicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditServiceClient id={id} />;
}
