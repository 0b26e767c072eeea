import type { Metadata } from "next";
import { NewCaseStudy } from "@/components/admin/case-studies/case-study-editor";

export const metadata: Metadata = { title: "Studiu de caz nou" };

export default function NewCaseStudyPage() {
  return <NewCaseStudy />;
}
