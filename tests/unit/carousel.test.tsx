import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Carousel, type CarouselSlide } from "@/components/public/carousel/carousel";
import { emblaDuration, showArrows } from "@/components/public/carousel/timing";
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

const slideLabels = () => screen.getAllByRole("group").filter((el) => el.getAttribute("aria-roledescription") === "slide").map((el) => el.getAttribute("aria-label"));

describe("Carousel", () => {
  // Every carousel counts as on screen, so Embla starts as soon as it mounts.
  beforeAll(installOnScreenIntersectionObserver);
  afterAll(restoreIntersectionObserver);

  it("is an accessible carousel region with labelled slides", () => {
    render(<Carousel label="Studii de caz" slides={slides(3)} />);
    const region = screen.getByRole("region", { name: "Studii de caz" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(slideLabels()).toEqual(["Studiu 1 (1 din 3)", "Studiu 2 (2 din 3)", "Studiu 3 (3 din 3)"]);
    expect(within(region).getByText("Conținut 2")).toBeInTheDocument();
  });

  it.each([
    [3, 3, false],
    [2, 3, false],
    [4, 3, true],
    [2, 2, false],
    [3, 2, true],
  ])("with %i slides and threshold %i shows arrows: %s", (count, threshold, shown) => {
    render(<Carousel label="Echipa" slides={slides(count)} arrowsAbove={threshold} />);
    expect(screen.queryByRole("button", { name: "Slide-ul anterior: Echipa" }) !== null).toBe(shown);
    expect(screen.queryByRole("button", { name: "Slide-ul următor: Echipa" }) !== null).toBe(shown);
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
    expect(screen.queryByRole("button", { name: /Afișează slide-ul/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Slide-ul (anterior|următor)/ })).toBeNull();
  });

  it("marks the current dot", () => {
    render(<Carousel label="Echipa" slides={slides(3)} />);
    const dots = screen.getAllByRole("button", { name: /Afișează slide-ul/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(dots[1]).not.toHaveAttribute("aria-current");
  });

  it("moves to the next slide with the next button", async () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Slide-ul următor: Echipa" }));
    });
    const dots = screen.getAllByRole("button", { name: /Afișează slide-ul/ });
    expect(dots[1]).toHaveAttribute("aria-current", "true");
    expect(dots[0]).not.toHaveAttribute("aria-current");
  });
});

describe("Carousel before Embla starts", () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(restoreIntersectionObserver);

  it("sends its slides but no controls in the server HTML", () => {
    const html = renderToString(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} autoplayMs={3000} />);
    expect(html).toContain("Studiu 4 (4 din 4)");
    expect(html).not.toContain("<button");
    expect(html).toContain("min-h-11");
  });

  it("adds its dots, arrows and pause button once it nears the viewport", () => {
    render(<Carousel label="Echipa" slides={slides(4)} arrowsAbove={2} autoplayMs={3000} />);
    expect(screen.getByText("Conținut 4")).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    act(() => {
      for (const observer of observers) observer.callback(observer.observed.map((target) => ({ isIntersecting: true, target })));
    });
    expect(screen.getAllByRole("button", { name: /Afișează slide-ul/ })).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Slide-ul următor: Echipa" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Oprește derularea automată: Echipa" })).toBeInTheDocument();
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
