import { preview, relativeTime } from "@/lib/dates";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("relativeTime (SPEC 9)", () => {
  it.each([
    [30_000, "Acum un minut"],
    [5 * MIN, "Acum 5 minute"],
    [59 * MIN, "Acum 59 minute"],
    [90 * MIN, "Acum o oră"],
    [5 * HOUR, "5 ore în urmă"],
    [30 * HOUR, "ieri"],
    [3 * 24 * HOUR, "3 zile în urmă"],
  ])("%d ms ago -> %s", (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it("falls back to the Romanian date after a week", () => {
    expect(relativeTime(new Date("2026-10-01T10:00:00Z"), now)).toBe("1 octombrie 2026");
  });
});

describe("preview", () => {
  it("cuts at the limit and adds an ellipsis", () => {
    expect(preview("Bună ziua, aș dori o ofertă pentru SEO local în Cluj", 40)).toBe("Bună ziua, aș dori o ofertă pentru SEO l...");
    expect(preview("Scurt", 40)).toBe("Scurt");
  });
});
