import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/seo/metadata";
import { CmsPage, cmsPageMetadata } from "./cms-page";
import { HomePage, homeMetadata } from "./home";

type Props = { params: Promise<{ slug?: string[] }> };

// Home ("/") and every page of the pages list ("/{slug}") share this optional catch-all so that both are
// ISR routes (QUALITY P2): nothing is prerendered at build, when no database is open; each page is
// rendered on its first visit, then served from the cache until a portal write expires its tags.
export function generateStaticParams(): Array<{ slug: string[] }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!slug) return homeMetadata;
  return slug.length === 1 ? cmsPageMetadata(slug[0]) : notFoundMetadata();
}

export default async function PublicPage({ params }: Props) {
  const { slug } = await params;
  if (!slug) return <HomePage />;
  if (slug.length > 1) notFound();
  return <CmsPage slug={slug[0]} />;
}
