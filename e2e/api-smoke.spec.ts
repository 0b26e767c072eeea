import { expect, test } from "./support/test";
import { E2E } from "./support/env";

test.describe("production server with seeded data", () => {
  test("serves the seeded public API and protects the private one", async ({ request }) => {
    const blog = await request.get("/api/blog?page=1");
    expect(blog.status()).toBe(200);
    const body = (await blog.json()) as { blogs: Array<{ status: string }>; totalPages: number };
    expect(body.blogs.length).toBeGreaterThan(0);
    expect(body.blogs.every((b) => b.status === "published")).toBe(true);

    const anonymous = await request.get("/api/users", {
      headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    });
    expect(anonymous.status()).toBe(401);
  });

  test("logs in as the seeded admin and reads the users list", async ({ request }) => {
    const login = await request.post("/api/auth/login", { data: E2E.admin });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const users = await request.get("/api/users", { headers: { authorization: `Bearer ${token}` } });
    expect(users.status()).toBe(200);
    expect(users.headers()["cache-control"]).toBe("no-store");
    const list = (await users.json()) as Array<{ email: string }>;
    expect(list.map((u) => u.email).sort()).toEqual([E2E.admin.email, E2E.editor.email]);
  });

  test("serves uploaded images with a sandboxing policy", async ({ request }) => {
    const blog = (await (await request.get("/api/blog?page=1")).json()) as { blogs: Array<{ featuredImage: string }> };
    const image = await request.get(blog.blogs[0].featuredImage);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    expect(image.headers()["x-content-type-options"]).toBe("nosniff");
    expect(image.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect((await request.get("/uploads/..%2F..%2Fpackage.json")).status()).toBe(404);
  });

  test("pages render in Romanian with security headers", async ({ page }) => {
    const response = await page.goto("/internal-admin-portalv1.0.1/login");
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("ro");
    const headers = response?.headers() ?? {};
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });
});
