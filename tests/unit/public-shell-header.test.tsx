import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS, MenuNav } from "@/components/public/header/menu-nav";
import { blogCategoryHref, buildMenu, expandsInsteadOfNavigating } from "@/components/public/header/menu-model";
import { MenuButton, SiteMenu } from "@/components/public/header/site-menu";
import { BLOG_CATEGORIES } from "@/lib/constants";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

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

// jsdom has <dialog> without its methods, and no Popover API: the modal part is played here the
// way browsers do it (the `open` attribute, a close event).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
beforeEach(() => {
  mockPathname = "/";
});
// The server-HTML tests below write into the body themselves.
afterEach(() => document.body.replaceChildren());

/** The header's hamburger and the menu's panel, as HeaderBar places them. */
function PhoneMenu({ logo = <span>Logo</span> }: { logo?: ReactNode }) {
  return (
    <>
      <SiteMenu menu={menu} logo={logo} />
      <MenuButton />
    </>
  );
}

const panel = (id: string) => document.getElementById(`meniu-${id}`) as HTMLElement;

/**
 * A <summary> (the toggle of a <details>) by its text or aria-label. Browsers expose it as a button
 * with an expanded state; Testing Library gives it no role, so it is found by name here.
 */
function summary(name: string, root: ParentNode = document): HTMLElement {
  const found = Array.from(root.querySelectorAll<HTMLElement>("summary")).filter((s) => (s.getAttribute("aria-label") ?? s.textContent?.trim()) === name);
  if (found.length !== 1) throw new Error(`${found.length} summaries named "${name}"`);
  return found[0];
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

describe("header HTML before any script runs", () => {
  it("has the dropdowns as <details> of one exclusive group, with real links", () => {
    document.body.innerHTML = renderToString(<MenuNav menu={menu} />);
    const groups = Array.from(document.querySelectorAll("nav[aria-label='Meniu principal'] > ul > li > details"));
    expect(groups.map((d) => [d.getAttribute("name"), d.hasAttribute("open"), d.querySelector("summary")?.getAttribute("aria-label") ?? d.querySelector("summary")?.textContent])).toEqual([
      ["meniu-principal", false, "Servicii"],
      ["meniu-principal", false, "Submeniu Studii de caz"],
      ["meniu-principal", false, "Submeniu Blog"],
    ]);
    expect(within(panel("servicii")).getByRole("link", { name: "SEO local" })).toHaveAttribute("href", "/servicii/seo-local");
    expect(within(panel("blog")).getByRole("link", { name: "Toate articolele" })).toHaveAttribute("href", "/blog");
    // Without scripts a click on the entry's name still goes to its page.
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  });

  it("has the mobile panel, closed, opened by the hamburger through popovertarget and closed by its close button", () => {
    document.body.innerHTML = renderToString(<PhoneMenu />);
    const dialog = document.getElementById("meniu-mobil") as HTMLDialogElement;
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("popover", "auto");
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "Deschide meniul" })).toHaveAttribute("popovertarget", "meniu-mobil");
    const closeButton = dialog.querySelector("button[aria-label='Închide meniul']");
    expect(closeButton).toHaveAttribute("popovertarget", "meniu-mobil");
    expect(closeButton).toHaveAttribute("popovertargetaction", "hide");
    const links = Array.from(dialog.querySelectorAll("a[href]")).map((a) => a.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(["/despre-noi", "/blog", "/blog?category=SEO", "/studii-de-caz/clinica-stomatologica", "/servicii/seo-local", "/echipa"]));
  });

  it("is one menu for every width: the panel holds the dropdowns, each <details> once", () => {
    document.body.innerHTML = renderToString(<PhoneMenu />);
    const dialog = document.getElementById("meniu-mobil") as HTMLElement;
    expect(dialog.querySelectorAll("nav")).toHaveLength(1);
    expect(dialog.querySelector("nav")).toHaveAttribute("aria-label", "Meniu principal");
    expect(Array.from(dialog.querySelectorAll("a[href='/servicii/seo-local']"))).toHaveLength(1);
    expect(Array.from(dialog.querySelectorAll("a[href='/blog']")).map((a) => a.textContent)).toEqual(["Blog", "Toate articolele"]);
  });

  it("keeps a dropdown and a service's sub-services the visitor opened before hydration open, without a hydration warning", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const tree = <PhoneMenu />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.replaceChildren(container);
    // The visitor's clicks, handled by the browser alone.
    const blog = panel("blog").parentElement as HTMLDetailsElement;
    blog.open = true;
    const seo = summary("Subservicii Optimizare SEO").parentElement as HTMLDetailsElement;
    seo.open = true;

    const root = await act(async () => hydrateRoot(container, tree));
    expect(blog.open).toBe(true);
    expect(seo.open).toBe(true);
    expect(within(panel("blog")).getByRole("link", { name: "Toate articolele", hidden: true })).toHaveAttribute("href", "/blog");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });
});

describe("desktop navigation", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setWidth(1280);
  });
  afterEach(() => jest.useRealTimers());

  it("opens a dropdown 200 ms after the pointer enters and closes it 500 ms after it leaves", () => {
    render(<MenuNav menu={menu} />);
    const item = summary("Servicii").closest("li") as HTMLElement;
    const link = within(panel("servicii")).getByRole("link", { name: "Optimizare SEO" });
    expect(link).not.toBeVisible();
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY_MS - 1));
    expect(link).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(link).toBeVisible();
    expect(link).toHaveAttribute("href", "/servicii/optimizare-seo");

    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1));
    expect(link).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(link).not.toBeVisible();
  });

  it("cancels the close when the pointer comes back, and hands over to the next dropdown", () => {
    render(<MenuNav menu={menu} />);
    const servicii = summary("Servicii").closest("li") as HTMLElement;
    const blog = summary("Submeniu Blog").closest("li") as HTMLElement;
    fireEvent.mouseEnter(servicii);
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    fireEvent.mouseLeave(servicii);
    act(() => jest.advanceTimersByTime(300));
    fireEvent.mouseEnter(servicii);
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS));
    expect(within(panel("servicii")).getByRole("link", { name: "Optimizare SEO" })).toBeVisible();

    fireEvent.mouseLeave(servicii);
    fireEvent.mouseEnter(blog);
    act(() => jest.advanceTimersByTime(HOVER_OPEN_DELAY_MS));
    expect(within(panel("blog")).getByRole("link", { name: "Toate articolele" })).toBeVisible();
    expect(within(panel("servicii")).getByRole("link", { name: "Optimizare SEO" })).not.toBeVisible();
  });

  it("opens with the keyboard (Enter, ArrowDown, ArrowUp) and closes with Escape, focus back on the toggle", () => {
    render(<MenuNav menu={menu} />);
    const trigger = summary("Servicii");
    fireEvent.click(trigger); // Enter/Space on a summary fire click
    expect(within(panel("servicii")).getByRole("link", { name: "Optimizare SEO" })).toBeVisible();
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(within(panel("servicii")).getByRole("link", { name: "Optimizare SEO" })).not.toBeVisible();

    const blogToggle = summary("Submeniu Blog");
    fireEvent.keyDown(blogToggle, { key: "ArrowDown" });
    const links = within(panel("blog")).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Toate articolele", ...BLOG_CATEGORIES]);
    expect(links[0]).toHaveAttribute("href", "/blog");
    expect(links[4]).toHaveAttribute("href", "/blog?category=Social+Media+Management");
    expect(links[0]).toBeVisible();
    expect(links[0]).toHaveFocus();
    // Arrows move through the panel and wrap around.
    fireEvent.keyDown(links[0], { key: "ArrowDown" });
    expect(links[1]).toHaveFocus();
    fireEvent.keyDown(links[1], { key: "ArrowUp" });
    fireEvent.keyDown(links[0], { key: "ArrowUp" });
    expect(links[links.length - 1]).toHaveFocus();
    fireEvent.keyDown(links[links.length - 1], { key: "Escape" });
    expect(links[0]).not.toBeVisible();
    expect(blogToggle).toHaveFocus();

    // ArrowUp from the entry's link opens at the last item.
    fireEvent.keyDown(screen.getByRole("link", { name: "Studii de caz" }), { key: "ArrowUp" });
    expect(within(panel("studii-de-caz")).getByRole("link", { name: "Toate studiile de caz" })).toHaveFocus();
  });

  it("lists the case studies and the link to all of them", () => {
    render(<MenuNav menu={menu} />);
    fireEvent.click(summary("Submeniu Studii de caz"));
    expect(within(panel("studii-de-caz")).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Clinică stomatologică", "/studii-de-caz/clinica-stomatologica"],
      ["Toate studiile de caz", "/studii-de-caz"],
    ]);
    expect(within(panel("studii-de-caz")).getByRole("link", { name: "Toate studiile de caz" })).toBeVisible();
  });

  it("closes when focus leaves the entry, on a click outside, on a followed link and on a page change", () => {
    const { rerender } = render(
      <>
        <MenuNav menu={menu} />
        <button type="button">În afara meniului</button>
      </>,
    );
    const outside = screen.getByRole("button", { name: "În afara meniului" });
    const toggle = summary("Submeniu Blog");
    const seo = within(panel("blog")).getByRole("link", { name: "SEO" });

    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    expect(seo).toBeVisible();
    fireEvent.blur(document.activeElement as HTMLElement, { relatedTarget: outside });
    expect(seo).not.toBeVisible();

    fireEvent.click(toggle);
    expect(seo).toBeVisible();
    fireEvent.pointerDown(outside);
    expect(seo).not.toBeVisible();

    fireEvent.click(toggle);
    fireEvent.click(seo);
    expect(seo).not.toBeVisible();

    fireEvent.click(toggle);
    expect(seo).toBeVisible();
    mockPathname = "/echipa";
    rerender(
      <>
        <MenuNav menu={menu} />
        <button type="button">În afara meniului</button>
      </>,
    );
    expect(seo).not.toBeVisible();
    expect(screen.getByRole("link", { name: "Echipa" })).toHaveAttribute("aria-current", "page");
  });

  it("lets the Blog link navigate on wide screens but expands it at 991 px", () => {
    render(<MenuNav menu={menu} />);
    // Stands in for the browser/router beyond React; an expanding click never reaches it (the
    // top loading bar listens there too).
    const reached: boolean[] = [];
    const onWindowClick = (event: MouseEvent) => {
      reached.push(true);
      event.preventDefault();
    };
    window.addEventListener("click", onWindowClick);
    const blogLink = screen.getByRole("link", { name: "Blog" });
    const all = within(panel("blog")).getByRole("link", { name: "Toate articolele" });
    fireEvent.click(blogLink);
    expect(reached).toHaveLength(1);
    expect(all).not.toBeVisible();
    setWidth(991);
    fireEvent.click(blogLink);
    expect(reached).toHaveLength(1);
    expect(all).toBeVisible();
    window.removeEventListener("click", onWindowClick);
  });
});

describe("mobile menu", () => {
  beforeEach(() => setWidth(390));
  it("opens a full-height modal dialog whose Blog, Studii de caz and Servicii sections expand, and Escape closes it", () => {
    render(<PhoneMenu />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const hamburger = screen.getByRole("button", { name: "Deschide meniul" });
    fireEvent.click(hamburger);
    const dialog = screen.getByRole("dialog", { name: "Meniu" });
    expect(within(dialog).getByRole("button", { name: "Închide meniul" })).toHaveFocus();

    const all = within(dialog).getByRole("link", { name: /Toate articolele/ });
    expect(all).not.toBeVisible();
    fireEvent.click(summary("Submeniu Blog", dialog)); // the toggle covering the row
    expect(all).toBeVisible();
    expect(all).toHaveAttribute("href", "/blog");
    expect(within(dialog).getByRole("link", { name: "E-mail Marketing" })).toHaveAttribute("href", "/blog?category=E-mail+Marketing");

    fireEvent.click(summary("Submeniu Studii de caz", dialog));
    expect(within(dialog).getByRole("link", { name: /Toate studiile de caz/ })).toBeVisible();
    expect(within(dialog).getByRole("link", { name: /Toate studiile de caz/ })).toHaveAttribute("href", "/studii-de-caz");

    fireEvent.click(summary("Servicii", dialog));
    const audit = within(dialog).getByRole("link", { name: "Audit SEO tehnic" });
    expect(audit).not.toBeVisible();
    fireEvent.click(summary("Subservicii Optimizare SEO", dialog));
    expect(audit).toBeVisible();
    expect(audit).toHaveAttribute("href", "/servicii/audit-seo-tehnic");

    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it("closes with its close button, focus back on the hamburger", () => {
    render(<PhoneMenu />);
    const hamburger = screen.getByRole("button", { name: "Deschide meniul" });
    fireEvent.click(hamburger);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Închide meniul" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it("closes when a link is followed and when the page changes", () => {
    const { rerender } = render(<PhoneMenu />);
    fireEvent.click(screen.getByRole("button", { name: "Deschide meniul" }));
    const echipa = within(screen.getByRole("dialog")).getByRole("link", { name: "Echipa" });
    // The router is not part of this test: the click stops at the window.
    const stop = (event: MouseEvent) => event.preventDefault();
    window.addEventListener("click", stop);
    fireEvent.click(echipa);
    window.removeEventListener("click", stop);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Deschide meniul" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    mockPathname = "/echipa";
    rerender(<PhoneMenu />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps Tab inside the panel", () => {
    render(<PhoneMenu logo={<a href="#acasa">Logo</a>} />);
    fireEvent.click(screen.getByRole("button", { name: "Deschide meniul" }));
    const dialog = screen.getByRole("dialog");
    // jsdom has no layout: make every element count as rendered for the trap.
    const items = Array.from(dialog.querySelectorAll<HTMLElement>("a[href], button, summary"));
    items.forEach((el) => Object.defineProperty(el, "offsetParent", { configurable: true, get: () => dialog }));
    const last = items[items.length - 1];
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });
});
