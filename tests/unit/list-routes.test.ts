/** @jest-environment node */
import { NextRequest } from "next/server";
import {
  blogListAnswer,
  blogListParams,
  caseStudyListAnswer,
  caseStudyListPage,
  isListRoutePath,
  LIST_REDIRECT_CACHE_CONTROL,
  listAnswer,
  type ListAnswer,
} from "@/lib/list-routes";
import { publicAnswer } from "@/lib/public-routes";
import { BLOG_CATEGORIES } from "@/lib/constants";

const blog = (query: string) => blogListAnswer(new URLSearchParams(query));
const studies = (query: string) => caseStudyListAnswer(new URLSearchParams(query));
const rewrite = (target: string): ListAnswer => ({ rewrite: target });
const redirect = (target: string): ListAnswer => ({ redirect: target });

/** A redirect's target must be served from the cache at once: no second redirect, no loop. */
function expectLandsOnCache(answer: ListAnswer) {
  if (!("redirect" in answer)) return;
  const target = new URL(answer.redirect, "https://agentie.example");
  expect(listAnswer(target.pathname, target.searchParams)).toHaveProperty("rewrite");
}

describe("the /blog query string and its cached route", () => {
  it("rewrites the plain shapes: all, a page, a category written with + or spaces, both", () => {
    expect(blog("")).toEqual(rewrite("/blog/pagina/toate/1"));
    expect(blog("page=3")).toEqual(rewrite("/blog/pagina/toate/3"));
    const index = BLOG_CATEGORIES.indexOf("Social Media Management");
    expect(blog("category=Social+Media+Management")).toEqual(rewrite(`/blog/pagina/${index}/1`));
    expect(blog("category=social%20media%20management&page=2")).toEqual(rewrite(`/blog/pagina/${index}/2`));
    expect(blog("category=Social%2BMedia%2BManagement")).toEqual(rewrite(`/blog/pagina/${index}/1`));
  });

  it("accepts each of the nine categories, in any case, as one cached list", () => {
    BLOG_CATEGORIES.forEach((category, index) => {
      expect(blog(new URLSearchParams({ category }).toString())).toEqual(rewrite(`/blog/pagina/${index}/1`));
      expect(blog(new URLSearchParams({ category: ` ${category.toUpperCase()} ` }).toString())).toEqual(rewrite(`/blog/pagina/${index}/1`));
    });
  });

  it("ignores the keys the list does not read, such as campaign tags", () => {
    expect(blog("utm_source=newsletter&utm_medium=email")).toEqual(rewrite("/blog/pagina/toate/1"));
    expect(blog("page=2&gclid=abc&fbclid=def")).toEqual(rewrite("/blog/pagina/toate/2"));
    expect(blog("category=SEO&x=1")).toEqual(rewrite(`/blog/pagina/${BLOG_CATEGORIES.indexOf("SEO")}/1`));
  });

  it("redirects an invalid value to the list without it, keeping the valid keys", () => {
    expect(blog("category=junk")).toEqual(redirect("/blog"));
    expect(blog("category=junk&page=2")).toEqual(redirect("/blog?page=2"));
    expect(blog("category=")).toEqual(redirect("/blog"));
    expect(blog("page=abc")).toEqual(redirect("/blog"));
    expect(blog("page=0&category=SEO")).toEqual(redirect("/blog?category=SEO"));
    expect(blog("page=2.5&category=social+media+management")).toEqual(redirect("/blog?category=Social+Media+Management"));
    expect(blog("page=-1")).toEqual(redirect("/blog"));
    expect(blog("page=01")).toEqual(redirect("/blog"));
    expect(blog("page=1234567")).toEqual(redirect("/blog"));
  });

  it("redirects a repeated key to its first valid value", () => {
    expect(blog("page=1&page=2")).toEqual(redirect("/blog"));
    expect(blog("page=abc&page=3&page=4")).toEqual(redirect("/blog?page=3"));
    expect(blog("page=2&page=2")).toEqual(redirect("/blog?page=2"));
    expect(blog("category=SEO&category=PPC")).toEqual(redirect("/blog?category=SEO"));
    expect(blog("category=junk&category=ppc&page=2")).toEqual(redirect("/blog?category=PPC&page=2"));
    expect(blog("category=junk&category=other")).toEqual(redirect("/blog"));
  });

  it("keeps the ignored keys in the redirect, so campaign tags reach the landing page", () => {
    expect(blog("utm_source=nl&category=junk&page=2&utm_source=ads")).toEqual(redirect("/blog?page=2&utm_source=nl&utm_source=ads"));
    expect(blog("page=x&gclid=a%26b")).toEqual(redirect("/blog?gclid=a%26b"));
    expect(blog("toString=1&category=junk")).toEqual(redirect("/blog?toString=1"));
  });

  it("never redirects to a URL that redirects again", () => {
    for (const query of ["category=junk&page=2", "page=abc&page=3", "category=seo&category=PPC&page=0&utm_source=x", "page=1&page=1", "category=%20&gclid="]) {
      const answer = blog(query);
      expect(answer).toHaveProperty("redirect");
      expectLandsOnCache(answer);
    }
  });

  it("reads back only the segments the rewrite makes", () => {
    expect(blogListParams("toate", "1")).toEqual({ category: null, page: 1 });
    expect(blogListParams("0", "4")).toEqual({ category: BLOG_CATEGORIES[0], page: 4 });
    for (const [category, page] of [["99", "1"], ["SEO", "1"], ["toate", "0"], ["toate", "x"]]) {
      expect(blogListParams(category, page)).toBeNull();
    }
  });
});

describe("the /studii-de-caz query string and its cached route", () => {
  it("rewrites no query and a plain page number", () => {
    expect(studies("")).toEqual(rewrite("/studii-de-caz/pagina/1"));
    expect(studies("page=2")).toEqual(rewrite("/studii-de-caz/pagina/2"));
  });

  it("ignores the keys it does not read, the blog's category and campaign tags included", () => {
    expect(studies("page=2&utm_source=x")).toEqual(rewrite("/studii-de-caz/pagina/2"));
    expect(studies("category=junk")).toEqual(rewrite("/studii-de-caz/pagina/1"));
  });

  it("redirects invalid or repeated page numbers to the first valid one, ignored keys kept", () => {
    expect(studies("page=0")).toEqual(redirect("/studii-de-caz"));
    expect(studies("page=-1")).toEqual(redirect("/studii-de-caz"));
    expect(studies("page=2.5")).toEqual(redirect("/studii-de-caz"));
    expect(studies("page=1&page=2")).toEqual(redirect("/studii-de-caz"));
    expect(studies("page=x&page=3")).toEqual(redirect("/studii-de-caz?page=3"));
    expect(studies("page=x&gclid=1")).toEqual(redirect("/studii-de-caz?gclid=1"));
    for (const query of ["page=0", "page=x&page=3&utm_source=y"]) expectLandsOnCache(studies(query));
  });

  it("reads back only page numbers", () => {
    expect(caseStudyListPage("3")).toBe(3);
    for (const page of ["0", "x", "01", "1234567"]) expect(caseStudyListPage(page)).toBeNull();
  });
});

describe("which paths proxy.ts answers", () => {
  it("sends each list to its own answer and leaves other paths alone", () => {
    expect(listAnswer("/blog", new URLSearchParams("page=2"))).toEqual(rewrite("/blog/pagina/toate/2"));
    expect(listAnswer("/studii-de-caz", new URLSearchParams("page=2"))).toEqual(rewrite("/studii-de-caz/pagina/2"));
    expect(listAnswer("/studii-de-caz", new URLSearchParams("page=0"))).toEqual(redirect("/studii-de-caz"));
    expect(listAnswer("/tarife", new URLSearchParams("page=2"))).toBeUndefined();
    expect(listAnswer("/blog/un-articol", new URLSearchParams("page=0"))).toBeUndefined();
  });

  it("knows the cached routes' own paths, not the public pages beside them", () => {
    expect(isListRoutePath("/blog/pagina/toate/1")).toBe(true);
    expect(isListRoutePath("/studii-de-caz/pagina/1")).toBe(true);
    expect(isListRoutePath("/blog/pagina")).toBe(false);
    expect(isListRoutePath("/studii-de-caz/clinica")).toBe(false);
    expect(publicAnswer("/blog/pagina/toate/1", new URLSearchParams())).toEqual(rewrite("/404/pagina-inexistenta"));
  });
});

describe("proxy.ts on the lists", () => {
  const ORIGIN = "https://agentie.example";
  async function run(path: string) {
    const { proxy } = await import("@/proxy");
    return proxy(new NextRequest(`${ORIGIN}${path}`));
  }

  it("answers an invalid query with a permanent redirect that anyone may keep for a day, rendering nothing", async () => {
    const response = await run("/blog?category=junk&page=2&utm_source=nl");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/blog?page=2&utm_source=nl`);
    expect(response.headers.get("cache-control")).toBe(LIST_REDIRECT_CACHE_CONTROL);
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBeNull();
    expect((await run("/studii-de-caz?page=abc")).headers.get("location")).toBe(`${ORIGIN}/studii-de-caz`);
  });

  it("rewrites a valid query to the cached route, campaign tags and all", async () => {
    const response = await run("/blog?category=SEO&page=2&utm_source=nl");
    expect(response.headers.get("location")).toBeNull();
    expect(new URL(response.headers.get("x-middleware-rewrite")!).pathname).toBe(`/blog/pagina/${BLOG_CATEGORIES.indexOf("SEO")}/2`);
  });
});
