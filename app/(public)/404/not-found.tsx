import { NotFoundView } from "@/components/public/content/not-found-view";

// Catches the notFound() of ./page.tsx inside the public layout (header, footer, <main>), so /404
// answers with status 404 and the site's chrome; unmatched URLs elsewhere use app/not-found.tsx.
export default function PublicNotFound() {
  return <NotFoundView />;
}
