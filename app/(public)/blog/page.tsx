import type { Metadata } from "next";
import { parseBlogCategory } from "@/components/public/content/category-filter";
import { parsePage, type SearchParams } from "@/components/public/content/query";
import { BlogList, blogListMetadata } from "./blog-list";

type Props = { searchParams: Promise<SearchParams> };

async function readQuery(searchParams: Promise<SearchParams>) {
  const sp = await searchParams;
  return { category: parseBlogCategory(sp.category), page: parsePage(sp.page) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { category, page } = await readQuery(searchParams);
  return blogListMetadata(category, page);
}

// The fallback for query strings the middleware does not rewrite to the cached route (blog/pagina),
// e.g. extra parameters: rendered per request, its data still from the tagged cache.
export const dynamic = "force-dynamic";

export default async function BlogPage({ searchParams }: Props) {
  const { category, page } = await readQuery(searchParams);
  return <BlogList category={category} page={page} />;
}
