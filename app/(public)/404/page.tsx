import type { Metadata } from "next";
import { notFound } from "next/navigation";

// Detail pages redirect here when their item is missing (SPEC 2.1). notFound() renders the not-found
// UI with a real 404 status, so search engines drop the old URL instead of indexing a soft 404.
// No robots entry here: Next already adds noindex to every not-found response, a second tag would repeat it.
export const metadata: Metadata = { title: "Pagina nu a fost găsită" };

// Rendered per request (reached only by redirects from missing items; never worth caching); its data still comes from the tagged cache.
export const dynamic = "force-dynamic";

export default function NotFoundRoute(): never {
  notFound();
}
