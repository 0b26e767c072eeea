/** @jest-environment node */
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";

// proxy.ts on the portal (QUALITY A11, A12, H1), called as Next calls it: the login page's
// redirect of a signed-in user, the coarse gate, and the per-request nonce policy.
const SECRET = "middleware-test-secret-0123456789abcdef0123456789";
process.env.AUTH_SECRET = SECRET;
const P = "/internal-admin-portalv1.0.1";
const ORIGIN = "https://agentie.example";

async function cookieFor(claims: Record<string, unknown>): Promise<string> {
  return `next-auth.session-token=${await encode({ token: claims, secret: SECRET })}`;
}

async function run(path: string, cookie?: string) {
  const { proxy } = await import("@/proxy");
  const headers = new Headers(cookie ? { cookie } : {});
  return proxy(new NextRequest(`${ORIGIN}${path}`, { headers }));
}

const now = () => Math.floor(Date.now() / 1000);
const admin = () => cookieFor({ uid: 1, tv: 0, sst: now() - 60, role: "admin" });

describe("proxy.ts on the portal", () => {
  it.each([
    `${P}/..//evil.com/phish`,
    `${P}/%2e%2e//evil.com/phish`,
    `${P}/../\\evil.com`,
    "https://evil.com/",
    "//evil.com",
  ])("sends a signed-in user on the login page to the dashboard, not to %p", async (target) => {
    const response = await run(`${P}/login?callbackUrl=${encodeURIComponent(target)}`, await admin());
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`${ORIGIN}${P}/dashboard`);
  });

  it("keeps a portal target", async () => {
    const response = await run(`${P}/login?callbackUrl=${encodeURIComponent(`${P}/prices?page=2`)}`, await admin());
    expect(response.headers.get("location")).toBe(`${ORIGIN}${P}/prices?page=2`);
  });

  it("treats a cookie past the absolute session limit, or without a sign-in time, as no session", async () => {
    for (const cookie of [await cookieFor({ uid: 1, tv: 0, sst: now() - 13 * 3600, role: "admin" }), await cookieFor({ uid: 1, tv: 0, role: "admin" })]) {
      const response = await run(`${P}/dashboard`, cookie);
      expect(response.headers.get("location")).toBe(`${ORIGIN}${P}/login?callbackUrl=${encodeURIComponent(`${P}/dashboard`)}`);
    }
  });

  it("lets the dead-cookie route open without a session", async () => {
    const response = await run(`${P}/login/expired?callbackUrl=%2Fx`);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("gives each portal page a fresh nonce policy, on the response and on the request Next renders", async () => {
    const a = await run(`${P}/dashboard`, await admin());
    const b = await run(`${P}/login`);
    const policy = a.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(b.headers.get("content-security-policy")).not.toContain(nonce);
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(a.headers.get("x-middleware-request-x-portal-path")).toBe(`${P}/dashboard`);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
