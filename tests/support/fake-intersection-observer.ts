/**
 * IntersectionObservers for jsdom, which has no layout. installFakeIntersectionObserver: a test
 * decides when an observed element comes near the viewport (`observers[n].callback([{ isIntersecting:
 * true }])`). installOnScreenIntersectionObserver: everything observed is on screen at once. Install
 * in beforeEach or beforeAll, restoreIntersectionObserver after.
 */
type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
export type ObserverRecord = { callback: Callback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean };

export const observers: ObserverRecord[] = [];

class FakeObserver {
  record: ObserverRecord;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
    if (onScreen) this.record.callback([{ isIntersecting: true, target: element }]);
  }
  unobserve(element: Element) {
    this.record.observed = this.record.observed.filter((e) => e !== element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

let original: typeof IntersectionObserver | undefined;
let onScreen = false;

export function installFakeIntersectionObserver() {
  observers.length = 0;
  onScreen = false;
  original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
}

export function installOnScreenIntersectionObserver() {
  installFakeIntersectionObserver();
  onScreen = true;
}

export function restoreIntersectionObserver() {
  if (original) globalThis.IntersectionObserver = original;
}
