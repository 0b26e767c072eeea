import type { Metadata } from "next";
import { LegalPage, legalMetadata } from "@/components/public/content/legal-page";
import { noPrerenderedParams, rootOnly, type RootOnlyProps } from "@/components/public/content/root-only-route";

const SLUG = "termeni-si-conditii";

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata(SLUG);
}

export const generateStaticParams = noPrerenderedParams;

export default async function TermsPage({ params }: RootOnlyProps) {
  await rootOnly(params);
  return <LegalPage slug={SLUG} />;
}
