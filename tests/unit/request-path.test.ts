/** @jest-environment node */
import { malformedPathAnswer } from "@/lib/request-path";

// QUALITY R9: a path that cannot be decoded is answered before Next decodes it (scripts/serve.mjs);
// the statuses a client sees are in e2e/form-posts.spec.ts.

describe("malformedPathAnswer", () => {
  it.each(["/%FF", "/blog/%ED%A0%80", "/servicii/%C0%AF", "/%E0%A4%A", "/uploads/%FF", "/%FF?page=2"])("sends the page request %p to the 404 page", (target) => {
    expect(malformedPathAnswer(target)).toBe("page");
  });

  it.each(["/api/blog/%FF", "/api/%ED%A0%80?x=1", "/api/%FF"])("answers the API request %p itself", (target) => {
    expect(malformedPathAnswer(target)).toBe("api");
  });

  it.each(["/", "/blog/ghid-seo", "/blog/%C8%99i", "/%25", "/blog?category=%FF", "/api/blog/1", "/a%2Fb", "/%00"])("leaves the decodable %p to Next", (target) => {
    expect(malformedPathAnswer(target)).toBeNull();
  });

  it("does not take a page whose name starts with api for the API", () => {
    expect(malformedPathAnswer("/apicultura/%FF")).toBe("page");
  });
});
