import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageForm } from "@/components/admin/pages/page-form";
import { api, ApiClientError } from "@/lib/api/client";
import type { PageDto } from "@/lib/api/pages";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: ({ id, value, onChange, ariaLabel }: { id: string; value: string; onChange: (html: string) => void; ariaLabel?: string }) => (
    <textarea id={id} aria-label={ariaLabel} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const mocked = api as jest.Mocked<typeof api>;

const PAGE: PageDto = {
  id: 4,
  name: "Marketing medical",
  slug: "marketing-medical",
  metaTitle: "Marketing medical",
  metaDescription: "Campanii pentru clinici",
  focusKeyphrase: "",
  upperContent: "<p>Sus</p>",
  lowerContent: "<p>Jos</p>",
  status: "published",
  publish_at: null,
  scheduled: false,
  created_at: "2025-01-10T10:00:00.000Z",
  updated_at: "2025-01-11T10:00:00.000Z",
};

function renderForm(props: Partial<Parameters<typeof PageForm>[0]> = {}) {
  const handlers = { onSaved: jest.fn(), onDeleted: jest.fn(), onDeleteFailed: jest.fn() };
  render(<PageForm cancelHref="/internal-admin-portalv1.0.1/dashboard" canDelete {...handlers} {...props} />);
  return { ...handlers, user: userEvent.setup() };
}

const save = () => screen.getByRole("button", { name: "Salvează pagina" });

beforeEach(() => {
  jest.resetAllMocks();
  Element.prototype.scrollIntoView = jest.fn();
});

describe("PageForm", () => {
  it("publishing an empty page shows the page messages and focuses the name", async () => {
    const { user, onSaved } = renderForm();
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(save());

    expect(await screen.findByText("Numele paginii este obligatoriu")).toBeInTheDocument();
    expect(screen.getByText("Slug-ul este obligatoriu")).toBeInTheDocument();
    expect(screen.getAllByText("Acest câmp este obligatoriu")).toHaveLength(2); // meta title and description
    await waitFor(() => expect(screen.getByLabelText(/^Numele paginii/)).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("follows the name with the slug and creates a published page", async () => {
    const created = { ...PAGE, id: 9, name: "Marketing pentru stomatologi", slug: "marketing-pentru-stomatologi" };
    mocked.post.mockResolvedValueOnce(created);
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText(/^Numele paginii/), "Marketing pentru stomatologi");
    expect(screen.getByLabelText(/^Slug/)).toHaveValue("marketing-pentru-stomatologi");
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.type(screen.getByLabelText(/^Meta titlu/), "Marketing stomatologic");
    await user.type(screen.getByLabelText(/^Meta descriere/), "Pacienți noi pentru cabinete");
    await user.click(save());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, true));
    expect(mocked.post).toHaveBeenCalledWith("/pages", expect.objectContaining({
      name: "Marketing pentru stomatologi",
      slug: "marketing-pentru-stomatologi",
      status: "published",
    }));
  });

  it("on edit keeps the slug, sends updated_at, and maps a duplicate slug onto the field", async () => {
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, "duplicate slug: Acest slug este deja folosit."));
    const { user } = renderForm({ page: PAGE });
    await user.clear(screen.getByLabelText(/^Numele paginii/));
    await user.type(screen.getByLabelText(/^Numele paginii/), "Alt nume");
    expect(screen.getByLabelText(/^Slug/)).toHaveValue("marketing-medical");
    await user.click(save());

    await waitFor(() => expect(screen.getAllByText("Acest slug este deja folosit. Vă rugăm să alegeți altul.")).toHaveLength(2));
    expect(mocked.put).toHaveBeenCalledWith("/pages/4", expect.objectContaining({ name: "Alt nume", updated_at: PAGE.updated_at }));
  });

  it("shows the delete button only to admins in edit mode, and asks first", async () => {
    const { unmount } = render(<PageForm cancelHref="/" canDelete onSaved={jest.fn()} onDeleted={jest.fn()} onDeleteFailed={jest.fn()} />);
    expect(screen.queryByRole("button", { name: "Șterge pagina" })).not.toBeInTheDocument();
    unmount();
    const editor = render(<PageForm page={PAGE} cancelHref="/" canDelete={false} onSaved={jest.fn()} onDeleted={jest.fn()} onDeleteFailed={jest.fn()} />);
    expect(screen.queryByRole("button", { name: "Șterge pagina" })).not.toBeInTheDocument();
    editor.unmount();

    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    mocked.delete.mockRejectedValueOnce(new ApiClientError(500, ""));
    const { user, onDeleted, onDeleteFailed } = renderForm({ page: PAGE });
    await user.click(screen.getByRole("button", { name: "Șterge pagina" }));
    expect(confirm).toHaveBeenCalledWith("Sunteți sigur că doriți să ștergeți această pagină?");
    expect(mocked.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Șterge pagina" }));
    await waitFor(() => expect(onDeleteFailed).toHaveBeenCalledWith("Eroare la ștergerea paginii"));
    expect(mocked.delete).toHaveBeenCalledWith("/pages/4");
    expect(onDeleted).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
