import { bareHost, sourceLabel, topSources, weekStarts, type SourceGroup } from "@/lib/lead-stats";

/** The rules behind the dashboard's lead chart: Romania's calendar weeks and the sources' names. */
describe("weekStarts: the chart's weeks, Monday to Sunday in Romania", () => {
  const last = (iso: string) => weekStarts(new Date(iso)).at(-1);

  it("gives 12 consecutive Mondays, oldest first, ending with the current week", () => {
    const weeks = weekStarts(new Date("2026-01-01T10:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe("2025-10-13");
    expect(weeks.at(-1)).toBe("2025-12-29");
    weeks.forEach((start, i) => {
      expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(Date.parse(start) - Date.parse(weeks[i - 1])).toBe(7 * 86_400_000);
    });
  });

  it("starts the week at midnight in Romania, not in UTC, in summer and in winter time", () => {
    // Sunday 23:30 and Monday 00:30 in Bucharest, the night the clocks go back (26 October 2025).
    expect(last("2025-10-26T21:30:00Z")).toBe("2025-10-20");
    expect(last("2025-10-26T22:30:00Z")).toBe("2025-10-27");
    // Monday 00:30 in Bucharest, the night after the clocks go forward (30 March 2025): still Sunday in UTC.
    expect(last("2025-03-30T21:30:00Z")).toBe("2025-03-31");
    expect(last("2025-03-30T20:30:00Z")).toBe("2025-03-24");
  });
});

describe("sourceLabel: where a lead came from", () => {
  const group = (over: Partial<SourceGroup>): SourceGroup => ({ utmSource: null, hasGclid: false, hasFbclid: false, referrerHost: null, ...over });
  const site = bareHost("https://www.Agentie.example:3000/");

  it("prefers the campaign tag, then Google's and Facebook's click ids, then the linking site", () => {
    expect(sourceLabel(group({ utmSource: "newsletter", hasGclid: true, referrerHost: "google.com" }), site)).toBe("newsletter");
    expect(sourceLabel(group({ hasGclid: true, hasFbclid: true, referrerHost: "google.com" }), site)).toBe("Google Ads");
    expect(sourceLabel(group({ hasFbclid: true, referrerHost: "l.facebook.com" }), site)).toBe("Facebook Ads");
    expect(sourceLabel(group({ referrerHost: "exemplu.ro" }), site)).toBe("exemplu.ro");
  });

  it("calls a visit without a referrer, or from the site itself, direct", () => {
    expect(site).toBe("agentie.example");
    expect(sourceLabel(group({}), site)).toBe("Direct");
    expect(sourceLabel(group({ referrerHost: "agentie.example" }), site)).toBe("Direct");
    expect(bareHost("nu este o adresă")).toBe("");
  });
});

describe("topSources: five names, then Altele", () => {
  it("adds up equal names, sorts by count then name, and folds the rest", () => {
    const counts = [
      { label: "Direct", count: 2 },
      { label: "b.ro", count: 1 },
      { label: "Google Ads", count: 4 },
      { label: "Direct", count: 3 },
      { label: "a.ro", count: 1 },
      { label: "newsletter", count: 2 },
      { label: "c.ro", count: 1 },
      { label: "gol", count: 0 },
    ];
    expect(topSources(counts)).toEqual([
      { label: "Direct", count: 5 },
      { label: "Google Ads", count: 4 },
      { label: "newsletter", count: 2 },
      { label: "a.ro", count: 1 },
      { label: "b.ro", count: 1 },
      { label: "Altele", count: 1 },
    ]);
  });

  it("keeps one Altele line when a campaign is tagged Altele too", () => {
    const counts = ["Altele", "a", "b", "c", "d", "e", "f"].map((label, i) => ({ label, count: 10 - i }));
    expect(topSources(counts)).toEqual([
      { label: "Altele", count: 10 + 5 + 4 },
      { label: "a", count: 9 },
      { label: "b", count: 8 },
      { label: "c", count: 7 },
      { label: "d", count: 6 },
    ]);
  });

  it("lists nothing when there were no leads", () => {
    expect(topSources([])).toEqual([]);
  });
});
