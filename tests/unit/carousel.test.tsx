import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Carousel, carouselId, slideId, type CarouselSlide } from "@/components/public/carousel/carousel";
import { emblaDuration, showArrows } from "@/components/public/carousel/timing";
import { SmoothHashScroll } from "@/components/public/widgets/smooth-hash-scroll";
import { CAROUSELS } from "@/lib/constants";
import { renderToString } from "react-dom/server";
import { installFakeIntersectionObserver, installOnScreenIntersectionObserver, observers, restoreIntersectionObserver } from "../support/fake-intersection-observer";

function slides(n: number): CarouselSlide[] {
  return Array.from({ length: n }, (_, i) => ({ key: `s${i + 1}`, label: `Studiu ${i + 1}`, content: <p>Conținut {i + 1}</p> }));
}

/**
 * The pointer moves from one element to another, as a browser reports it: pointerout on the first and
 * pointerover on the second, each naming the other (React makes its enter and leave events from these).
 * jsdom has no PointerEvent, so they are mouse events carrying the pointer's kind.
 */
function movePointer(from: Element, to: Element, pointerType: string) {
  for (const [type, target, relatedTarget] of [["pointerout", from, to], ["pointerover", to, from]] as const) {
    const event = new MouseEvent(type, { bubbles: true, relatedTarget });
    Object.defineProperty(event, "pointerType", { value: pointerType });
    act(() => {
      target.dispatchEvent(event);
    });
  }
}

const slideGroups = () => screen.getAllByRole("group").filter((el) => el.getAttribute("aria-roledescription") === "slide");
const slideLabels = () => slideGroups().map((el) => el.getAttribute("aria-label"));
const dotLinks = () => screen.getAllByRole("link", { name: /Afișează slide-ul/ });
const viewportOf = (region: HTMLElement) => within(region).getByRole("group", { name: /^Slide-urile: / });
/** Embla's module is loaded with next/dynamic: the first carousel waits for it. */
async function emblaRunning(name: string) {
  const region = screen.getByRole("region", { name });
  await waitFor(() => expect(region).toHaveAttribute("data-ready", "true"));
  return region;
}
/** Which dot is marked as the slide shown (1-based), or null when none is. */
const currentDot = () => {
  const index = dotLinks().findIndex((dot) => dot.getAttribute("aria-current") === "true");
  return index < 0 ? null : index + 1;
};

// jsdom has no layout and no element scrolling; Embla and the native track call scrollTo.
const scrollTo = jest.fn();
beforeAll(() => {
  Element.prototype.scrollTo = scrollTo as unknown as Element["scrollTo"];
});
beforeEach(() => {
  scrollTo.mockClear();
  // A link followed by jsdom (a modified click) leaves its #fragment in the URL.
  window.history.replaceState(null, "", "/");
});

describe("Carousel with Embla running", () => {
  // Every carousel counts as on screen, so Embla starts as soon as it mounts.
  beforeAll(installOnScreenIntersectionObserver);
  afterAll(restoreIntersectionObserver);

  it("is an accessible carousel region with labelled slides, each with an id to link to", async () => {
    render(<Carousel label="Studii de caz" slides={slides(3)} />);
    const region = await emblaRunning("Studii de caz");
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(slideLabels()).toEqual(["Studiu 1 (1 din 3)", "Studiu 2 (2 din 3)", "Studiu 3 (3 din 3)"]);
    expect(slideGroups().map((slide) => slide.id)).toEqual(["carusel-studii-de-caz-slide-1", "carusel-studii-de-caz-slide-2", "carusel-studii-de-caz-slide-3"]);
    expect(within(region).getByText("Conținut 2")).toBeInTheDocument();
    // The track scrolls natively until Embla takes it over; Embla marks the viewport when it does.
    expect(viewportOf(region)).toHaveAttribute("tabindex", "0");
    expect(viewportOf(region)).toHaveAttribute("data-embla");
  });

  it("makes readable ids from the label", () => {
    expect(carouselId("Articole de blog")).toBe("carusel-articole-de-blog");
    expect(carouselId("Opinii ale clienților")).toBe("carusel-opinii-ale-clientilor");
    expect(slideId("carusel-echipa", 0)).toBe("carusel-echipa-slide-1");
  });

  it.each([
    [3, 3, false],
    [2, 3, false],
    [4, 3, true],
    [2, 2, false],
    [3, 2, true],
  ])("with %i slides and threshold %i shows arrows: %s", (count, threshold, shown) => {
    render(<Carousel label="Echipa" slides={slides(count)} arrowsAbove={threshold} />);
    expect(screen.queryByRole("link", { name: "Slide-ul anterior: Echipa" }) !== null).toBe(shown);
    expect(screen.queryByRole("link", { name: "Slide-ul următor: Echipa" }) !== null).toBe(shown);
    expect(showArrows(count, threshold)).toBe(shown);
  });

  it("reverses the order of the slides when asked", () => {
    render(<Carousel label="Studii de caz" slides={slides(4)} reverse />);
    expect(slideLabels()).toEqual(["Studiu 4 (1 din 4)", "Studiu 3 (2 din 4)", "Studiu 2 (3 din 4)", "Studiu 1 (4 din 4)"]);
    const texts = screen.getAllByText(/^Conținut \d$/).map((el) => el.textContent);
    expect(texts).toEqual(["Conținut 4", "Conținut 3", "Conținut 2", "Conținut 1"]);
  });

  it("offers a pause button while autoplaying and toggles it", () => {
    render(<Carousel label="Testimoniale" slides={slides(3)} autoplayMs={CAROUSELS.testimonials.autoplay} />);
    const pause = screen.getByRole("button", { name: "Oprește derularea automată: Testimoniale" });
    act(() => fireEvent.click(pause));
    expect(screen.getByRole("button", { name: "Pornește derularea automată: Testimoniale" })).toBeInTheDocument();
  });

  it("pauses its autoplay while a mouse is over it or keyboard focus is inside, and resumes after", () => {
    render(
      <>
        <Carousel
          label="Testimoniale"
          autoplayMs={CAROUSELS.testimonials.autoplay}
          slides={slides(3).map((slide) => ({ ...slide, content: <a href={`/blog/${slide.key}`}>{slide.label}</a> }))}
        />
        <button type="button">După carusel</button>
      </>,
    );
    const region = screen.getByRole("region", { name: "Testimoniale" });
    // While it plays, the track is not announced (aria-live off); paused, it is.
    const track = () => region.querySelector("[aria-live]");
    expect(track()).toHaveAttribute("aria-live", "off");

    const outside = screen.getByRole("button", { name: "După carusel" });
    movePointer(outside, region, "mouse");
    expect(track()).toHaveAttribute("aria-live", "polite");
    movePointer(region, outside, "mouse");
    expect(track()).toHaveAttribute("aria-live", "off");
    // A finger's touch is not a hover.
    movePointer(outside, region, "touch");
    expect(track()).toHaveAttribute("aria-live", "off");

    const link = screen.getByRole("link", { name: "Studiu 2" });
    act(() => link.focus());
    expect(track()).toHaveAttribute("aria-live", "polite");
    fireEvent.focusOut(link, { relatedTarget: screen.getByRole("link", { name: "Studiu 3" }) });
    expect(track()).toHaveAttribute("aria-live", "polite");
    fireEvent.focusOut(link, { relatedTarget: outside });
    expect(track()).toHaveAttribute("aria-live", "off");
  });

  it("has no autoplay control, arrows or dots for a single slide", () => {
    render(<Carousel label="Blog" slides={slides(1)} autoplayMs={8000} />);
    expect(screen.getByText("Conținut 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /derularea automată/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Afișează slide-ul/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Slide-ul (anterior|următor)/ })).toBeNull();
  });

  it("marks the current dot", () => {
    render(<Carousel label="Echipa" slides={slides(3)} />);
    expect(dotLinks()).toHaveLength(3);
    expect(currentDot()).toBe(1);
    expect(dotLinks()[1]).not.toHaveAttribute("aria-current");
  });

  it("moves with its arrow and dot links through Embla, without following them", async () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} />);
    const next = screen.getByRole("link", { name: "Slide-ul următor: Echipa" });
    const prev = screen.getByRole("link", { name: "Slide-ul anterior: Echipa" });
    expect(next).toHaveAttribute("href", "#carusel-echipa-slide-2");
    expect(prev).toHaveAttribute("href", "#carusel-echipa-slide-4");

    let followed = true;
    await act(async () => {
      followed = fireEvent.click(next);
    });
    expect(followed).toBe(false); // default prevented: no jump, no history entry
    expect(currentDot()).toBe(2);
    // The links keep naming the slides around the current one (for a new tab, or a copied link).
    expect(next).toHaveAttribute("href", "#carusel-echipa-slide-3");
    expect(prev).toHaveAttribute("href", "#carusel-echipa-slide-1");

    await act(async () => {
      fireEvent.click(dotLinks()[3]);
    });
    expect(currentDot()).toBe(4);
    await act(async () => {
      fireEvent.click(prev);
    });
    expect(currentDot()).toBe(3);
    expect(window.location.hash).toBe("");
  });

  it("leaves a click meant for a new tab to the browser", () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} />);
    const next = screen.getByRole("link", { name: "Slide-ul următor: Echipa" });
    expect(fireEvent.click(next, { ctrlKey: true })).toBe(true);
    expect(currentDot()).toBe(1);
  });

  it("moves with the arrow keys once its viewport has focus", async () => {
    render(<Carousel label="Echipa" slides={slides(4)} />);
    const viewport = viewportOf(screen.getByRole("region", { name: "Echipa" }));
    act(() => viewport.focus());
    await act(async () => {
      fireEvent.keyDown(viewport, { key: "ArrowRight" });
    });
    expect(currentDot()).toBe(2);
    await act(async () => {
      fireEvent.keyDown(viewport, { key: "ArrowLeft" });
      fireEvent.keyDown(viewport, { key: "ArrowLeft" });
    });
    expect(currentDot()).toBe(4);
  });

  it("moves its own track when the page scrolls smoothly to in-page links (wider than 1190 px)", async () => {
    const pageScroll = jest.fn();
    const original = { scrollTo: window.scrollTo, width: window.innerWidth };
    window.scrollTo = pageScroll as unknown as typeof window.scrollTo;
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
    try {
      render(
        <>
          <SmoothHashScroll />
          <Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} />
        </>,
      );
      await act(async () => {
        fireEvent.click(screen.getByRole("link", { name: "Slide-ul următor: Echipa" }));
      });
      expect(currentDot()).toBe(2);
      expect(pageScroll).not.toHaveBeenCalled();
      expect(document.activeElement).not.toBe(document.getElementById("carusel-echipa-slide-2"));
    } finally {
      window.scrollTo = original.scrollTo;
      Object.defineProperty(window, "innerWidth", { configurable: true, value: original.width });
    }
  });
});

describe("Carousel for a visitor who prefers reduced motion", () => {
  const original = window.matchMedia;
  beforeAll(() => {
    installOnScreenIntersectionObserver();
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes("reduce") })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = original;
    restoreIntersectionObserver();
  });

  it("does not autoplay and offers no pause button, but keeps its place", () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} autoplayMs={CAROUSELS.team.autoplay} />);
    const region = screen.getByRole("region", { name: "Echipa" });
    expect(region).toHaveAttribute("data-ready", "true");
    expect(screen.queryByRole("button", { name: /derularea automată/ })).toBeNull();
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // The slot the pause button would take stays, so the arrows sit where they do for everyone.
    const arrows = screen.getByRole("link", { name: "Slide-ul anterior: Echipa" }).parentElement?.parentElement as HTMLElement;
    expect(arrows.children).toHaveLength(2);
    expect(arrows.firstElementChild).toHaveClass("h-11 w-11");
  });
});

describe("Carousel before Embla starts", () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(restoreIntersectionObserver);

  const nearViewport = () =>
    act(() => {
      for (const observer of observers) observer.callback(observer.observed.map((target) => ({ isIntersecting: true, target })));
    });

  it("sends a scrollable track and its controls as links to the slides in the server HTML", () => {
    const html = renderToString(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} autoplayMs={3000} />);
    expect(html).toContain("Studiu 4 (4 din 4)");
    expect(html).toMatch(/<div[^>]*role="group"[^>]*aria-label="Slide-urile: Echipa"[^>]*tabindex="0"[^>]*class="carousel-viewport"/);
    for (let n = 1; n <= 4; n++) {
      expect(html).toContain(`id="carusel-echipa-slide-${n}"`);
      expect(html).toMatch(new RegExp(`<a href="#carusel-echipa-slide-${n}" aria-label="Afișează slide-ul ${n} din 4"`));
    }
    // Without JavaScript each slide has its own previous and next, linking its neighbours (the last and
    // the first close the loop); the stylesheet shows the pair of the slide in the address.
    const steps = [...html.matchAll(/id="carusel-echipa-slide-(\d)"[\s\S]*?<a href="#carusel-echipa-slide-(\d)" aria-label="Slide-ul anterior: Echipa" class="carousel-step carousel-step-prev"><\/a><a href="#carusel-echipa-slide-(\d)" aria-label="Slide-ul următor: Echipa"/g)];
    expect(steps.map((m) => m.slice(1).map(Number))).toEqual([
      [1, 4, 2],
      [2, 1, 3],
      [3, 2, 4],
      [4, 3, 1],
    ]);
    // The carousel's own arrows wait for Embla, invisible, in their place.
    expect(html).toMatch(/<span class="flex items-center gap-2" style="visibility:hidden"><a href="#carusel-echipa-slide-4" aria-label="Slide-ul anterior: Echipa"/);
    // Nothing claims to be the current slide (the visitor may scroll); autoplay and its button need Embla.
    expect(html).not.toContain("aria-current");
    expect(html).not.toContain("<button");
    expect(html).not.toContain("derularea automată");
    expect(html).not.toContain("data-ready");
    expect(html).toContain("min-h-11");
  });

  it("keeps its links working while Embla loads, then adds the pause button and marks the current dot", () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} autoplayMs={3000} />);
    const region = screen.getByRole("region", { name: "Echipa" });
    expect(region).not.toHaveAttribute("data-ready");
    expect(dotLinks()).toHaveLength(4);
    expect(currentDot()).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();

    // Without layout every slide sits at 0: the native track is asked to scroll to slide 2's left edge.
    const viewport = viewportOf(region);
    const slide2 = document.getElementById("carusel-echipa-slide-2") as HTMLElement;
    slide2.getBoundingClientRect = () => ({ left: 300 }) as DOMRect;
    // Until Embla runs, the arrows are each slide's own pair (the stylesheet shows one): they move the track.
    const slide1 = document.getElementById("carusel-echipa-slide-1") as HTMLElement;
    const followed = fireEvent.click(within(slide1).getByRole("link", { name: "Slide-ul următor: Echipa" }));
    expect(followed).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: "instant" });
    expect(scrollTo.mock.contexts.at(-1)).toBe(viewport);

    nearViewport();
    expect(region).toHaveAttribute("data-ready", "true");
    expect(viewport).toHaveAttribute("data-embla");
    // Embla starts at the slide chosen before it came, and took the track back to its own position.
    expect(currentDot()).toBe(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: "instant" });
    expect(screen.getByRole("button", { name: "Oprește derularea automată: Echipa" })).toBeInTheDocument();
    // Embla's arrows take over from the slides' own.
    expect(screen.getAllByRole("link", { name: "Slide-ul următor: Echipa" })).toHaveLength(1);
    expect(within(slide1).queryByRole("link", { name: "Slide-ul următor: Echipa" })).toBeNull();
  });

  it("goes from the first slide back to the last with the previous link", () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} />);
    const slide4 = document.getElementById("carusel-echipa-slide-4") as HTMLElement;
    slide4.getBoundingClientRect = () => ({ left: 900 }) as DOMRect;
    const slide1 = document.getElementById("carusel-echipa-slide-1") as HTMLElement;
    fireEvent.click(within(slide1).getByRole("link", { name: "Slide-ul anterior: Echipa" }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 900, behavior: "instant" });
    nearViewport();
    expect(currentDot()).toBe(4);
  });
});

describe("emblaDuration", () => {
  it("maps the SPEC's slide speeds in ms to Embla's duration units", () => {
    expect(emblaDuration(CAROUSELS.caseStudies.speed)).toBe(60);
    expect(emblaDuration(CAROUSELS.team.speed)).toBe(45);
    expect(emblaDuration(undefined)).toBe(25);
    expect(emblaDuration(100_000)).toBe(80);
    expect(emblaDuration(10)).toBe(10);
  });
});
