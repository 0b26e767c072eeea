import "@testing-library/jest-dom";
import { answerMediaQueries } from "./match-media";

// Embla and the public widgets need browser APIs that jsdom lacks. (Server-side units in this
// project opt into the node environment, where there is no window to complete.)
if (typeof window !== "undefined" && !window.matchMedia) window.matchMedia = answerMediaQueries(() => false);

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const g = globalThis as unknown as Record<string, unknown>;
g.IntersectionObserver ??= NoopObserver;
g.ResizeObserver ??= NoopObserver;
