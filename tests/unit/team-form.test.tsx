import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TeamForm } from "@/components/admin/team/team-form";
import { api, ApiClientError } from "@/lib/api/client";
import type { TeamMember } from "@/lib/api/team";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: (props: { id: string; value: string; onChange: (html: string) => void; ariaLabel?: string; invalid?: boolean }) => (
    <textarea id={props.id} aria-label={props.ariaLabel} aria-invalid={props.invalid || undefined} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

const mocked = api as jest.Mocked<typeof api>;
const REQUIRED = "Acest câmp este obligatoriu";
const IMAGE_REQUIRED = "Imaginea este obligatorie";
const SAVE = { name: "Salvează membrul" };

function renderForm(member?: TeamMember) {
  const onSaved = jest.fn();
  render(<TeamForm member={member} cancelHref="/internal-admin-portalv1.0.1/team" onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Nume"), "Ana Popescu");
  await user.type(field("Funcție"), "Head of SEO");
  await user.type(field("Cuvânt cheie"), "SEO");
  await user.type(field("Descriere"), "<p>Zece ani de SEO.</p>");
}

beforeAll(() => {
  // jsdom has no layout: the focus-first-error hook scrolls the field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  jest.resetAllMocks();
  URL.createObjectURL = jest.fn(() => "blob:preview");
  URL.revokeObjectURL = jest.fn();
});

describe("TeamForm", () => {
  it("requires every field and the image on an empty save", async () => {
    const { user, onSaved } = renderForm();
    await user.click(screen.getByRole("button", SAVE));

    expect(await screen.findAllByText(REQUIRED)).toHaveLength(4);
    expect(screen.getByText(IMAGE_REQUIRED)).toBeInTheDocument();
    await waitFor(() => expect(field("Nume")).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a member without an image and focuses the image control", async () => {
    const { user } = renderForm();
    await fillText(user);
    await user.click(screen.getByRole("button", SAVE));

    expect(await screen.findByText(IMAGE_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await waitFor(() => expect(document.getElementById("team-image")).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("treats an editor-empty description as missing", async () => {
    mocked.upload.mockResolvedValueOnce({ url: "/uploads/3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png" });
    const { user } = renderForm();
    await fillText(user);
    await user.clear(field("Descriere"));
    await user.type(field("Descriere"), "<p></p>");
    await user.upload(document.getElementById("team-image") as HTMLInputElement, new File(["png"], "ana.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", SAVE));

    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(document.getElementById("team-description-error")).toHaveTextContent(REQUIRED);
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("uploads the photo to /team/upload and saves the member with its url", async () => {
    mocked.upload.mockResolvedValueOnce({ filename: "3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png", url: "/uploads/3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png" });
    mocked.post.mockResolvedValueOnce({ id: 12 } as TeamMember);
    const { user, onSaved } = renderForm();
    await fillText(user);
    await user.upload(document.getElementById("team-image") as HTMLInputElement, new File(["png"], "ana.png", { type: "image/png" }));
    await waitFor(() => expect(screen.getByAltText("Previzualizare imagine")).toHaveAttribute("src", "/uploads/3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png"));
    await user.click(screen.getByRole("button", SAVE));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 12 }, true));
    expect(mocked.upload).toHaveBeenCalledWith("/team/upload", expect.any(File), "ana.png");
    expect(mocked.post).toHaveBeenCalledWith("/team", {
      name: "Ana Popescu",
      title: "Head of SEO",
      keyword: "SEO",
      description: "<p>Zece ani de SEO.</p>",
      image: "/uploads/3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png",
    });
  });

  it("removing the photo of an existing member makes the save fail; the server message shows on failure", async () => {
    const member: TeamMember = {
      id: 4,
      name: "Elena Stan",
      title: "Social Media Manager",
      keyword: "Social Media",
      image: "/uploads/7b1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f.png",
      description: "<p>Text</p>",
      created_at: "2026-01-01T10:00:00.000Z",
      updated_at: "2026-01-02T10:00:00.000Z",
    };
    mocked.put.mockRejectedValueOnce(new ApiClientError(500, ""));
    const { user } = renderForm(member);
    await user.click(screen.getByRole("button", SAVE));
    expect(await screen.findByText("Eroare la salvarea membrului echipei")).toBeInTheDocument();
    expect(mocked.put).toHaveBeenCalledWith("/team/4", expect.objectContaining({ image: "/uploads/7b1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f.png", updated_at: member.updated_at }));

    await user.click(screen.getByRole("button", { name: "Elimină imaginea" }));
    await user.click(screen.getByRole("button", SAVE));
    expect(await screen.findByText(IMAGE_REQUIRED)).toBeInTheDocument();
    expect(mocked.put).toHaveBeenCalledTimes(1);
  });
});
