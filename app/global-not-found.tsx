import type { Metadata } from "next";
import { RootHtml } from "@/components/document/root-html";
import { NotFoundView } from "@/components/public/content/not-found-view";
import { PublicShell } from "@/components/public/public-shell";
import { PUBLIC_ROOT_METADATA } from "@/lib/seo/root-metadata";
import { TITLE_BRAND, TITLE_SEPARATOR } from "@/lib/seo/site";
import "@/styles/globals.css";

// Every unknown URL (lib/public-routes.ts sends the public ones to a path no route matches): status
// 404, rendered whole on the server with the site's header and footer, with a link home. Next's
// convention for apps with several root layouts; it is no part of any other page. No robots field:
// Next already writes <meta name="robots" content="noindex"> into every 404 response.
export const metadata: Metadata = {
  ...PUBLIC_ROOT_METADATA,
  // A root layout's own title takes no template: the suffix is written here.
  title: `Pagina nu a fost găsită${TITLE_SEPARATOR}${TITLE_BRAND}`,
  description: "Pagina căutată nu există sau a fost mutată.",
};

// Rendered per request, never at build: the header and footer read the published menus.
export const dynamic = "force-dynamic";

export default function GlobalNotFound() {
  return (
    <RootHtml>
      <PublicShell>
        <NotFoundView />
      </PublicShell>
    </RootHtml>
  );
}
