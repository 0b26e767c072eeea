import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearSelectedPackage, SelectedPackageProvider, useSelectedPackage } from "@/components/public/contact/selected-package-store";
import { PlanCategoryFilter } from "@/components/public/pricing/plan-category-filter";
import { categoryLabelsByPlan, groupPlans, shortCategoryLabel, type PricingPlan } from "@/components/public/pricing/plan-groups";
import { PlansSection } from "@/components/public/pricing/plans-section";
import { SelectedPlanBar } from "@/components/public/pricing/selected-plan-bar";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

let uuid = 0;
function plan(name: string, category: [number, string] | null, plan_type: PricingPlan["plan_type"] = "none"): PricingPlan {
  uuid += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(uuid).padStart(12, "0")}`,
    name,
    price: "300 € / lună",
    description: `<p>Descriere ${name}</p><ul><li>Raport lunar</li></ul>`,
    plan_type,
    category_id: category?.[0] ?? null,
    category_name: category?.[1] ?? null,
  };
}

// As listPublicPlans returns them: categories alphabetically, complete packages last.
const PLANS = [
  plan("Identitate vizuală", [6, "Branding"]),
  plan("Site de prezentare", [1, "Web Development"], "recommended"),
  plan("Google Ads Start", [2, "PPC"]),
  plan("Google Ads Performance", [2, "PPC"], "featured"),
  plan("SEO Local", [3, "SEO"]),
  plan("Pachet Creștere", null, "featured"),
  plan("Pachet Start", null),
];

afterEach(() => act(() => clearSelectedPackage()));

/** What the store holds, as a component sees it: the chosen plan's id and name, or "none". */
function Probe() {
  const chosen = useSelectedPackage();
  return <output data-testid="ales">{chosen ? `${chosen.id} ${chosen.name}` : "none"}</output>;
}
const current = () => screen.getByTestId("ales").textContent;

describe("plan groups", () => {
  it("groups by category in creation order, keeps plan order, and sets plans without a category apart", () => {
    const groups = groupPlans(PLANS);
    expect(groups.categories.map((g) => [g.key, g.label, g.plans.map((p) => p.name)])).toEqual([
      ["categorie-1", "Development", ["Site de prezentare"]],
      ["categorie-2", "PPC", ["Google Ads Start", "Google Ads Performance"]],
      ["categorie-3", "SEO", ["SEO Local"]],
      ["categorie-6", "Branding", ["Identitate vizuală"]],
    ]);
    expect(groups.complete.map((p) => p.name)).toEqual(["Pachet Creștere", "Pachet Start"]);
    const labels = categoryLabelsByPlan(groups);
    const byName = (name: string) => labels[PLANS.find((p) => p.name === name)!.uuid];
    expect([byName("Google Ads Start"), byName("Pachet Start")]).toEqual(["PPC", "Pachet Complet"]);
  });

  it("shows the short labels of SPEC 2.1 for the long category names", () => {
    expect(["Web Development", "Social Media Management", "Plan strategic de marketing online", "E-mail Marketing", "SEO", " Video "].map(shortCategoryLabel)).toEqual([
      "Development",
      "Social Media",
      "Strategic",
      "Email",
      "SEO",
      "Video",
    ]);
  });
});

describe("category filter", () => {
  it("shows every plan under Toate and only the chosen category's otherwise", async () => {
    const user = userEvent.setup();
    render(
      <PlanCategoryFilter
        categories={[
          { key: "a", label: "PPC" },
          { key: "b", label: "SEO" },
        ]}
        items={[
          { key: "1", category: "a", node: <h3>Google Ads Start</h3> },
          { key: "2", category: "a", node: <h3>Google Ads Performance</h3> },
          { key: "3", category: "b", node: <h3>SEO Local</h3> },
        ]}
      />,
    );
    const filter = screen.getByRole("group", { name: "Filtrează pachetele după categorie" });
    expect(within(filter).getAllByRole("button").map((b) => b.textContent)).toEqual(["Toate", "PPC", "SEO"]);
    expect(within(filter).getByRole("button", { name: "Toate" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Google Ads Start", "Google Ads Performance", "SEO Local"]);

    await user.click(within(filter).getByRole("button", { name: "SEO" }));
    expect(within(filter).getByRole("button", { name: "SEO" })).toHaveAttribute("aria-pressed", "true");
    expect(within(filter).getByRole("button", { name: "Toate" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["SEO Local"]);
    expect(screen.getByRole("status")).toHaveTextContent("Se afișează 1 pachet din categoria SEO");

    await user.click(within(filter).getByRole("button", { name: "PPC" }));
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual(["Google Ads Start", "Google Ads Performance"]);
    await user.click(within(filter).getByRole("button", { name: "Toate" }));
    expect(screen.getAllByRole("heading")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Se afișează toate pachetele (3 pachete)");
  });
});

describe("plans section and the PLANUL SELECTAT bar", () => {
  function renderPricing(initial: { id: string; name: string } | null = null) {
    const groups = groupPlans(PLANS);
    return render(
      <SelectedPackageProvider initial={initial}>
        <PlansSection groups={groups} />
        <SelectedPlanBar categoryOf={categoryLabelsByPlan(groups)} />
        <Probe />
      </SelectedPackageProvider>,
    );
  }
  const planId = (name: string) => PLANS.find((p) => p.name === name)!.uuid;

  it("renders the plans with their labels and badges, filters them, and lists complete packages apart", async () => {
    const user = userEvent.setup();
    renderPricing();
    const performance = screen.getByRole("article", { name: "Google Ads Performance" });
    expect(within(performance).getByText("PPC")).toBeInTheDocument();
    expect(within(performance).getByText("Popular")).toBeInTheDocument();
    expect(within(performance).getByText("Raport lunar")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Site de prezentare" })).getByText("Recomandat")).toBeInTheDocument();
    const start = screen.getByRole("article", { name: "Pachet Start" });
    expect(within(start).getByText("Pachet Complet")).toBeInTheDocument();
    expect(within(start).queryByText("Popular")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "PPC" }));
    expect(screen.queryByRole("article", { name: "SEO Local" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Google Ads Start" })).toBeVisible();
    // Complete packages are not a category: the filter leaves them in view.
    expect(screen.getByRole("article", { name: "Pachet Creștere" })).toBeVisible();
  });

  it("Solicită pachetul is a link to /tarife?pachet={uuid}#contact; with scripts it opens the bar in place; closing clears the choice", async () => {
    const user = userEvent.setup();
    renderPricing();
    expect(screen.queryByRole("region", { name: "Planul selectat" })).not.toBeInTheDocument();
    const seo = screen.getByRole("link", { name: "Solicită pachetul SEO Local" });
    expect(seo).toHaveAttribute("href", `/tarife?pachet=${planId("SEO Local")}#contact`);

    await user.click(seo);
    let bar = screen.getByRole("region", { name: "Planul selectat" });
    expect(bar).toHaveTextContent("PLANUL SELECTAT");
    expect(bar).toHaveTextContent("SEO");
    expect(bar).toHaveTextContent("SEO Local");
    expect(current()).toBe(`${planId("SEO Local")} SEO Local`);
    // The address follows the choice, so a reload shows the same plan.
    expect(window.location.search).toBe(`?pachet=${planId("SEO Local")}`);

    await user.click(screen.getByRole("link", { name: "Solicită pachetul Pachet Start" }));
    bar = screen.getByRole("region", { name: "Planul selectat" });
    expect(bar).toHaveTextContent("Pachet Complet");
    expect(bar).toHaveTextContent("Pachet Start");
    expect(within(bar).getByRole("link", { name: "Comanda acum" })).toHaveAttribute("href", "#contact");

    const close = within(bar).getByRole("link", { name: "Închide și renunță la planul selectat" });
    expect(close).toHaveAttribute("href", "/tarife#tarife_servicii");
    await user.click(close);
    expect(screen.queryByRole("region", { name: "Planul selectat" })).not.toBeInTheDocument();
    expect(current()).toBe("none");
    expect(window.location.search).toBe("");
    expect(screen.getByRole("link", { name: "Solicită pachetul Pachet Start" })).toHaveFocus();
  });

  it("shows the plan the address names from the first render (the server's HTML), before any click", () => {
    const { unmount } = renderPricing({ id: planId("Google Ads Start"), name: "Google Ads Start" });
    const bar = screen.getByRole("region", { name: "Planul selectat" });
    expect(bar).toHaveTextContent("PPC");
    expect(bar).toHaveTextContent("Google Ads Start");
    expect(screen.getByRole("link", { name: "Solicită pachetul Google Ads Start" })).toHaveAttribute("aria-current", "true");
    unmount();
  });

  it("shows the spec's message with Încercați din nou when the plans cannot be read", async () => {
    const user = userEvent.setup();
    render(<PlansSection groups={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Nu s-au putut prelua pachetele de preț");
    // A link to the page itself (it works without JavaScript); with scripts it refreshes in place.
    const retry = screen.getByText("Încercați din nou").closest("a") as HTMLAnchorElement;
    expect(retry).toHaveAttribute("href", "");
    await user.click(retry);
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole("group", { name: "Filtrează pachetele după categorie" })).not.toBeInTheDocument();
  });
});
