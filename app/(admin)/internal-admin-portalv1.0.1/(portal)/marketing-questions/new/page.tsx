import type { Metadata } from "next";
import { NewQuestion } from "@/components/admin/marketing-questions/question-editor";

export const metadata: Metadata = { title: "Întrebare nouă" };

export default function NewQuestionPage() {
  return <NewQuestion />;
}
