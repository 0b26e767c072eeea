import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CHAT_SESSION_KEY, ChatWidget } from "@/components/public/widgets/chat-widget";
import { CONSENT_STORAGE_KEY, saveConsent } from "@/components/public/consent/consent-store";
import { CustomCursor } from "@/components/public/widgets/custom-cursor";
import { hashTarget, SmoothHashScroll } from "@/components/public/widgets/smooth-hash-scroll";
import { isNavigationClick } from "@/components/public/widgets/top-loading-bar";
import { CHAT_WIDGET_DELAY_MS } from "@/lib/constants";
import { phoneHref, whatsappHref } from "@/lib/site-config";

const contacts = {
  brandName: "Agenția Digitală",
  whatsappHref: whatsappHref("+40 700 000 000"),
  email: "contact@agentia-digitala.example",
  phone: "+40 700 000 000",
  phoneHref: phoneHref("+40 700 000 000"),
  schedule: "Luni – Vineri",
};

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

describe("chat widget (SPEC 2.1)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    // A returning visitor: the cookie question is answered, so nothing holds the chat back.
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ v: 1, necessary: true, analytics: false, marketing: false, at: "2025-01-01" }));
  });
  afterEach(() => jest.useRealTimers());

  it("opens by itself after 7 s on desktop, once per session", () => {
    setWidth(1280);
    const { unmount } = render(<ChatWidget contacts={contacts} />);
    act(() => jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS - 1));
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const panel = screen.getByRole("dialog", { name: "Vorbește cu echipa noastră" });
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/40700000000");
    expect(screen.getByRole("link", { name: /e-mail/ })).toHaveAttribute("href", "mailto:contact@agentia-digitala.example");
    expect(screen.getByRole("link", { name: /Sună-ne/ })).toHaveAttribute("href", "tel:+40700000000");
    expect(panel).toBeInTheDocument();
    expect(sessionStorage.getItem(CHAT_SESSION_KEY)).toBe("1");
    unmount();

    // Next page load in the same session: it stays closed.
    render(<ChatWidget contacts={contacts} />);
    act(() => jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS * 2));
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Deschide chat-ul" }));
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("waits for the cookie choice before opening over the banner's corner", () => {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    document.cookie = "cookie_consent=; Max-Age=0; Path=/";
    setWidth(1280);
    render(<ChatWidget contacts={contacts} />);
    act(() => jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS * 2));
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CHAT_SESSION_KEY)).toBeNull();
    act(() => {
      saveConsent({ analytics: false, marketing: false });
    });
    expect(screen.getByRole("dialog", { name: "Vorbește cu echipa noastră" })).toHaveTextContent("Scrie-ne pe WhatsApp");
    expect(sessionStorage.getItem(CHAT_SESSION_KEY)).toBe("1");
    document.cookie = "cookie_consent=; Max-Age=0; Path=/";
  });

  it("is a popover in the server HTML that the launcher opens and its close button shuts, without scripts", () => {
    // HTML attribute names are case-insensitive (React writes popoverTarget as it is spelled).
    const html = renderToString(<ChatWidget contacts={contacts} />).toLowerCase();
    const panel = /<div[^>]*popover="manual"[^>]*>/.exec(html)?.[0] ?? "";
    const id = /id="([^"]+)"/.exec(panel)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`popovertarget="${id}"`);
    expect(html).toMatch(new RegExp(`popovertarget="${id}" popovertargetaction="hide"|popovertargetaction="hide"[^>]*popovertarget="${id}"`));
    expect(html).toContain('href="https://wa.me/40700000000"'.toLowerCase());
    expect(html).toContain('href="tel:+40700000000"');
  });

  it("shows a teaser instead under 690 px", () => {
    setWidth(689);
    render(<ChatWidget contacts={contacts} />);
    act(() => jest.advanceTimersByTime(CHAT_WIDGET_DELAY_MS));
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Ai o întrebare?");
    fireEvent.click(screen.getByRole("button", { name: /Ai o întrebare/ }));
    expect(screen.getByRole("link", { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("custom cursor", () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const media = (matches: (q: string) => boolean) =>
    ((query: string) => ({ matches: matches(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;

  it("appears only for a fine pointer without reduced motion", () => {
    window.matchMedia = media(() => true);
    const { unmount } = render(<CustomCursor />);
    expect(screen.getByTestId("custom-cursor")).toBeInTheDocument();
    unmount();
    window.matchMedia = media(() => false);
    render(<CustomCursor />);
    expect(screen.queryByTestId("custom-cursor")).not.toBeInTheDocument();
  });
});

describe("top loading bar: which clicks are navigations", () => {
  function click(href: string, init: MouseEventInit = {}, attrs: Record<string, string> = {}) {
    const a = document.createElement("a");
    a.href = href;
    Object.entries(attrs).forEach(([k, v]) => a.setAttribute(k, v));
    document.body.appendChild(a);
    const event = new MouseEvent("click", { bubbles: true, button: 0, ...init });
    Object.defineProperty(event, "target", { value: a });
    const result = isNavigationClick(event, window.location);
    a.remove();
    return result;
  }
  it("counts same-site links to another page only", () => {
    expect(click("/blog")).toBe(true);
    expect(click("/?x=1")).toBe(true);
    expect(click("#sectiune")).toBe(false);
    expect(click("https://example.org/")).toBe(false);
    expect(click("/blog", { ctrlKey: true })).toBe(false);
    expect(click("/blog", {}, { target: "_blank" })).toBe(false);
    expect(click("/fisier.pdf", {}, { download: "" })).toBe(false);
  });
});

describe("smooth hash scroll", () => {
  beforeEach(() => {
    document.body.innerHTML = '<a id="link" href="#tarife_servicii">Tarife</a><a id="away" href="/alta#x">Alta</a><section id="tarife_servicii"></section>';
  });

  it("resolves in-page targets only", () => {
    expect(hashTarget(document.getElementById("link") as HTMLAnchorElement, window.location, document)?.id).toBe("tarife_servicii");
    expect(hashTarget(document.getElementById("away") as HTMLAnchorElement, window.location, document)).toBeNull();
  });

  it("scrolls to 100 px above the target on screens wider than 1190 px, and leaves narrower screens alone", () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const section = document.getElementById("tarife_servicii") as HTMLElement;
    section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    render(<SmoothHashScroll />);

    setWidth(1190);
    const narrow = fireEvent.click(document.getElementById("link") as HTMLElement);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(narrow).toBe(true);

    setWidth(1280);
    const wide = fireEvent.click(document.getElementById("link") as HTMLElement);
    expect(wide).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: "smooth" });
    expect(window.location.hash).toBe("#tarife_servicii");
    expect(section).toHaveFocus();
  });
});
