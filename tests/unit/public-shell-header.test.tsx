import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { DesktopNav, HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from "@/components/public/header/desktop-nav";
import { blogCategoryHref, buildMenu, expandsInsteadOfNavigating } from "@/components/public/header/menu-model";
import { MobileMenu } from "@/components/public/header/mobile-menu";
import { BLOG_CATEGORIES } from "@/lib/constants";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

const services = [
  {
    title: "Optimizare SEO",
    slug: "optimizare-seo",
    sub_services: [
      { title: "Audit SEO tehnic", slug: "audit-seo-tehnic" },
      { title: "SEO local", slug: "seo-local" },
    ],
  },
  { title: "Branding", slug: "branding", sub_services: [] },
];
const caseStudies = [{ title: "Clinică stomatologică", slug: "clinica-stomatologica" }];
const menu = buildMenu(services, caseStudies);

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

describe("header menu model (SPEC 2.1)", () => {
  it("encodes blog categories with + for spaces", () => {
    expect(BLOG_CATEGORIES.map(blogCategoryHref)).toEqual([
      "/blog?category=Web+Development",
      "/blog?category=PPC",
      "/blog?category=SEO",
      "/blog?category=Social+Media+Management",
      "/blog?category=Plan+strategic+de+marketing+online",
      "/blog?category=E-mail+Marketing",
      "/blog?category=Branding",
      "/blog?category=Advertising",
      "/blog?category=Business+Development",
    ]);
  });

  it("lists the entries in the spec's order with the service tree and the case-study menu", () => {
    expect(menu.map((e) => e.label)).toEqual(["Despre noi", "Tarife", "Servicii", "Studii de caz", "Blog", "Contact", "Echipa"]);
    const servicii = menu.find((e) => e.kind === "services");
    expect(servicii && servicii.kind === "services" && servicii.groups[0]).toEqual({
      label: "Optimizare SEO",
      href: "/servicii/optimizare-seo",
      children: [
        { label: "Audit SEO tehnic", href: "/servicii/audit-seo-tehnic" },
        { label: "SEO local", href: "/servicii/seo-local" },
      ],
    });
  });

  it("expands instead of navigating up to 991 px, or on touch devices under 670 px", () => {
    expect(expandsInsteadOfNavigating(991, false)).toBe(true);
    expect(expandsInsteadOfNavigating(992, false)).toBe(false);
    expect(expandsInsteadOfNavigating(669, true)).toBe(true);
    expect(expandsInsteadOfNavigating(1280, true)).toBe(false);
  });
});

describe("desktop navigation", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setWidth(1280);
  });
  afterEach(() => jest.useRealTimers());

  it("opens a dropdown 200 ms after the pointer enters and closes it 500 ms after it leaves", () => {
    render(<DesktopNav menu={menu} />);
    const trigger = screen.getByRole("button", { name: "Servicii" });
    const item = trigger.closest("li") as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY_MS - 1));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    act(() => jest.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(within(document.getElementById("meniu-servicii") as HTMLElement).getByRole("link", { name: "SEO local" })).toHaveAttribute(
      "href",
      "/servicii/seo-local",
    );
    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1));
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("opens with the keyboard (Enter, ArrowDown) and closes with Escape", () => {
    render(<DesktopNav menu={menu} />);
    const trigger = screen.getByRole("button", { name: "Servicii" });
    fireEvent.click(trigger); // Enter/Space on a button fire click
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    const blogToggle = screen.getByRole("button", { name: "Submeniu Blog" });
    fireEvent.keyDown(blogToggle, { key: "ArrowDown" });
    expect(blogToggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById("meniu-blog") as HTMLElement;
    const links = within(panel).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Toate articolele", ...BLOG_CATEGORIES]);
    expect(links[0]).toHaveAttribute("href", "/blog");
    expect(links[4]).toHaveAttribute("href", "/blog?category=Social+Media+Management");
    fireEvent.keyDown(links[0], { key: "Escape" });
    expect(blogToggle).toHaveAttribute("aria-expanded", "false");
  });

  it("lists the case studies and the link to all of them", () => {
    render(<DesktopNav menu={menu} />);
    fireEvent.click(screen.getByRole("button", { name: "Submeniu Studii de caz" }));
    const panel = document.getElementById("meniu-studii-de-caz") as HTMLElement;
    expect(within(panel).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Clinică stomatologică", "/studii-de-caz/clinica-stomatologica"],
      ["Toate studiile de caz", "/studii-de-caz"],
    ]);
  });

  it("lets the Blog link navigate on wide screens but expands it at 991 px", () => {
    render(<DesktopNav menu={menu} />);
    // Stands in for the browser/router beyond React; an expanding click never reaches it (the
    // top loading bar listens there too).
    const reached: boolean[] = [];
    const onWindowClick = (event: MouseEvent) => {
      reached.push(true);
      event.preventDefault();
    };
    window.addEventListener("click", onWindowClick);
    const blogLink = screen.getByRole("link", { name: "Blog" });
    fireEvent.click(blogLink);
    expect(reached).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Submeniu Blog" })).toHaveAttribute("aria-expanded", "false");
    setWidth(991);
    fireEvent.click(blogLink);
    expect(reached).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Submeniu Blog" })).toHaveAttribute("aria-expanded", "true");
    window.removeEventListener("click", onWindowClick);
  });
});

describe("mobile menu", () => {
  it("opens a full-height dialog whose Blog and Studii de caz entries expand, and Escape closes it", () => {
    render(<MobileMenu menu={menu} logo={<span>Logo</span>} />);
    const hamburger = screen.getByRole("button", { name: "Deschide meniul" });
    fireEvent.click(hamburger);
    const dialog = screen.getByRole("dialog");
    expect(hamburger).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("button", { name: "Închide meniul" })).toHaveFocus();

    const blog = within(dialog).getByRole("button", { name: "Blog" });
    expect(within(dialog).queryByRole("link", { name: "Toate articolele" })).not.toBeInTheDocument();
    fireEvent.click(blog);
    expect(blog).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("link", { name: /Toate articolele/ })).toHaveAttribute("href", "/blog");
    expect(within(dialog).getByRole("link", { name: "E-mail Marketing" })).toHaveAttribute("href", "/blog?category=E-mail+Marketing");

    fireEvent.click(within(dialog).getByRole("button", { name: "Studii de caz" }));
    expect(within(dialog).getByRole("link", { name: /Toate studiile de caz/ })).toHaveAttribute("href", "/studii-de-caz");

    fireEvent.click(within(dialog).getByRole("button", { name: "Servicii" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Subservicii Optimizare SEO" }));
    expect(within(dialog).getByRole("link", { name: "Audit SEO tehnic" })).toHaveAttribute("href", "/servicii/audit-seo-tehnic");

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps Tab inside the panel", () => {
    render(<MobileMenu menu={menu} logo={<a href="#acasa">Logo</a>} />);
    fireEvent.click(screen.getByRole("button", { name: "Deschide meniul" }));
    const dialog = screen.getByRole("dialog");
    // jsdom has no layout: make every element count as rendered for the trap.
    const items = Array.from(dialog.querySelectorAll<HTMLElement>("a[href], button"));
    items.forEach((el) => Object.defineProperty(el, "offsetParent", { configurable: true, get: () => dialog }));
    const last = items[items.length - 1];
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });
});
