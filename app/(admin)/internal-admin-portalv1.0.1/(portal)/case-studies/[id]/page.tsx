import type { Metadata } from "next";
import { EditCaseStudy } from "@/components/admin/case-studies/case-study-editor";

export const metadata: Metadata = { title: "Editează studiul de caz" };

export default async function EditCaseStudyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditCaseStudy id={id} />;
}
