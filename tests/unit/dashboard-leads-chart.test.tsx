import { render, screen, within } from "@testing-library/react";
import { DashboardClient } from "@/app/(admin)/internal-admin-portalv1.0.1/(portal)/dashboard/dashboard-client";
import { LeadsChart } from "@/components/admin/dashboard/leads-chart";
import type { DashboardData } from "@/lib/api/hooks";
import { addDays, type LeadStatsDto } from "@/lib/lead-stats";

// The dashboard's other boxes read their own data; these tests are about the leads chart.
const mockSession = { isAdmin: true };
const mockDashboard: { data?: DashboardData } = {};
jest.mock("@/components/admin/portal-session", () => ({
  usePortalSession: () => ({ user: { name: "Ana" }, isAdmin: mockSession.isAdmin, isEditor: true, logout: jest.fn() }),
}));
jest.mock("@/components/admin/dashboard/mail-status", () => ({ MailStatusSection: () => null }));
jest.mock("@/lib/api/hooks", () => ({
  useDashboard: () => ({ data: mockDashboard.data, error: undefined, isLoading: false, mutate: jest.fn() }),
  useApi: () => ({ data: undefined, mutate: jest.fn() }),
  usePages: () => ({ data: [], error: undefined, isLoading: false }),
}));

const COUNTS = [0, 2, 0, 1, 0, 0, 5, 0, 21, 3, 0, 1];
/** Twelve weeks from Monday 4 August 2025 to Monday 20 October 2025. */
const stats: LeadStatsDto = {
  weeks: COUNTS.map((count, i) => ({ start: addDays("2025-08-04", 7 * i), count })),
  sources: [
    { label: "Google Ads", count: 14 },
    { label: "Direct", count: 9 },
    { label: "newsletter", count: 5 },
    { label: "Altele", count: 5 },
  ],
  total: 33,
};
const empty: LeadStatsDto = { weeks: stats.weeks.map((w) => ({ ...w, count: 0 })), sources: [], total: 0 };

const chart = () => screen.getByRole("region", { name: "Mesaje pe săptămână (ultimele 12 săptămâni)" });

describe("dashboard: the leads chart", () => {
  it("draws a bar per week, oldest first, each saying its week and count", () => {
    render(<LeadsChart stats={stats} />);
    const bars = within(chart()).getAllByRole("listitem").slice(0, 12);
    const list = within(chart()).getByRole("list", { name: "Mesaje pe fiecare săptămână" });
    expect(within(list).getAllByRole("listitem")).toEqual(bars);
    const sentences = [
      "Săptămâna 4 aug.: 0 mesaje",
      "Săptămâna 11 aug.: 2 mesaje",
      "Săptămâna 18 aug.: 0 mesaje",
      "Săptămâna 25 aug.: 1 mesaj",
      "Săptămâna 1 sept.: 0 mesaje",
      "Săptămâna 8 sept.: 0 mesaje",
      "Săptămâna 15 sept.: 5 mesaje",
      "Săptămâna 22 sept.: 0 mesaje",
      "Săptămâna 29 sept.: 21 de mesaje",
      "Săptămâna 6 oct.: 3 mesaje",
      "Săptămâna 13 oct.: 0 mesaje",
      "Săptămâna 20 oct. (în curs): 1 mesaj",
    ];
    // The tooltip says it, and screen readers hear the same sentence (the drawing is hidden from them).
    expect(bars.map((bar) => bar.getAttribute("title"))).toEqual(sentences);
    bars.forEach((bar, i) => expect(within(bar).getByText(sentences[i])).toHaveClass("sr-only"));
    // The counts over the bars and the dates under them.
    expect(within(bars[8]).getByText("21")).toBeVisible();
    expect(within(bars[8]).getByText("29")).toBeVisible();
    expect(within(bars[8]).getByText("sept.")).toBeVisible();
    expect(within(chart()).getByText("33 de mesaje în total")).toBeVisible();
  });

  it("lists the sources with their counts and shares", () => {
    render(<LeadsChart stats={stats} />);
    const sources = within(chart()).getByRole("list", { name: "După sursă" });
    const rows = within(sources).getAllByRole("listitem");
    const expected = [
      ["Google Ads", "14", "14 mesaje", "(42%)"],
      ["Direct", "9", "9 mesaje", "(27%)"],
      ["newsletter", "5", "5 mesaje", "(15%)"],
      ["Altele", "5", "5 mesaje", "(15%)"],
    ];
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const [label, count, spoken, share] = expected[i];
      expect(within(row).getByText(label)).toBeVisible();
      expect(within(row).getByText(count)).toBeVisible();
      expect(within(row).getByText(spoken)).toHaveClass("sr-only");
      expect(within(row).getByText(share)).toBeVisible();
    });
  });

  it("says so when no message arrived in the 12 weeks", () => {
    render(<LeadsChart stats={empty} />);
    expect(within(chart()).getByText("Niciun mesaj în ultimele 12 săptămâni.")).toBeVisible();
    expect(within(chart()).queryByRole("list")).toBeNull();
    expect(within(chart()).queryByText(/în total/)).toBeNull();
  });

  const data: DashboardData = { articles: 1, caseStudies: 0, services: 0, pages: 0, packages: 0, packagesPublished: 0, submissions: [], unread: 0, suspect: 0, demoFields: [], scheduled: [] };

  it("shows on an admin's dashboard", () => {
    mockSession.isAdmin = true;
    mockDashboard.data = { ...data, leads: stats };
    render(<DashboardClient />);
    expect(within(chart()).getByText("Săptămâna 6 oct.: 3 mesaje")).toBeInTheDocument();
  });

  it("is not on an editor's dashboard, whose data has no leads", () => {
    mockSession.isAdmin = false;
    mockDashboard.data = data;
    render(<DashboardClient />);
    expect(screen.getByRole("list", { name: "Statistici" })).toBeVisible();
    expect(screen.queryByRole("region", { name: /Mesaje pe săptămână/ })).toBeNull();
    expect(screen.queryByText(/Săptămâna/)).toBeNull();
  });
});
