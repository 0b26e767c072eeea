import type { Metadata } from "next";
import { NewQuestionClient } from "./new-question-client";

export const metadata: Metadata = { title: "Întrebare nouă" };

export default function NewQuestionPage() {
  return <NewQuestionClient />;
}
