import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlogForm } from "@/components/admin/blog/blog-form";
import { STALE_SAVE_MESSAGE } from "@/components/admin/forms/edit-conflict";
import { api, ApiClientError } from "@/lib/api/client";
import type { BlogPost } from "@/lib/api/blog";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

// The form is under test, not the editor: a plain textarea with the editor's props stands in for it.
jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: ({ id, value, onChange, ariaLabel }: { id: string; value: string; onChange: (html: string) => void; ariaLabel?: string }) => (
    <textarea id={id} aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const mocked = api as jest.Mocked<typeof api>;
const REQUIRED = "Acest câmp este obligatoriu";

const POST: BlogPost = {
  id: 7,
  title: "Articol existent",
  slug: "articol-existent",
  excerpt: "Rezumat",
  content: "<p>Text</p>",
  categories: '["SEO"]',
  status: "published",
  publish_at: null,
  scheduled: false,
  featuredImage: null,
  metaTitle: "Meta",
  metaDescription: "Descriere",
  focusKeyphrase: "",
  created_at: "2025-01-10T10:00:00.000Z",
  updated_at: "2025-01-11T10:00:00.000Z",
};

function renderForm(post?: BlogPost) {
  const onSaved = jest.fn();
  const onNewerLoaded = jest.fn();
  render(<BlogForm post={post} cancelHref="/internal-admin-portalv1.0.1/blog" onSaved={onSaved} onNewerLoaded={onNewerLoaded} />);
  return { onSaved, onNewerLoaded, user: userEvent.setup() };
}

const title = () => screen.getByLabelText(/^Titlu/);
const slug = () => screen.getByLabelText(/^Slug/);
const save = () => screen.getByRole("button", { name: "Salvează articolul" });

beforeEach(() => {
  jest.resetAllMocks();
  Element.prototype.scrollIntoView = jest.fn();
});

describe("BlogForm", () => {
  it("fills the slug from the title, without diacritics, until the slug is edited by hand", async () => {
    const { user } = renderForm();
    await user.type(title(), "Școala de vară în București");
    expect(slug()).toHaveValue("scoala-de-vara-in-bucuresti");

    await user.clear(slug());
    await user.type(slug(), "vara-2025");
    await user.type(title(), " și Iași");
    expect(slug()).toHaveValue("vara-2025");
    expect(title()).toHaveValue("Școala de vară în București și Iași");
  });

  it("keeps an existing article's slug when the title changes", async () => {
    const { user } = renderForm(POST);
    await user.clear(title());
    await user.type(title(), "Un titlu cu totul nou");
    expect(slug()).toHaveValue("articol-existent");
  });

  it("saving as published with empty fields shows the required messages and focuses the title", async () => {
    const { user, onSaved } = renderForm();
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(save());

    // title, slug (nothing to generate it from), excerpt, content, categories, meta title, meta description
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(7);
    for (const label of [/^Titlu/, /^Slug/, /^Rezumat/, /^Meta titlu/, /^Meta descriere/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(screen.getByRole("group", { name: /Categorii/ })).toHaveTextContent(REQUIRED);
    await waitFor(() => expect(title()).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("focuses the first failing field further down when the title is filled", async () => {
    const { user } = renderForm();
    await user.type(title(), "Doar titlul");
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(save());
    await waitFor(() => expect(screen.getByLabelText(/^Rezumat/)).toHaveFocus());
    expect(screen.queryByText(REQUIRED, { selector: "#blog-title-error" })).not.toBeInTheDocument();
  });

  it("a draft needs only the title and sends the generated slug and chosen categories", async () => {
    const saved = { ...POST, id: 12, status: "draft" as const };
    mocked.post.mockResolvedValueOnce(saved);
    const { user, onSaved } = renderForm();
    await user.click(save());
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(mocked.post).not.toHaveBeenCalled();

    await user.type(title(), "Ciornă pentru săptămâna viitoare");
    await user.click(screen.getByRole("checkbox", { name: "PPC" }));
    await user.click(screen.getByRole("checkbox", { name: "Branding" }));
    await user.click(save());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    expect(mocked.post).toHaveBeenCalledWith("/blog", expect.objectContaining({
      title: "Ciornă pentru săptămâna viitoare",
      slug: "ciorna-pentru-saptamana-viitoare",
      categories: ["PPC", "Branding"],
      status: "draft",
    }));
  });

  it("shows live counters for the meta fields and the limit messages once over", async () => {
    const { user } = renderForm();
    expect(screen.getByText("0/60")).toBeInTheDocument();
    expect(screen.getByText("0/150")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Meta titlu/), "Salut");
    expect(screen.getByText("5/60")).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Meta descriere/));
    await user.paste("x".repeat(151));
    expect(screen.getByText("151/150")).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Meta titlu/));
    await user.paste("y".repeat(56));
    expect(screen.getByText("61/60")).toBeInTheDocument();
    await user.type(title(), "Titlu");
    await user.click(save());
    expect(await screen.findByText("Meta titlul nu poate depăși 60 de caractere")).toBeInTheDocument();
    expect(screen.getByText("Meta descrierea nu poate depăși 150 de caractere")).toBeInTheDocument();
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("translates the server's duplicate slug message onto the slug field", async () => {
    mocked.post.mockRejectedValueOnce(new ApiClientError(409, "duplicate slug: Acest slug este deja folosit."));
    const { user, onSaved } = renderForm();
    await user.type(title(), "Un titlu");
    await user.click(save());
    const message = "Acest slug este deja folosit. Vă rugăm să alegeți altul.";
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(slug()).toHaveAttribute("aria-invalid", "true");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends updated_at on save and shows the conflict message of a stale save, which asks for no reload", async () => {
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, "Conținutul a fost modificat de altcineva între timp, așa că modificarea dvs. nu a fost salvată."));
    const { user, onSaved } = renderForm(POST);
    expect(screen.getByRole("checkbox", { name: "SEO" })).toBeChecked();
    await user.type(title(), " actualizat");
    await user.click(save());

    expect(await screen.findByRole("alert")).toHaveTextContent(STALE_SAVE_MESSAGE);
    expect(screen.getByRole("alert")).not.toHaveTextContent(/Reîncărcați/);
    expect(mocked.put).toHaveBeenCalledWith("/blog/7", expect.objectContaining({
      title: "Articol existent actualizat",
      slug: "articol-existent",
      categories: ["SEO"],
      updated_at: POST.updated_at,
    }));
    expect(title()).toHaveValue("Articol existent actualizat");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("falls back to the spec's save message when the server sends none", async () => {
    mocked.post.mockRejectedValueOnce(new ApiClientError(500, ""));
    const { user } = renderForm();
    await user.type(title(), "Titlu");
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent("Eroare la salvarea articolului");
  });

  it("shows the API's 422 field errors on their fields, nested paths included", async () => {
    mocked.post.mockRejectedValueOnce(
      new ApiClientError(422, "Datele trimise nu sunt valide.", { "categories[0]": "Categoria nu este validă", excerpt: "Valoarea este prea lungă" }),
    );
    const { user } = renderForm();
    await user.type(title(), "Titlu");
    await user.click(save());
    expect(await screen.findByText("Categoria nu este validă")).toBeInTheDocument();
    expect(screen.getByText("Valoarea este prea lungă")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rezumat/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Datele trimise nu sunt valide.")).toBeInTheDocument();
  });
});

describe("BlogForm: a save over a newer version (QUALITY D1)", () => {
  const STALE = "Conținutul a fost modificat de altcineva între timp, așa că modificarea dvs. nu a fost salvată.";
  const NEWER: BlogPost = {
    ...POST,
    title: "Articol schimbat de Ana",
    excerpt: "Rezumatul Anei",
    content: "<p>Textul <strong>Anei</strong></p><p>Al doilea paragraf</p>",
    updated_at: "2025-01-12T09:30:00.000Z",
  };

  async function refusedSave() {
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, STALE));
    const saver = { id: 9, author_email: "ana@agentie.ro", created_at: new Date(Date.now() - 5 * 60_000).toISOString(), published: true };
    mocked.get.mockImplementation(async (path: string) => (path.endsWith("/revisions") ? { revisions: [saver] } : NEWER) as never);
    const rendered = renderForm(POST);
    await rendered.user.type(title(), " actualizat");
    await rendered.user.click(save());
    const panel = await screen.findByRole("region", { name: "Versiunea salvată între timp" });
    await within(panel).findByText("Articol schimbat de Ana");
    return { ...rendered, panel };
  }

  it("keeps the editor's text, takes the fields only the colleague changed and asks where both did", async () => {
    const { user, onSaved, panel } = await refusedSave();
    expect(screen.getByRole("alert")).toHaveTextContent(STALE_SAVE_MESSAGE); // once
    expect(mocked.get).toHaveBeenCalledWith("/blog/7");
    expect(await within(panel).findByText(/Salvată de ana@agentie.ro,/)).toHaveTextContent("Salvată de ana@agentie.ro, acum 5 minute.");
    expect(title()).toHaveValue("Articol existent actualizat");
    expect(panel).toHaveTextContent("Modificări față de versiunea deschisă de dvs.: Titlu, Rezumat, Conținut.");
    // Only the colleague changed the excerpt and the content: theirs, listed, rich text as readable text.
    expect(within(panel).getAllByRole("term").map((term) => term.textContent)).toEqual(["Rezumat", "Conținut"]);
    expect(panel).toHaveTextContent("Textul Anei");
    // Both changed the title: the two side by side, and a question.
    const both = within(panel).getByRole("group", { name: "Titlu" });
    expect(both).toHaveTextContent("Articol schimbat de Ana");
    expect(both).toHaveTextContent("Articol existent actualizat");

    // No choice yet: nothing is sent, the panel says what to choose.
    await user.click(within(panel).getByRole("button", { name: "Salvează oricum" }));
    expect(await within(panel).findByText("Alegeți ce păstrați pentru: Titlu.")).toBeInTheDocument();
    expect(mocked.put).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();

    const saved = { ...NEWER, title: "Articol existent actualizat", updated_at: "2025-01-12T09:31:00.000Z" };
    mocked.put.mockResolvedValueOnce(saved);
    await user.click(within(both).getByRole("radio", { name: "Păstrați varianta dvs." }));
    await user.click(within(panel).getByRole("button", { name: "Salvează oricum" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, false));
    expect(mocked.put).toHaveBeenLastCalledWith(
      "/blog/7",
      expect.objectContaining({ title: "Articol existent actualizat", excerpt: "Rezumatul Anei", content: NEWER.content, updated_at: NEWER.updated_at }),
    );
  });

  it("the colleague's variant of a field both changed is saved when chosen", async () => {
    const { user, onSaved, panel } = await refusedSave();
    mocked.put.mockResolvedValueOnce(NEWER);
    await user.click(within(within(panel).getByRole("group", { name: "Titlu" })).getByRole("radio", { name: "Păstrați varianta colegului" }));
    await user.click(within(panel).getByRole("button", { name: "Salvează oricum" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mocked.put).toHaveBeenLastCalledWith("/blog/7", expect.objectContaining({ title: "Articol schimbat de Ana", excerpt: "Rezumatul Anei" }));
  });

  it("loads the newer version after a question, and the next save is based on it", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, panel, onSaved, onNewerLoaded } = await refusedSave();
    await user.click(within(panel).getByRole("button", { name: "Încarcă versiunea nouă" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(title()).toHaveValue("Articol existent actualizat"); // declined: nothing lost
    expect(onNewerLoaded).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole("button", { name: "Încarcă versiunea nouă" }));
    expect(title()).toHaveValue("Articol schimbat de Ana");
    expect(screen.getByLabelText(/^Rezumat/)).toHaveValue("Rezumatul Anei");
    // The edit page is told, so its header names the version now in the form.
    expect(onNewerLoaded).toHaveBeenCalledWith(NEWER);
    expect(screen.queryByRole("region", { name: "Versiunea salvată între timp" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    mocked.put.mockResolvedValueOnce(NEWER);
    await user.type(title(), "!");
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mocked.put).toHaveBeenLastCalledWith("/blog/7", expect.objectContaining({ title: "Articol schimbat de Ana!", updated_at: NEWER.updated_at }));
    confirm.mockRestore();
  });

  it("copies the editor's own text, and says when the newer version cannot be loaded", async () => {
    const { user, panel } = await refusedSave();
    await user.click(within(panel).getByRole("button", { name: "Copiază textul dvs." }));
    expect(await within(panel).findByText(/Textul dvs. a fost copiat/)).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain("Titlu:\nArticol existent actualizat");
    expect(copied).toContain("Conținut:\nText");
    expect(copied).toContain("Categorii:\nSEO");

    // Another stale save, and this time the newer version does not load: retry, no overwrite blind.
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, STALE));
    mocked.get.mockRejectedValueOnce(new ApiClientError(500, ""));
    await user.click(save());
    expect(await within(panel).findByText("Versiunea salvată între timp nu a putut fi încărcată.")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Salvează oricum" })).toBeDisabled();
    mocked.get.mockResolvedValueOnce(NEWER);
    await user.click(within(panel).getByRole("button", { name: "Încearcă din nou" }));
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Salvează oricum" })).toBeEnabled());
  });

  it("another failure after a conflict replaces it with the form's own message", async () => {
    const { user } = await refusedSave();
    mocked.put.mockRejectedValueOnce(new ApiClientError(500, ""));
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole("region", { name: "Versiunea salvată între timp" })).not.toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent("Eroare la salvarea articolului");
  });
});
