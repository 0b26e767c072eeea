import type { Metadata } from "next";
import { LegalPage, legalMetadata } from "@/components/public/content/legal-page";

const SLUG = "politica-de-confidentialitate";

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata(SLUG);
}

export default function PrivacyPage() {
  return <LegalPage slug={SLUG} />;
}
