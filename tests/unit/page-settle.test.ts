import { SETTLE_EVENT, SETTLE_SAFETY_MS, SETTLE_TIMEOUT_MS, onPageSettled, pageSettleScript } from "@/components/public/page-settle";

type IdleDeadline = { timeRemaining: () => number; didTimeout: boolean };
type TestWindow = Omit<Window, "requestIdleCallback"> & { __pageSettled?: boolean; requestIdleCallback?: (cb: (d: IdleDeadline) => void) => number };

const win = window as unknown as TestWindow;
let idleQueue: Array<(d: IdleDeadline) => void> = [];

/** Runs the idle callback the script asked for, as an idle period of `ms` milliseconds. */
function idlePeriod(ms: number) {
  const callback = idleQueue.shift();
  if (!callback) throw new Error("no idle callback is waiting");
  callback({ timeRemaining: () => ms, didTimeout: false });
}

/** What HydrationMark does; the script's MutationObserver hears of it in a microtask. */
async function hydrate() {
  document.documentElement.setAttribute("data-hydrated", "");
  await Promise.resolve();
}

const holdStyle = () => [...document.head.querySelectorAll("style")].find((s) => s.textContent?.includes(".after-settle"));

beforeEach(() => {
  jest.useFakeTimers();
  idleQueue = [];
  delete win.__pageSettled;
  document.documentElement.removeAttribute("data-hydrated");
  win.requestIdleCallback = (cb) => idleQueue.push(cb);
  document.head.innerHTML = "";
  // What the browser does with the inline script: runs it while the page is still loading.
  new Function(pageSettleScript())();
});

afterEach(() => {
  jest.useRealTimers();
  delete win.requestIdleCallback;
});

describe("the page-settle inline script", () => {
  it("holds .after-settle animations paused until the page has loaded, hydrated and then been idle twice in a row", () => {
    const settled = jest.fn();
    window.addEventListener(SETTLE_EVENT, settled);
    expect(holdStyle()?.textContent).toBe(".after-settle{animation-play-state:paused!important}");
    expect(win.__pageSettled).toBe(false);
    // Nothing is asked of the idle queue before the load event.
    expect(idleQueue).toHaveLength(0);

    window.dispatchEvent(new Event("load"));
    // Quiet periods before React has hydrated do not count (the chunks run one after another).
    idlePeriod(50);
    idlePeriod(50);
    idlePeriod(50);
    expect(settled).not.toHaveBeenCalled();
    document.documentElement.setAttribute("data-hydrated", "");
    idlePeriod(50);
    // A short idle period (a frame or a task was waiting) starts the count again.
    idlePeriod(8);
    idlePeriod(50);
    expect(settled).not.toHaveBeenCalled();
    expect(holdStyle()).toBeDefined();
    idlePeriod(49);

    expect(settled).toHaveBeenCalledTimes(1);
    expect(holdStyle()).toBeUndefined();
    expect(win.__pageSettled).toBe(true);
    // The fallback timer is cleared: the event fires once.
    jest.advanceTimersByTime(SETTLE_SAFETY_MS);
    expect(settled).toHaveBeenCalledTimes(1);
    window.removeEventListener(SETTLE_EVENT, settled);
  });

  it("settles at the latest SETTLE_TIMEOUT_MS after hydration on a page that is never idle, counted from hydration when it ends after the load", async () => {
    window.dispatchEvent(new Event("load"));
    idlePeriod(3);
    // A slow phone: React hydrates three seconds after the load event.
    jest.advanceTimersByTime(3000);
    await hydrate();
    jest.advanceTimersByTime(SETTLE_TIMEOUT_MS - 1);
    expect(win.__pageSettled).toBe(false);
    expect(holdStyle()).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(win.__pageSettled).toBe(true);
    expect(holdStyle()).toBeUndefined();
  });

  it("counts from the load event when the page hydrated before it", async () => {
    await hydrate();
    jest.advanceTimersByTime(SETTLE_SAFETY_MS);
    // Nothing settles before the load event, however long it takes.
    expect(win.__pageSettled).toBe(false);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(SETTLE_TIMEOUT_MS - 1);
    expect(win.__pageSettled).toBe(false);
    jest.advanceTimersByTime(1);
    expect(win.__pageSettled).toBe(true);
  });

  it("settles SETTLE_SAFETY_MS after the load event a page whose scripts never hydrate it", () => {
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(SETTLE_SAFETY_MS - 1);
    expect(win.__pageSettled).toBe(false);
    jest.advanceTimersByTime(1);
    expect(win.__pageSettled).toBe(true);
    expect(holdStyle()).toBeUndefined();
  });

  it("runs once per page: a second copy of the script adds no second hold", () => {
    new Function(pageSettleScript())();
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
  });
});

describe("onPageSettled", () => {
  it("waits for the event while the page is settling, and can be cancelled", () => {
    const first = jest.fn();
    const cancelled = jest.fn();
    onPageSettled(first);
    const cancel = onPageSettled(cancelled);
    cancel();
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(SETTLE_SAFETY_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("runs at once when the page has settled, or when the script never ran (a client-side navigation)", () => {
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(SETTLE_SAFETY_MS);
    const late = jest.fn();
    onPageSettled(late);
    expect(late).toHaveBeenCalledTimes(1);

    delete win.__pageSettled;
    const navigated = jest.fn();
    onPageSettled(navigated);
    expect(navigated).toHaveBeenCalledTimes(1);
  });
});
