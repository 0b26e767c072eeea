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

  it("leaves everything else to the dynamic page", () => {
    for (const query of ["page=0", "page=abc", "page=1&page=2", "category=Necunoscut", "utm_source=x", "page=2&x=1"]) {
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

  it("leaves everything else to the dynamic page", () => {
    for (const query of ["page=0", "page=-1", "page=2.5", "page=1&page=2", "category=SEO", "page=2&utm_source=x"]) {
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
    expect(listRewrite("/studii-de-caz", new URLSearchParams("x=1"))).toBeNull();
    expect(listRewrite("/tarife", new URLSearchParams("page=2"))).toBeUndefined();
  });

  it("knows the cached routes' own paths, not the public pages beside them", () => {
    expect(isListRoutePath("/blog/pagina/toate/1")).toBe(true);
    expect(isListRoutePath("/studii-de-caz/pagina/1")).toBe(true);
    expect(isListRoutePath("/blog/pagina")).toBe(false);
    expect(isListRoutePath("/studii-de-caz/clinica")).toBe(false);
  });
});
