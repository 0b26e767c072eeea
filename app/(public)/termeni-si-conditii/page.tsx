import type { Metadata } from "next";
import { LegalPage, legalMetadata } from "@/components/public/content/legal-page";

const SLUG = "termeni-si-conditii";

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata(SLUG);
}

export default function TermsPage() {
  return <LegalPage slug={SLUG} />;
}
