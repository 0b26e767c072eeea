import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogListParams } from "@/lib/list-routes";
import { notFoundMetadata } from "@/lib/seo/metadata";
import { BlogList, blogListMetadata } from "../../../blog-list";

type Props = { params: Promise<{ category: string; page: string }> };

async function readParams(params: Props["params"]) {
  const { category, page } = await params;
  return blogListParams(category, page);
}

// ISR: reached only through proxy.ts's rewrite of /blog?… (direct requests get a 404 there);
// rendered on the first visit, then cached until a blog write expires the "blog" tag.
export function generateStaticParams(): Array<{ category: string; page: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = await readParams(params);
  return query ? blogListMetadata(query.category, query.page) : notFoundMetadata();
}

export default async function CachedBlogListPage({ params }: Props) {
  const query = await readParams(params);
  if (!query) notFound();
  return <BlogList category={query.category} page={query.page} />;
}
