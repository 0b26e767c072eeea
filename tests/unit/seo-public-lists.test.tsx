import { render, screen } from "@testing-library/react";
import { blogCategoryHref } from "@/components/public/content/category-filter";
import { pageHref, pageNumbers, PaginationLinks } from "@/components/public/content/pagination";
import { withSectionAnchors } from "@/components/public/content/section-anchors";

describe("crawlable list URLs", () => {
  it("writes categories with + for spaces and leaves page 1 out", () => {
    expect(blogCategoryHref("Plan strategic de marketing online")).toBe("/blog?category=Plan+strategic+de+marketing+online");
    expect(blogCategoryHref(null)).toBe("/blog");
    expect(pageHref("/blog", 2, { category: "Web Development" })).toBe("/blog?category=Web+Development&page=2");
    expect(pageHref("/studii-de-caz", 1)).toBe("/studii-de-caz");
  });

  it("shows a window of two page numbers", () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2]);
    expect(pageNumbers(5, 10)).toEqual([5, 6]);
    expect(pageNumbers(10, 10)).toEqual([9, 10]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});

describe("PaginationLinks", () => {
  it("is not rendered for a single page", () => {
    const { container } = render(<PaginationLinks page={1} totalPages={1} basePath="/blog" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links first / previous / numbers / next / last, keeping the category", () => {
    render(<PaginationLinks page={2} totalPages={4} basePath="/blog" params={{ category: "SEO" }} />);
    expect(screen.getByRole("link", { name: "Prima pagină" })).toHaveAttribute("href", "/blog?category=SEO");
    expect(screen.getByRole("link", { name: "Pagina anterioară" })).toHaveAttribute("href", "/blog?category=SEO");
    expect(screen.getByRole("link", { name: "Pagina următoare" })).toHaveAttribute("href", "/blog?category=SEO&page=3");
    expect(screen.getByRole("link", { name: "Ultima pagină" })).toHaveAttribute("href", "/blog?category=SEO&page=4");
    expect(screen.getByText("2", { exact: false }).closest("[aria-current]")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Pagina 3" })).toHaveAttribute("href", "/blog?category=SEO&page=3");
  });

  it("disables the steps that lead nowhere", () => {
    render(<PaginationLinks page={1} totalPages={3} basePath="/studii-de-caz" />);
    expect(screen.queryByRole("link", { name: "Prima pagină" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pagina anterioară" })).toBeNull();
    expect(screen.getByRole("link", { name: "Ultima pagină" })).toHaveAttribute("href", "/studii-de-caz?page=3");
  });
});

describe("legal page sections", () => {
  it("numbers the h2 headings and builds the table of contents", () => {
    const { html, toc } = withSectionAnchors('<p>intro</p><h2>1. Cine suntem</h2><p>x</p><h2 id="evil" style="color:red">2. Ce date &amp; de ce</h2>');
    expect(toc).toEqual([
      { id: "sectiune-1", label: "1. Cine suntem" },
      { id: "sectiune-2", label: "2. Ce date & de ce" },
    ]);
    expect(html).toBe('<p>intro</p><h2 id="sectiune-1">1. Cine suntem</h2><p>x</p><h2 id="sectiune-2" style="color:red">2. Ce date &amp; de ce</h2>');
  });
});
