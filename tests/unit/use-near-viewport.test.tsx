import { act, render, screen } from "@testing-library/react";
import { useNearViewport } from "@/components/public/use-near-viewport";
import { installFakeIntersectionObserver, observers, restoreIntersectionObserver } from "../support/fake-intersection-observer";

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref} data-testid="probe">{near ? "aproape" : "departe"}</div>;
}

describe("useNearViewport", () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(restoreIntersectionObserver);

  it("stays false until the element comes within 400 px of the viewport, then stays true and stops observing", () => {
    render(<Probe />);
    const probe = screen.getByTestId("probe");
    expect(probe).toHaveTextContent("departe");
    expect(observers).toHaveLength(1);
    expect(observers[0].observed).toEqual([probe]);
    expect(observers[0].options?.rootMargin).toBe("400px 0px");

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(probe).toHaveTextContent("departe");
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(probe).toHaveTextContent("aproape");
    expect(observers[0].disconnected).toBe(true);

    // Scrolling away again does not put a started carousel back to sleep.
    expect(observers).toHaveLength(1);
    expect(probe).toHaveTextContent("aproape");
  });
});
