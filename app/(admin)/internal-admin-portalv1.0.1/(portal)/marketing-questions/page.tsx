import type { Metadata } from "next";
import { MarketingQuestionsClient } from "./marketing-questions-client";

export const metadata: Metadata = { title: "Întrebări marketing" };

export default function MarketingQuestionsPage() {
  return <MarketingQuestionsClient />;
}
