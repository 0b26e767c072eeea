import { render } from "@testing-library/react";
import { BlogCard } from "@/components/public/content/cards";
import { HeroImage } from "@/components/public/layouts/hero-image";
import type { BlogListItem } from "@/lib/dto/blog";

const post = (featuredImage: string): BlogListItem => ({
  id: 1,
  title: "Articol",
  slug: "articol",
  excerpt: "Pe scurt",
  categories: ["SEO"],
  status: "published",
  publish_at: null,
  scheduled: false,
  featuredImage,
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
});

describe("an image field that names an https address elsewhere", () => {
  it("is shown from that address, not through the optimiser (which knows no remote host)", () => {
    const { container } = render(<BlogCard post={post("https://cdn.exemplu.ro/poza.jpg")} />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://cdn.exemplu.ro/poza.jpg");
    render(<HeroImage src="https://cdn.exemplu.ro/fundal.jpg" />);
    expect(document.querySelector('img[src="https://cdn.exemplu.ro/fundal.jpg"]')).not.toBeNull();
  });

  it("while an upload still goes through the optimiser", () => {
    const { container } = render(<BlogCard post={post("/uploads/4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e.png")} />);
    expect(container.querySelector("img")?.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fuploads%2F/);
  });
});
