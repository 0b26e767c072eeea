import { NotFoundView } from "@/components/public/content/not-found-view";

/**
 * A notFound() thrown by a public page, rendered inside the public layout, which already draws the
 * header and the footer. Next also puts this element into every public page's React payload (the
 * boundary's fallback, ready on the client), so it is the brief 404 content alone. Unknown URLs never get
 * here: the proxy sends them to a path no route matches, which app/global-not-found.tsx renders whole
 * (lib/public-routes.ts).
 */
export default function PublicNotFound() {
  return <NotFoundView brief />;
}
