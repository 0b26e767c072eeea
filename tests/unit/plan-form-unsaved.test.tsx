import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { PlanForm } from "@/components/admin/plans/plan-form";
import { UNSAVED_CHANGES_MESSAGE } from "@/components/admin/forms/use-unsaved-changes";
import { api } from "@/lib/api/client";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

const mocked = api as jest.Mocked<typeof api>;

async function renderForm() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PlanForm cancelHref="/internal-admin-portalv1.0.1/prices" onSaved={jest.fn()} />
      <a href="/internal-admin-portalv1.0.1/dashboard">Dashboard</a>
    </SWRConfig>,
  );
  await screen.findByRole("option", { name: "SEO" }); // categories settled
  return userEvent.setup();
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.get.mockResolvedValue([{ id: 1, name: "SEO" }]);
});

describe("PlanForm unsaved changes (QUALITY D2)", () => {
  it("lets a pristine form go without asking", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    await renderForm();
    const link = screen.getByRole("link", { name: "Dashboard" });
    link.addEventListener("click", (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(confirm).not.toHaveBeenCalled();
    expect(fireEvent(window, new Event("beforeunload", { cancelable: true }))).toBe(true);
    confirm.mockRestore();
  });

  it("asks before following a link and before unloading once something was typed", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    const user = await renderForm();
    await user.type(screen.getByLabelText(/^Nume/), "SEO");

    const stayed = fireEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(stayed).toBe(false); // the navigation was cancelled
    expect(fireEvent(window, new Event("beforeunload", { cancelable: true }))).toBe(false);
    confirm.mockRestore();
  });
});
