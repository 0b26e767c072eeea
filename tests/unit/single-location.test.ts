/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { withSingleLocation } from "@/lib/single-location";

// Next 16.4 renders an ISR redirect on a miss by setting Location and then appending its cached copy
// (vercel/next.js#82117); Node's fetch then follows "/404, /404". scripts/serve.mjs wraps Next's handler.

/** Answers like Next's ISR redirect on a miss: setHeader during the render, appendHeader from the cache entry. */
function nextLikeRedirect(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.url?.startsWith("/404")) {
    res.statusCode = 404;
    res.end("not found");
    return;
  }
  res.statusCode = 307;
  res.setHeader("location", "/404");
  res.appendHeader("location", "/404");
  res.appendHeader("set-cookie", "a=1");
  res.appendHeader("set-cookie", "b=2");
  res.end();
}

async function serve(listener: http.RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function rawLocations(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        resolve(res.rawHeaders.filter((_, i) => i % 2 === 1 && res.rawHeaders[i - 1].toLowerCase() === "location"));
      })
      .on("error", reject);
  });
}

describe("withSingleLocation", () => {
  it("sends one Location, so fetch ends on /404, and leaves other repeated fields alone", async () => {
    const server = await serve(withSingleLocation(nextLikeRedirect));
    try {
      expect(await rawLocations(`${server.url}/pagina-care-nu-exista`)).toEqual(["/404"]);
      const res = await fetch(`${server.url}/pagina-care-nu-exista`);
      expect(new URL(res.url).pathname).toBe("/404");
      expect(res.status).toBe(404);
      const manual = await fetch(`${server.url}/x`, { redirect: "manual" });
      expect(manual.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    } finally {
      await server.close();
    }
  });

  it("is what the bare handler lacks: two fields, which fetch joins into /404,%20/404", async () => {
    const server = await serve(nextLikeRedirect);
    try {
      expect(await rawLocations(`${server.url}/p`)).toEqual(["/404", "/404"]);
      expect(new URL((await fetch(`${server.url}/p`)).url).pathname).toBe("/404,%20/404");
    } finally {
      await server.close();
    }
  });
});
