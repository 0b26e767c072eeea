import type { Metadata } from "next";
import { NotFoundView } from "@/components/public/content/not-found-view";

// Unmatched URLs and every notFound() (including /404, where the detail pages redirect): status 404,
// never indexed, with a link home and to the main sections.
export const metadata: Metadata = {
  title: "Pagina nu a fost găsită",
  description: "Pagina căutată nu există sau a fost mutată.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundView standalone />;
}
