import type { Metadata } from "next";
import { parsePage, type SearchParams } from "@/components/public/content/query";
import { CaseStudyList, caseStudyListMetadata } from "./case-study-list";

type Props = { searchParams: Promise<SearchParams> };

async function readPage(searchParams: Promise<SearchParams>) {
  return parsePage((await searchParams).page);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return caseStudyListMetadata(await readPage(searchParams));
}

// The fallback for query strings the middleware does not rewrite to the cached route
// (studii-de-caz/pagina), e.g. extra parameters: rendered per request, its data still from the tagged cache.
export const dynamic = "force-dynamic";

export default async function CaseStudiesPage({ searchParams }: Props) {
  return <CaseStudyList page={await readPage(searchParams)} />;
}
