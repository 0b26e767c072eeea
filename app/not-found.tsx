import type { Metadata } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { NotFoundView } from "@/components/public/content/not-found-view";
import { PublicShell } from "@/components/public/public-shell";

// Every unknown path ends here (lib/public-routes.ts makes sure no route half-matches it): status 404,
// rendered whole on the server with the site's header and footer, never indexed, with a link home.
// No robots field: Next already writes <meta name="robots" content="noindex"> into every not-found
// response, and a second tag would contradict or repeat it.
export const metadata: Metadata = {
  title: "Pagina nu a fost găsită",
  description: "Pagina căutată nu există sau a fost mutată.",
};

// Rendered per request, never at build: the header and footer read the published menus.
export const dynamic = "force-dynamic";

export default function NotFound() {
  // Next renders this boundary into every route's tree, also while `next build` tries the routes that
  // then turn out dynamic or ISR. That output is never served, and the build opens no database: no menus.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return <NotFoundView />;
  return (
    <PublicShell>
      <NotFoundView />
    </PublicShell>
  );
}
