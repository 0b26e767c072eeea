import { notFound } from "next/navigation";

/**
 * The fixed public pages (/despre-noi, /tarife, ...) live in an optional catch-all folder, `[[...rest]]`,
 * to be ISR routes (QUALITY P2): an empty generateStaticParams means nothing is prerendered at build,
 * when no database is open, and each page is rendered on its first visit, then served from the cache
 * until a portal write expires its tags. Only the folder's own path is a page: anything below is a 404.
 */
export type RootOnlyProps = { params: Promise<{ rest?: string[] }> };

export function noPrerenderedParams(): Array<{ rest: string[] }> {
  return [];
}

export async function rootOnly(params: RootOnlyProps["params"]): Promise<void> {
  if ((await params).rest) notFound();
}
