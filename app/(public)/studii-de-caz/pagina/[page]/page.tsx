import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { caseStudyListPage } from "@/lib/list-routes";
import { notFoundMetadata } from "@/lib/seo/metadata";
import { CaseStudyList, caseStudyListMetadata } from "../../case-study-list";

type Props = { params: Promise<{ page: string }> };

// ISR: reached only through proxy.ts's rewrite of /studii-de-caz?… (direct requests get a 404
// there); rendered on the first visit, then cached until a case-study write expires its tag.
export function generateStaticParams(): Array<{ page: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = caseStudyListPage((await params).page);
  return page ? caseStudyListMetadata(page) : notFoundMetadata();
}

export default async function CachedCaseStudyListPage({ params }: Props) {
  const page = caseStudyListPage((await params).page);
  if (!page) notFound();
  return <CaseStudyList page={page} />;
}
