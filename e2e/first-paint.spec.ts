import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";
import { E2E } from "./support/env";
import { ADMIN_BASE } from "./support/portal";

// A public page's first paint waits until the parser has read the footer (`<link rel="expect"
// blocking="render">` in app/(public)/layout.tsx). Proven here on a page whose HTML arrives in two
// parts: everything before the footer at once, the footer HOLD_MS later.

const HOLD_MS = 4000;
const EXPECT_LINK = '<link rel="expect" href="#subsol" blocking="render"/>';

/** A pass-through to the e2e server that sends "/" in two parts; `keepLink: false` also drops the rel=expect link. */
async function splitServer(keepLink: boolean) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? "/", E2E.baseUrl), { headers: { accept: req.headers.accept ?? "*/*" } });
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, { "content-type": type, "cache-control": "no-store" });
    if (req.url !== "/" || !type.includes("text/html")) {
      res.end(body);
      return;
    }
    let html = body.toString("utf8");
    if (!keepLink) html = html.replace(EXPECT_LINK, "");
    const cut = html.indexOf("<footer");
    res.write(html.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    res.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

test.describe("first paint", () => {
  test("a public page holds its first paint until the footer is parsed; the portal does not", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(EXPECT_LINK);
    expect(html.match(/id="subsol"/g)).toHaveLength(1);
    expect(html).toMatch(/<footer id="subsol"/);
    const portal = await (await request.get(`${ADMIN_BASE}/login`)).text();
    expect(portal).not.toContain('rel="expect"');

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const firstPaint = () => page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1);
    for (const keepLink of [true, false]) {
      const split = await splitServer(keepLink);
      try {
        await page.goto(split.url, { waitUntil: "load" });
        await expect(page.getByRole("contentinfo")).toBeAttached();
        await expect.poll(firstPaint).toBeGreaterThan(0);
        if (keepLink) {
          // Chromium knows the attribute, and painted only once the footer had come.
          expect(await page.locator('head link[rel="expect"]').evaluate((link: HTMLLinkElement) => link.blocking.contains("render"))).toBe(true);
          expect(await firstPaint()).toBeGreaterThanOrEqual(HOLD_MS);
        } else {
          // Without the link the same page paints its first part while the footer is still on the way;
          // its scripts, downloaded meanwhile, wait for the end of the document to run (page.goto above
          // waited for the page to hydrate).
          expect(await firstPaint()).toBeLessThan(HOLD_MS - 500);
        }
        expect(errors).toEqual([]);
      } finally {
        split.close();
      }
    }
  });
});
