import { act, render, screen } from "@testing-library/react";
import { HeroVideo } from "@/components/public/home/hero-video";

const realMatchMedia = window.matchMedia;
let played: HTMLMediaElement[] = [];
let readyState: jest.SpyInstance<DocumentReadyState, []>;

beforeEach(() => {
  // The page is still loading: its load event is to come.
  readyState = jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
  played = [];
  // jsdom has no media pipeline; the browser's play() resolves once playback starts.
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
  jest.restoreAllMocks();
});

function load() {
  act(() => {
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
  });
}

describe("the hero video", () => {
  it("is not in the page until the page has loaded, then plays muted, looping and inline", () => {
    const { container } = render(<HeroVideo />);
    expect(container.querySelector("video")).toBeNull();

    load();
    const video = screen.getByTestId("hero-video") as HTMLVideoElement;
    expect({ muted: video.muted, loop: video.loop, autoplay: video.autoplay, inline: video.playsInline, preload: video.preload }).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      inline: true,
      preload: "auto",
    });
    expect(played).toEqual([video]);
    // The phone's small file first, each in both formats.
    expect([...video.querySelectorAll("source")].map((s) => [s.getAttribute("src"), s.getAttribute("media")])).toEqual([
      ["/home/hero-640.webm", "(max-width: 767px)"],
      ["/home/hero-640.mp4", "(max-width: 767px)"],
      ["/home/hero.webm", null],
      ["/home/hero.mp4", null],
    ]);
  });

  it("comes at once on a page that loaded before it mounted (a client-side navigation)", () => {
    readyState.mockReturnValue("complete");
    render(<HeroVideo />);
    expect(screen.getByTestId("hero-video")).toBeInTheDocument();
  });

  it("never comes for a visitor who prefers reduced motion", () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query === "(prefers-reduced-motion: reduce)" });
    const { container } = render(<HeroVideo />);
    load();
    expect(container.querySelector("video")).toBeNull();
    expect(played).toEqual([]);
  });

  it("is not added when the visitor leaves before the page loads", () => {
    const { unmount } = render(<HeroVideo />);
    unmount();
    load();
    expect(played).toEqual([]);
  });
});
