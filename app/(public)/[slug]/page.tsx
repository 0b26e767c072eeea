import type { Metadata } from "next";
import { HOME_SEGMENT } from "@/lib/public-routes";
import { CmsPage, cmsPageMetadata } from "./cms-page";
import { HomePage, homeMetadata } from "./home";

type Props = { params: Promise<{ slug: string }> };

// Home (served here under HOME_SEGMENT, lib/public-routes.ts) and every page of the pages list
// ("/{slug}") share this single-segment route so that both are ISR routes (QUALITY P2): nothing is
// prerendered at build, when no database is open; each page is rendered on its first visit, then
// served from the cache until a portal write expires its tags. Deeper unknown paths match no route.
export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return slug === HOME_SEGMENT ? homeMetadata() : cmsPageMetadata(slug);
}

export default async function PublicPage({ params }: Props) {
  const { slug } = await params;
  return slug === HOME_SEGMENT ? <HomePage /> : <CmsPage slug={slug} />;
}
