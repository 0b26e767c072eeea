import { Suspense, act, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateWhenNear } from "@/components/public/hydrate-when-near";
import { installFakeIntersectionObserver, observers, restoreIntersectionObserver } from "../support/fake-intersection-observer";

function Counter() {
  const [clicks, setClicks] = useState(0);
  return <button onClick={() => setClicks((n) => n + 1)}>{`Apăsat de ${clicks} ori`}</button>;
}

const page = (
  <main>
    <h1>Titlu</h1>
    <Suspense>
      <HydrateWhenNear className="below-the-fold">
        <Counter />
      </HydrateWhenNear>
    </Suspense>
  </main>
);

// Each test is a new page load: its own ids, so its own gates.
let pageLoad = 0;

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  installFakeIntersectionObserver();
  container = document.createElement("div");
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  restoreIntersectionObserver();
});

/** The page as the server sends it (the part's element is not in the document then, so nothing waits), then hydrated. */
async function hydrate() {
  const identifierPrefix = `load${++pageLoad}-`;
  container.innerHTML = renderToString(page, { identifierPrefix });
  await act(async () => {
    root = hydrateRoot(container, page, { identifierPrefix });
  });
}

const button = () => container.querySelector("button")!;

describe("HydrateWhenNear", () => {
  it("keeps the server HTML unhydrated until the part nears the viewport, then hydrates it", async () => {
    await hydrate();
    expect(button()).toHaveTextContent("Apăsat de 0 ori");
    const part = container.querySelector(".below-the-fold")!;
    expect(observers).toHaveLength(1);
    expect(observers[0].observed).toEqual([part]);
    expect(observers[0].options?.rootMargin).toBe("400px 0px");

    // Not hydrated yet: React has no handler on the button.
    act(() => button().click());
    expect(button()).toHaveTextContent("Apăsat de 0 ori");

    await act(async () => observers[0].callback([{ isIntersecting: true, target: part }]));
    expect(observers[0].disconnected).toBe(true);
    act(() => button().click());
    expect(button()).toHaveTextContent("Apăsat de 1 ori");
    // The server's element was kept, not replaced.
    expect(container.querySelector(".below-the-fold")).toBe(part);
  });

  it("hydrates a part at once when a tap starts inside it, so that tap's click is not lost", async () => {
    await hydrate();
    await act(async () => {
      button().dispatchEvent(new Event("pointerdown", { bubbles: true }));
      button().click();
    });
    expect(button()).toHaveTextContent("Apăsat de 1 ori");
  });

  it("a tap elsewhere on the page does not hydrate it", async () => {
    await hydrate();
    await act(async () => container.querySelector("h1")!.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    act(() => button().click());
    expect(button()).toHaveTextContent("Apăsat de 0 ori");
  });

  it("renders at once, without waiting, when React renders it on the client (a client-side navigation)", async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(page);
    });
    expect(observers).toHaveLength(0);
    act(() => button().click());
    expect(button()).toHaveTextContent("Apăsat de 1 ori");
  });
});
