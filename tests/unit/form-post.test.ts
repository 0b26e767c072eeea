/** @jest-environment node */
import { NextRequest } from "next/server";
import { ACTION_BODY_MAX_BYTES, formResultPath, pagePostRefusal } from "@/lib/form-post";

// QUALITY R9 and D10: what a POST to a public page meets in proxy.ts before Next reads its body, and
// where a stored message sends the visitor. The whole path through the server is in e2e/form-posts.spec.ts.

const SITE = "https://www.agentie.ro";
const post = (headers: Record<string, string>) => new Headers({ host: "127.0.0.1:3000", "content-length": "900", ...headers });

describe("pagePostRefusal", () => {
  it("lets the site's own form posts through, also through a proxy that changed the Host", () => {
    expect(pagePostRefusal(post({ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" }), "/blog")).toBeNull();
    expect(pagePostRefusal(post({ origin: SITE }), "/blog", SITE)).toBeNull();
    expect(pagePostRefusal(post({ "content-length": String(ACTION_BODY_MAX_BYTES) }), "/")).toBeNull();
  });

  it("refuses another site's post, by its Origin or by the browser's word", () => {
    expect(pagePostRefusal(post({ origin: "https://evil.test" }), "/blog", SITE)).toEqual({ status: 403 });
    expect(pagePostRefusal(post({ "sec-fetch-site": "cross-site" }), "/blog", SITE)).toEqual({ status: 403 });
    expect(pagePostRefusal(post({ origin: "null" }), "/blog", SITE)).toEqual({ status: 403 });
  });

  it("wants a declared length, the only size known before the body is read", () => {
    const chunked = new Headers({ host: "127.0.0.1:3000", "transfer-encoding": "chunked" });
    expect(pagePostRefusal(chunked, "/")).toEqual({ status: 411 });
    expect(pagePostRefusal(post({ "content-length": "1e9" }), "/")).toEqual({ status: 411 });
  });

  it("sends a browser's form post over the limit back to the form at 'Mesaj prea lung', keeping the page's query", () => {
    const over = String(ACTION_BODY_MAX_BYTES + 1);
    expect(pagePostRefusal(post({ "content-length": over, "sec-fetch-mode": "navigate" }), "/tarife?pachet=x")).toEqual({
      redirect: "/tarife?pachet=x#mesaj-prea-lung",
    });
    // A browser without Fetch Metadata is taken for one posting a form.
    expect(pagePostRefusal(post({ "content-length": over }), "/blog")).toEqual({ redirect: "/blog#mesaj-prea-lung" });
    // The page's own script is told plainly; it shows its failure message.
    expect(pagePostRefusal(post({ "content-length": over, "sec-fetch-mode": "cors" }), "/blog")).toEqual({ status: 413 });
  });
});

describe("formResultPath", () => {
  it("is the page the form was on, without /tarife's plan, other parameters kept", () => {
    expect(formResultPath("/tarife?pachet=6f1c2a9e-3b1d-4c5e-9f00-1a2b3c4d5e6f")).toBe("/tarife");
    expect(formResultPath("/blog?page=2&utm_source=news")).toBe("/blog?page=2&utm_source=news");
    expect(formResultPath("/")).toBe("/");
  });

  it("falls back to the Referer's path, and to the home page when neither names a path of this site", () => {
    expect(formResultPath(null, "https://www.agentie.ro/contact?pachet=1")).toBe("/contact");
    expect(formResultPath("//evil.test/x", null)).toBe("/");
    expect(formResultPath("https://evil.test/x", "https://evil.test/y")).toBe("/y");
    expect(formResultPath("/\\evil.test", "not a url")).toBe("/");
    expect(formResultPath(null, null)).toBe("/");
  });
});

describe("proxy.ts on a POST to a public page", () => {
  async function run(path: string, headers: Record<string, string>) {
    const { proxy } = await import("@/proxy");
    return proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { method: "POST", headers: { host: "127.0.0.1:3000", ...headers } }));
  }

  it("answers another site's post with a short Romanian page, 403", async () => {
    const response = await run("/blog/ghid-seo", { origin: "https://evil.test", "content-length": "900" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("Formularele acestui site pot fi trimise doar de pe paginile lui.");
  });

  it("redirects a form post over the limit with 303 to the page's form, never kept by a cache", async () => {
    const response = await run("/servicii/seo?utm_source=x", { "content-length": String(Math.round(1.2 * 1024 * 1024)), "sec-fetch-mode": "navigate" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/servicii/seo?utm_source=x#mesaj-prea-lung");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("tells a script 413 and a chunked post 411, in plain Romanian text", async () => {
    const tooLarge = await run("/contact", { "content-length": String(2 * 1024 * 1024), "sec-fetch-mode": "cors" });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toMatch(/^Mesaj prea lung\. /);
    const chunked = await run("/contact", { "transfer-encoding": "chunked" });
    expect(chunked.status).toBe(411);
    expect(await chunked.text()).toBe("Cererea trebuie să își declare lungimea (Content-Length).");
  });

  it("hands the site's own post on to the page", async () => {
    const response = await run("/", { origin: "http://127.0.0.1:3000", "content-length": "900", "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
  });
});
