import { bucharestInputToIso, formatBucharest, isoToBucharestInput } from "@/lib/bucharest-time";

describe("Romanian time in the portal", () => {
  it("reads a typed time as Bucharest time, winter and summer, whatever the browser's zone", () => {
    expect(bucharestInputToIso("2026-12-01T09:00")).toBe("2026-12-01T09:00:00+02:00");
    expect(bucharestInputToIso("2026-07-15T09:30")).toBe("2026-07-15T09:30:00+03:00");
    // The morning the clocks go forward (29 March 2026, 03:00 -> 04:00) and the one they go back.
    expect(bucharestInputToIso("2026-03-29T10:00")).toBe("2026-03-29T10:00:00+03:00");
    expect(bucharestInputToIso("2026-10-25T10:00")).toBe("2026-10-25T10:00:00+02:00");
    expect(bucharestInputToIso("")).toBeNull();
  });

  it("shows a stored instant as Bucharest's wall clock", () => {
    expect(isoToBucharestInput("2026-12-01T07:00:00.000Z")).toBe("2026-12-01T09:00");
    expect(isoToBucharestInput("2026-07-15T06:30:00Z")).toBe("2026-07-15T09:30");
    expect(isoToBucharestInput(null)).toBe("");
    expect(formatBucharest("2026-12-01T07:00:00.000Z")).toBe("1 decembrie 2026 la 09:00");
  });

  it("round-trips what it shows", () => {
    const iso = bucharestInputToIso("2027-01-31T23:45");
    expect(iso && isoToBucharestInput(iso)).toBe("2027-01-31T23:45");
  });
});
