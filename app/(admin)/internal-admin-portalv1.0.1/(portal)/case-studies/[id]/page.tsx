import type { Metadata } from "next";
import { EditCaseStudyClient } from "./edit-case-study-client";

export const metadata: Metadata = { title: "Editează studiul de caz" };

export default async function EditCaseStudyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditCaseStudyClient id={id} />;
}
