import { render, screen, within } from "@testing-library/react";
import { RecentMessages } from "@/components/admin/dashboard/recent-messages";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import type { DashboardData } from "@/lib/api/hooks";
import { submissionRow } from "../support/submission-row";

// The pages card lists the pages in place; its data is not what these tests are about.
jest.mock("@/lib/api/hooks", () => ({ usePages: () => ({ data: [], error: undefined, isLoading: false }) }));

const row = (id: number) => submissionRow(id);

const latestFive = [1, 2, 3, 4, 5].map(row);

describe("dashboard: recent messages (SPEC 2.2)", () => {
  it("counts every unread message, not only the five it lists", () => {
    render(<RecentMessages submissions={latestFive} unread={26} />);
    const box = screen.getByRole("region", { name: "Mesaje necitite" });
    expect(within(box).getByText("26", { exact: true })).toBeInTheDocument();
    expect(within(box).getByText("26 de mesaje necitite", { exact: true })).toBeInTheDocument();
    expect(within(box).queryByText("5 mesaje necitite", { exact: true })).toBeNull();
    expect(within(box).getAllByRole("listitem")).toHaveLength(5);
    expect(within(box).getByText("Sunt afișate cele mai recente 5 din 26 de mesaje necitite.")).toBeVisible();
  });

  it("says nothing more when the list holds every unread message", () => {
    render(<RecentMessages submissions={latestFive.slice(0, 3)} unread={3} />);
    const box = screen.getByRole("region", { name: "Mesaje necitite" });
    expect(within(box).getByText("3 mesaje necitite", { exact: true })).toBeInTheDocument();
    expect(within(box).queryByText(/Sunt afișate/)).toBeNull();
  });

  it("shows the empty state when nothing is unread", () => {
    render(<RecentMessages submissions={[]} unread={0} />);
    expect(screen.getByText("Nu aveți mesaje necitite.")).toBeInTheDocument();
  });
});

describe("dashboard: stat cards", () => {
  const data: DashboardData = { articles: 4, caseStudies: 2, services: 7, pages: 3, packages: 6, packagesPublished: 4, submissions: [], unread: 0, suspect: 0, demoFields: [], scheduled: [] };

  it("counts every plan and package and says how many are published; the other cards count published items", () => {
    render(<StatCards data={data} />);
    const plans = screen.getByRole("link", { name: /Planuri și pachete/ });
    expect(plans).toHaveTextContent("Planuri și pachete");
    expect(plans).not.toHaveTextContent("Planuri și pachete publicate");
    expect(plans).toHaveTextContent("Publicate: 4");
    expect(within(plans).getByTestId("stat-value")).toHaveTextContent("6");
    for (const label of ["Articole publicate", "Studii de caz publicate", "Servicii publicate"]) {
      expect(screen.getByRole("link", { name: new RegExp(label) })).toBeInTheDocument();
    }
  });
});
