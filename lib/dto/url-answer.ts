/**
 * What the URL table says about one public path (GET /api/resolve, read by proxy.ts before routing):
 * a live page (route it), a redirect (301/302 to `to`), gone (410), a missing item (SPEC 2.1's redirect
 * to /404), or nothing known (routing decides: a 404 at the URL).
 */
export type UrlAnswer =
  | { kind: "live" }
  | { kind: "redirect"; id: number; to: string; code: 301 | 302 }
  | { kind: "gone"; id: number }
  | { kind: "missing" }
  | { kind: "none" };
