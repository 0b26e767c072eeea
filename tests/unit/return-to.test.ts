/** @jest-environment node */
import { PORTAL_DASHBOARD, safeReturnTo } from "@/lib/auth/return-to";

// QUALITY A12: a return-to target is judged after the browser would have resolved it against the
// site's origin, and only a portal page of this site (not the login screen) is kept.
const ORIGIN = "https://agentie.example";
const P = "/internal-admin-portalv1.0.1";

describe("safeReturnTo", () => {
  it.each([
    `${P}/..//evil.com/phish`,
    `${P}/%2e%2e//evil.com/phish`,
    `${P}/%2E%2E/%2E%2E//evil.com`,
    `${P}/../\\evil.com`,
    `${P}/..\\/evil.com`,
    "//evil.com/phish",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "https://evil.com/internal-admin-portalv1.0.1/dashboard",
    "http://agentie.example/internal-admin-portalv1.0.1/blog",
    "https://agentie.example:8443/internal-admin-portalv1.0.1/blog",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/blog",
    "/",
    `${P}/../blog`,
    `${P}/login`,
    `${P}/login/`,
    `${P}/login?callbackUrl=%2Fx`,
    `${P}/login/expired`,
    `${P}/./login`,
    "",
    null,
    undefined,
  ])("refuses %p", (target) => {
    expect(safeReturnTo(target, ORIGIN)).toBe(PORTAL_DASHBOARD);
  });

  it.each([
    [`${P}/prices?page=1`, `${P}/prices?page=1`],
    [`${P}/blog/12`, `${P}/blog/12`],
    [`${P}`, P],
    [`${P}/users/../blog`, `${P}/blog`],
    [`${P}/%2e%2e/${P.slice(1)}/team`, `${P}/team`],
    [`https://agentie.example${P}/services/new?parent_id=3#x`, `${P}/services/new?parent_id=3`],
    [`${P}//evil.com`, `${P}//evil.com`],
  ])("keeps %p as %p", (target, expected) => {
    expect(safeReturnTo(target, ORIGIN)).toBe(expected);
  });

  it("never returns something that resolves to another origin", () => {
    const samples = ["..//x.com", "%2e%2e//x.com", "/..//x.com", "\\/x.com", `${P}/..//x.com`, `${P}/../..//x.com`, `${P}//x.com/..`];
    for (const target of samples) {
      expect(new URL(safeReturnTo(target, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
