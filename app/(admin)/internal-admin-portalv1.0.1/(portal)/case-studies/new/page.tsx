import type { Metadata } from "next";
import { NewCaseStudyClient } from "./new-case-study-client";

export const metadata: Metadata = { title: "Studiu de caz nou" };

export default function NewCaseStudyPage() {
  return <NewCaseStudyClient />;
}
