import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { STALE_SAVE_MESSAGE } from "@/components/admin/forms/edit-conflict";
import { PlanForm } from "@/components/admin/plans/plan-form";
import { api, ApiClientError } from "@/lib/api/client";
import type { Category, Plan } from "@/lib/api/hooks";

// The plan form is under test here, not TipTap (which needs a real layout engine): the editor is
// replaced by a textarea with the same props.
jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: ({ id, value, onChange, ariaLabel, invalid }: { id: string; value: string; onChange: (v: string) => void; ariaLabel?: string; invalid?: boolean }) => (
    <textarea id={id} aria-label={ariaLabel} aria-invalid={invalid || undefined} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));


jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

const mocked = api as jest.Mocked<typeof api>;
const CATEGORIES: Category[] = [
  { id: 1, name: "Development" },
  { id: 2, name: "SEO" },
];
const REQUIRED = "Acest câmp este obligatoriu";

function renderForm(props: Partial<Parameters<typeof PlanForm>[0]> = {}) {
  const onSaved = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PlanForm cancelHref="/internal-admin-portalv1.0.1/prices" onSaved={onSaved} {...props} />
    </SWRConfig>,
  );
  return { onSaved, user: userEvent.setup() };
}

async function categoriesLoaded() {
  await screen.findByRole("option", { name: "SEO" });
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.get.mockImplementation(async (path: string) => {
    if (path === "/categories") return CATEGORIES;
    throw new Error(`unexpected GET ${path}`);
  });
});

describe("PlanForm", () => {
  it("shows the required message under name, price and description and sends nothing", async () => {
    const { user, onSaved } = renderForm();
    await categoriesLoaded();
    await user.click(screen.getByRole("button", { name: "Salvează pachetul" }));

    expect(await screen.findAllByText(REQUIRED)).toHaveLength(3);
    for (const label of ["Nume", "Preț", "Descriere"]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute("aria-invalid", "true");
    }
    await waitFor(() => expect(screen.getByLabelText(/^Nume/)).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("treats an editor-empty description (<p></p>) as missing", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Nume/), "SEO Local");
    await user.type(screen.getByLabelText(/^Preț/), "250 € / lună");
    await user.type(screen.getByLabelText(/^Descriere/), "<p>  </p>");
    await user.click(screen.getByRole("button", { name: "Salvează pachetul" }));

    expect(await screen.findAllByText(REQUIRED)).toHaveLength(1);
    expect(screen.getByLabelText(/^Descriere/)).toHaveAttribute("aria-invalid", "true");
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("adds a category on Enter, selects it and does not submit the plan", async () => {
    mocked.post.mockResolvedValueOnce({ id: 9, name: "Video" });
    const { user, onSaved } = renderForm();
    await categoriesLoaded();

    await user.type(screen.getByLabelText("Categorie nouă"), "  Video  {Enter}");

    await waitFor(() => expect(screen.getByLabelText("Categorie")).toHaveValue("9"));
    expect(mocked.post).toHaveBeenCalledTimes(1);
    expect(mocked.post).toHaveBeenCalledWith("/categories", { name: "Video" });
    expect(screen.getByLabelText("Categorie nouă")).toHaveValue("");
    const existing = screen.getByRole("list", { name: "Categorii existente" });
    expect(within(existing).getByText("Video")).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a blank category name without calling the API", async () => {
    const { user } = renderForm();
    await categoriesLoaded();
    await user.type(screen.getByLabelText("Categorie nouă"), "   {Enter}");

    expect(await screen.findByText("Numele categoriei este obligatoriu")).toBeInTheDocument();
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("alerts with the server's message when the category already exists", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    mocked.post.mockRejectedValueOnce(new ApiClientError(409, "Categoria există deja. Alegeți un alt nume."));
    const { user } = renderForm();
    await categoriesLoaded();
    await user.type(screen.getByLabelText("Categorie nouă"), "seo{Enter}");

    await waitFor(() => expect(alert).toHaveBeenCalledWith("Categoria există deja. Alegeți un alt nume."));
    expect(screen.getByLabelText("Categorie")).toHaveValue("");
    alert.mockRestore();
  });

  it("asks before deleting a category and alerts when it is still used by packages", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    mocked.delete.mockRejectedValueOnce(new ApiClientError(409, ""));
    const { user } = renderForm();
    await categoriesLoaded();
    await user.click(screen.getByRole("button", { name: "Șterge categoria Development" }));

    expect(confirm).toHaveBeenCalledWith("Sunteți sigur că doriți să ștergeți categoria „Development”?");
    expect(mocked.delete).toHaveBeenCalledWith("/categories/1");
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Categoria nu poate fi ștearsă deoarece este folosită de unul sau mai multe pachete."),
    );
    expect(screen.getByRole("option", { name: "Development" })).toBeInTheDocument();
    confirm.mockRestore();
    alert.mockRestore();
  });

  it("sends the plan with planType and a numeric category_id", async () => {
    const saved = { uuid: "u-1" } as Plan;
    mocked.post.mockResolvedValueOnce(saved);
    const { user, onSaved } = renderForm();
    await categoriesLoaded();
    await user.type(screen.getByLabelText(/^Nume/), "  SEO Local ");
    await user.type(screen.getByLabelText(/^Preț/), "de la 800 €");
    await user.type(screen.getByLabelText(/^Descriere/), "<p>Audit și optimizare</p>");
    await user.selectOptions(screen.getByLabelText("Tip plan"), "Popular");
    await user.selectOptions(screen.getByLabelText("Categorie"), "SEO");
    await user.click(screen.getByLabelText(/Publicat/));
    await user.click(screen.getByRole("button", { name: "Salvează pachetul" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    expect(mocked.post).toHaveBeenCalledWith("/packages", {
      name: "SEO Local",
      price: "de la 800 €",
      description: "<p>Audit și optimizare</p>",
      planType: "featured",
      category_id: 2,
      status: "published",
    });
  });

  it("sends updated_at on edit and shows the conflict message of a stale save", async () => {
    const stale = "Conținutul a fost modificat de altcineva între timp, așa că modificarea dvs. nu a fost salvată.";
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, stale));
    const plan: Plan = {
      uuid: "0b7c1a52-4a55-4c8e-9d55-2f1f3a1b2c3d",
      name: "SEO Local",
      price: "250 €",
      description: "<p>Text</p>",
      plan_type: "recommended",
      category_id: 2,
      category_name: "SEO",
      status: "published",
      created_at: "2026-01-01T10:00:00.000Z",
      updated_at: "2026-01-02T10:00:00.000Z",
    };
    const { user, onSaved } = renderForm({ plan });
    await categoriesLoaded();
    expect(screen.getByLabelText("Categorie")).toHaveValue("2");
    expect(screen.getByLabelText("Tip plan")).toHaveValue("recommended");
    await user.click(screen.getByRole("button", { name: "Salvează pachetul" }));

    expect(await screen.findByText(STALE_SAVE_MESSAGE)).toBeInTheDocument();
    expect(mocked.put).toHaveBeenCalledWith(`/packages/${plan.uuid}`, expect.objectContaining({ updated_at: plan.updated_at, category_id: 2 }));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("after a stale save shows the newer plan (category by name) and saves it merged with the editor's change", async () => {
    const stale = "Conținutul a fost modificat de altcineva între timp, așa că modificarea dvs. nu a fost salvată.";
    const plan: Plan = {
      uuid: "5d0c0e3b-7c43-4b56-8f5e-6f3d2b1a0c9e",
      name: "SEO Local",
      price: "250 €",
      description: "<p>Text</p>",
      plan_type: "none",
      category_id: 2,
      category_name: "SEO",
      status: "draft",
      created_at: "2026-01-01T10:00:00.000Z",
      updated_at: "2026-01-02T10:00:00.000Z",
    };
    const newer: Plan = { ...plan, price: "300 €", category_id: 1, category_name: "Development", updated_at: "2026-01-03T08:00:00.000Z" };
    mocked.get.mockImplementation(async (path: string) => {
      if (path === "/categories") return CATEGORIES;
      if (path === `/packages/${plan.uuid}`) return newer;
      throw new Error(`unexpected GET ${path}`);
    });
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, stale)).mockResolvedValueOnce({ ...plan, name: "SEO Local Plus" });
    const { user, onSaved } = renderForm({ plan });
    await categoriesLoaded();
    await user.type(screen.getByLabelText(/^Nume/), " Plus");
    await user.click(screen.getByRole("button", { name: "Salvează pachetul" }));

    const panel = await screen.findByRole("region", { name: "Versiunea salvată între timp" });
    expect(within(panel).getByRole("alert")).toHaveTextContent(STALE_SAVE_MESSAGE);
    // Only the colleague changed the price and the category: theirs are listed and taken; the name is the editor's alone.
    await waitFor(() => expect(within(panel).getAllByRole("term").map((t) => t.textContent)).toEqual(["Preț", "Categorie"]));
    expect(panel).toHaveTextContent("Development");
    expect(panel).toHaveTextContent("Ați modificat câmpuri diferite: la salvare se păstrează modificările amândurora.");

    await user.click(within(panel).getByRole("button", { name: "Salvează oricum" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mocked.put).toHaveBeenLastCalledWith(
      `/packages/${plan.uuid}`,
      expect.objectContaining({ name: "SEO Local Plus", price: "300 €", category_id: 1, updated_at: newer.updated_at }),
    );
  });

  it("maps the API's field errors back onto the form", async () => {
    mocked.post.mockRejectedValueOnce(
      new ApiClientError(422, "Datele trimise nu sunt valide", { category_id: "Categoria selectată nu există. Reîncărcați pagina și alegeți altă categorie." }),
    );
    const { user } = renderForm();
    await categoriesLoaded();
    await user.type(screen.getByLabelText(/^Nume/), "X");
    await user.type(screen.getByLabelText(/^Preț/), "1 €");
    await user.type(screen.getByLabelText(/^Descriere/), "<p>Y</p>");
    await user.selectOptions(screen.getByLabelText("Categorie"), "SEO");
    await user.click(screen.getByRole("button", { name: "Salvează pachetul" }));

    expect(await screen.findByText("Categoria selectată nu există. Reîncărcați pagina și alegeți altă categorie.")).toBeInTheDocument();
    expect(screen.getByLabelText("Categorie")).toHaveAttribute("aria-invalid", "true");
  });
});
