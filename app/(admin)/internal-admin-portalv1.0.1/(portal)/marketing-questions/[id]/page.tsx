import type { Metadata } from "next";
import { EditQuestionClient } from "./edit-question-client";

export const metadata: Metadata = { title: "Editează întrebarea" };

export default async function EditQuestionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditQuestionClient id={id} />;
}
