import { NextResponse, type NextRequest } from "next/server";

// Coarse gate only; every API handler checks the caller itself (QUALITY A1). The portal's session
// cookie and role redirects are added with the sign-in screen.
export function middleware(_request: NextRequest) {
  return NextResponse.next();
}

export const config = { matcher: ["/internal-admin-portalv1.0.1/:path*"] };
