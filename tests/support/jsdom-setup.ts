import "@testing-library/jest-dom";
import { answerMediaQueries } from "./match-media";

// Embla and the public widgets need browser APIs that jsdom lacks. (Server-side units in this
// project opt into the node environment, where there is no window to complete.)
if (typeof window !== "undefined" && !window.matchMedia) window.matchMedia = answerMediaQueries(() => false);

// jsdom's <dialog> has no showModal/close: opening is the open attribute, as in a browser.
if (typeof HTMLDialogElement !== "undefined") {
  const proto = HTMLDialogElement.prototype as unknown as { showModal: () => void; close: () => void };
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}

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

// The editors keep unsaved forms in localStorage (components/admin/forms/use-draft-keeper.ts): one test's
// typing must not come back as another test's "Aveți modificări nesalvate" bar.
// Some files of this project run in node (their @jest-environment docblock): no window there.
afterEach(() => {
  if (typeof window !== "undefined") window.localStorage.clear();
});
