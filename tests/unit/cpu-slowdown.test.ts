import { SLOWEST_USABLE_INDEX, slowdownFor } from "../../scripts/bench/cpu-slowdown.mjs";

// The calibration of bench:lighthouse: the points of Lighthouse's CPU throttling calculator.
describe("slowdownFor", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1100, 2.6],
    [1300, 3],
    [1533, 4],
    [2000, 6],
    [3300, 11.58],
  ])("gives %d a slowdown of %dx", (index, expected) => {
    expect(slowdownFor(index)).toBeCloseTo(expected, 1);
  });

  it("grows with the host's speed, without a jump between the calculator's brackets", () => {
    expect(slowdownFor(799.9)).toBeCloseTo(slowdownFor(800), 2);
    expect(slowdownFor(1299.9)).toBeCloseTo(slowdownFor(1300), 2);
    expect(slowdownFor(1000)).toBeLessThan(slowdownFor(1400));
  });

  it("refuses a host too slow to emulate the phone, and a missing index", () => {
    expect(() => slowdownFor(SLOWEST_USABLE_INDEX - 1)).toThrow(/too slow/);
    expect(() => slowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});
