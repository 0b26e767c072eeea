import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { API_ACCESS, allows, type ApiRoute } from "@/lib/permissions";
import { isCrossSiteRequest } from "@/lib/request-origin";
import { siteUrl } from "@/lib/seo/site";
import { authenticate, type AuthContext } from "@/lib/server/auth/session";
import { hasControlChars } from "@/lib/validation/common";
import { withActor } from "@/lib/server/audit/actor";
import { clientIp } from "@/lib/server/client-ip";
import { ApiError, MESSAGES } from "./api-error";
import { errorResponse } from "./respond";

/** Signed-in routes always get a caller; public ones get null when called anonymously. */
type AuthFor<R extends ApiRoute> = (typeof API_ACCESS)[R] extends "public" ? AuthContext | null : AuthContext;

export type HandlerContext<R extends ApiRoute> = { params: Record<string, string>; auth: AuthFor<R> };

export type Handler<R extends ApiRoute> = (request: NextRequest, ctx: HandlerContext<R>) => Promise<Response>;

type Options = {
  /** The handler verifies the bearer token itself (only /refresh, which accepts expired tokens). */
  tokenCheckedByHandler?: boolean;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** Methods that change something: another site's page must not be able to make a visitor's browser send them. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every API export goes through here: a state-changing request sent by another site is refused (403,
 * QUALITY R5; without Origin and Sec-Fetch-Site, as from curl or a server, it goes on), then the caller
 * is authenticated and checked against the single permission table before the handler runs, whatever
 * proxy.ts did or did not do (QUALITY A1, Z1).
 */
export function withAuth<R extends ApiRoute>(route: R, handler: Handler<R>, options: Options = {}) {
  const access = API_ACCESS[route];
  return async function routeHandler(request: NextRequest, context?: RouteContext): Promise<Response> {
    let response: Response;
    let signedIn = false;
    try {
      if (STATE_CHANGING.has(request.method) && isCrossSiteRequest(request.headers, siteUrl())) {
        throw new ApiError(403, MESSAGES.crossSite);
      }
      const result = options.tokenCheckedByHandler
        ? ({ kind: "none" } as const)
        : await authenticate(request.headers.get("authorization"));
      // A token that was sent but no longer holds gets 401 even on public routes, so the portal's
      // refresh-and-replay runs instead of silently seeing the anonymous view.
      if (result.kind === "invalid") throw new ApiError(401, MESSAGES.unauthorized);
      const auth = result.kind === "ok" ? result.auth : null;
      signedIn = auth !== null;
      if (!allows(access, auth?.user.role ?? null)) {
        throw auth ? new ApiError(403, MESSAGES.forbidden) : new ApiError(401, MESSAGES.unauthorized);
      }
      const raw = context?.params ? await context.params : {};
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) params[key] = Array.isArray(value) ? value.join("/") : value;
      // A NUL or another control character in the path or the query reaches no row and no valid value;
      // PostgreSQL would refuse it with an error (a 500) instead of an answer.
      if (Object.values(params).some(hasControlChars)) throw new ApiError(404, MESSAGES.notFound);
      if ([...request.nextUrl.searchParams].some(([key, value]) => hasControlChars(key) || hasControlChars(value))) {
        throw new ApiError(400, MESSAGES.invalidQuery);
      }
      // Who acts, for the audit log and the revisions the handler's writes record (lib/server/audit/actor.ts).
      const actor = { userId: auth?.user.id ?? null, email: auth?.user.email ?? "", address: clientIp(request.headers) };
      response = await withActor(actor, () => handler(request, { params, auth: auth as AuthFor<R> }));
    } catch (error) {
      response = errorResponse(error);
    }
    if (signedIn || access !== "public") (response as NextResponse).headers.set("Cache-Control", "no-store");
    return response;
  };
}
