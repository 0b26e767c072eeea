import { blogListParams, blogListRewrite, caseStudyListPage, caseStudyListRewrite, isListRoutePath, listRewrite } from "@/lib/list-routes";
import { BLOG_CATEGORIES } from "@/lib/constants";

const rewrite = (query: string) => blogListRewrite(new URLSearchParams(query));

describe("the /blog query string and its cached route", () => {
  it("rewrites the plain shapes: all, a page, a category written with + or spaces, both", () => {
    expect(rewrite("")).toBe("/blog/pagina/toate/1");
    expect(rewrite("page=3")).toBe("/blog/pagina/toate/3");
    const index = BLOG_CATEGORIES.indexOf("Social Media Management");
    expect(rewrite("category=Social+Media+Management")).toBe(`/blog/pagina/${index}/1`);
    expect(rewrite("category=social%20media%20management&page=2")).toBe(`/blog/pagina/${index}/2`);
  });

  it("ignores the keys the list does not read, such as campaign tags", () => {
    expect(rewrite("utm_source=newsletter&utm_medium=email")).toBe("/blog/pagina/toate/1");
    expect(rewrite("page=2&gclid=abc&fbclid=def")).toBe("/blog/pagina/toate/2");
    expect(rewrite("category=SEO&x=1")).toBe(`/blog/pagina/${BLOG_CATEGORIES.indexOf("SEO")}/1`);
  });

  it("leaves invalid or repeated values of its own keys to the dynamic page", () => {
    for (const query of ["page=0", "page=abc", "page=1&page=2", "category=Necunoscut", "category=SEO&category=PPC", "page=2.5&utm_source=x"]) {
      expect(rewrite(query)).toBeNull();
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
  const rewriteStudies = (query: string) => caseStudyListRewrite(new URLSearchParams(query));

  it("rewrites no query and a plain page number", () => {
    expect(rewriteStudies("")).toBe("/studii-de-caz/pagina/1");
    expect(rewriteStudies("page=2")).toBe("/studii-de-caz/pagina/2");
  });

  it("ignores the keys it does not read, the blog's category and campaign tags included", () => {
    expect(rewriteStudies("page=2&utm_source=x")).toBe("/studii-de-caz/pagina/2");
    expect(rewriteStudies("category=SEO")).toBe("/studii-de-caz/pagina/1");
  });

  it("leaves invalid or repeated page numbers to the dynamic page", () => {
    for (const query of ["page=0", "page=-1", "page=2.5", "page=1&page=2", "page=x&gclid=1"]) {
      expect(rewriteStudies(query)).toBeNull();
    }
  });

  it("reads back only page numbers", () => {
    expect(caseStudyListPage("3")).toBe(3);
    for (const page of ["0", "x", "01", "1234567"]) expect(caseStudyListPage(page)).toBeNull();
  });
});

describe("which paths the middleware rewrites", () => {
  it("sends each list to its own rewrite and leaves other paths alone", () => {
    expect(listRewrite("/blog", new URLSearchParams("page=2"))).toBe("/blog/pagina/toate/2");
    expect(listRewrite("/studii-de-caz", new URLSearchParams("page=2"))).toBe("/studii-de-caz/pagina/2");
    expect(listRewrite("/studii-de-caz", new URLSearchParams("page=0"))).toBeNull();
    expect(listRewrite("/tarife", new URLSearchParams("page=2"))).toBeUndefined();
  });

  it("knows the cached routes' own paths, not the public pages beside them", () => {
    expect(isListRoutePath("/blog/pagina/toate/1")).toBe(true);
    expect(isListRoutePath("/studii-de-caz/pagina/1")).toBe(true);
    expect(isListRoutePath("/blog/pagina")).toBe(false);
    expect(isListRoutePath("/studii-de-caz/clinica")).toBe(false);
  });
});
