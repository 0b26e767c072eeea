import { NextResponse, type NextRequest } from "next/server";
import type { UrlAnswer } from "@/lib/dto/url-answer";
import { ownOrigin } from "@/lib/own-origin";
import { plainPage } from "@/lib/plain-page";
import { MISSING_PAGE_TTL_SECONDS, NOT_FOUND_PATH, pathLookup } from "@/lib/public-routes";

/**
 * proxy.ts's question to the URL table before routing, by Next's documented pattern for redirects kept
 * in a database (a Route Handler the proxy fetches: GET /api/resolve). The answer comes from Next's data
 * cache, so every instance sees a write on its next read; the visitor's cookies go along, so the writer
 * (in draft mode) sees their own write at once. When the table cannot be asked, routing goes on as if
 * it had said nothing: the page itself then answers (an outage notice, or its own redirect to /404).
 */
export const GONE_TITLE = "Pagina a fost ștearsă";
export const GONE_TEXT = "Această pagină nu mai există pe site. Găsiți conținutul nostru actual pornind de la prima pagină.";

const ASK_TIMEOUT_MS = 3000;

async function ask(request: NextRequest, pathname: string): Promise<UrlAnswer | null> {
  try {
    const response = await fetch(`${ownOrigin()}/api/resolve?path=${encodeURIComponent(pathname)}`, {
      headers: { cookie: request.headers.get("cookie") ?? "" },
      cache: "no-store",
      signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as UrlAnswer) : null;
  } catch {
    return null;
  }
}

/** The target with the visitor's query string kept (merged after the target's own). */
function withQuery(target: string, search: string): string {
  if (!search) return target;
  return `${target}${target.includes("?") ? "&" : "?"}${search.slice(1)}`;
}

/** A redirect with one Location (Next's documented NextResponse.redirect; it writes a same-site target as a path). */
function redirectTo(request: NextRequest, target: string, status: number, cacheControl: string): NextResponse {
  const response = NextResponse.redirect(new URL(target, request.url), status);
  response.headers.set("Cache-Control", cacheControl);
  return response;
}

/** The answer to send instead of routing, or null when the path's route answers it. */
export async function resolvedResponse(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (pathLookup(pathname) === null) return null;
  const answer = await ask(request, pathname);
  if (!answer) return null;
  if (answer.kind === "redirect") {
    // Browsers keep a 301 for good unless told otherwise: an admin's correction reaches them within the hour.
    return redirectTo(request, withQuery(answer.to, search), answer.code, `public, max-age=${answer.code === 301 ? 3600 : 300}`);
  }
  if (answer.kind === "gone") {
    return new NextResponse(plainPage(GONE_TITLE, GONE_TEXT), {
      status: 410,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  }
  if (answer.kind === "missing") return redirectTo(request, NOT_FOUND_PATH, 307, `s-maxage=${MISSING_PAGE_TTL_SECONDS}`);
  return null;
}
