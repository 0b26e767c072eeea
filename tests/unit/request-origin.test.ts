import { isCrossSiteRequest } from "@/lib/request-origin";

const request = (headers: Record<string, string>) => new Headers({ host: "agentie.ro", ...headers });

describe("isCrossSiteRequest (QUALITY R5)", () => {
  it("lets the site's own pages, and callers that name no origin, through", () => {
    expect(isCrossSiteRequest(request({ origin: "https://agentie.ro", "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSiteRequest(request({}))).toBe(false);
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "none" }))).toBe(false);
  });

  it("accepts the public address when a proxy changed the Host", () => {
    const headers = new Headers({ host: "127.0.0.1:3000", origin: "https://www.agentie.ro" });
    expect(isCrossSiteRequest(headers, "https://www.agentie.ro")).toBe(false);
    expect(isCrossSiteRequest(headers, "https://alt-site.ro")).toBe(true);
  });

  it("refuses another site, by its Origin or by the browser's Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest(request({ origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: "https://agentie.ro.evil.test" }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: "null" }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: "not a url" }))).toBe(true);
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "cross-site" }))).toBe(true);
  });
});
