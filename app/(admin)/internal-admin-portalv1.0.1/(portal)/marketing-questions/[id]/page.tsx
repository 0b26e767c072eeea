import type { Metadata } from "next";
import { EditQuestion } from "@/components/admin/marketing-questions/question-editor";

export const metadata: Metadata = { title: "Editează întrebarea" };

export default async function EditQuestionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditQuestion id={id} />;
}
