import { blogListParams, blogListRewrite } from "@/lib/blog-list-route";
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
