import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CaseStudyForm } from "@/components/admin/case-studies/case-study-form";
import { api, ApiClientError } from "@/lib/api/client";
import type { CaseStudy } from "@/lib/api/case-studies";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

// The TipTap editor is not what these tests are about: a textarea with the same props stands in.
jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: (props: { id: string; value: string; onChange: (html: string) => void; ariaLabel?: string; invalid?: boolean }) => (
    <textarea id={props.id} aria-label={props.ariaLabel} aria-invalid={props.invalid || undefined} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

const mocked = api as jest.Mocked<typeof api>;
const REQUIRED = "Acest câmp este obligatoriu";
const SAVE = { name: "Salvează studiul de caz" };

function renderForm(item?: CaseStudy) {
  const onSaved = jest.fn();
  render(<CaseStudyForm item={item} cancelHref="/internal-admin-portalv1.0.1/case-studies" onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? null;

async function fillPublishable(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Titlu"), "Clinică dentară: programări online");
  await user.type(field("Rezumat"), "De trei ori mai multe programări în șase luni.");
  await user.type(field("Conținut"), "<p>Povestea proiectului</p>");
  await user.type(field("Industrie"), "Medical");
  await user.type(field("Servicii"), "SEO, , Google Ads ");
  await user.type(field("Perioada"), "Ianuarie 2025 - Prezent");
}

beforeAll(() => {
  // jsdom has no layout: the focus-first-error hook scrolls the field into view.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => jest.resetAllMocks());

describe("CaseStudyForm", () => {
  it("saves a draft with only a title: the strict rules wait for publishing", async () => {
    mocked.post.mockResolvedValueOnce({ id: 7 } as CaseStudy);
    const { user, onSaved } = renderForm();
    await user.type(field("Titlu"), "Studiu în lucru");
    expect(field("Slug")).toHaveValue("studiu-in-lucru");
    await user.click(screen.getByRole("button", SAVE));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }, true));
    expect(mocked.post).toHaveBeenCalledWith("/case-studies", expect.objectContaining({ title: "Studiu în lucru", slug: "studiu-in-lucru", status: "draft", content: "" }));
  });

  it("on publish requires title, excerpt, content, industry, services, period and both meta fields; focuses the title", async () => {
    const { user, onSaved } = renderForm();
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(screen.getByRole("button", SAVE));

    await waitFor(() => expect(field("Titlu")).toHaveFocus());
    for (const label of ["Titlu", "Rezumat", "Industrie", "Servicii", "Perioada", "Meta titlu", "Meta descriere"]) {
      expect(errorOf(label)).toBe(REQUIRED);
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(document.getElementById("cs-content-error")).toHaveTextContent(REQUIRED);
    // The client is optional even when published.
    expect(errorOf("Client")).toBeNull();
    expect(mocked.post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("does not flag blank meta fields when the title and excerpt can fill them; the API gets them blank", async () => {
    mocked.post.mockResolvedValueOnce({ id: 8 } as CaseStudy);
    const { user, onSaved } = renderForm();
    await fillPublishable(user);
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(screen.getByRole("button", SAVE));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(mocked.post).toHaveBeenCalledWith("/case-studies", {
      title: "Clinică dentară: programări online",
      slug: "clinica-dentara-programari-online",
      excerpt: "De trei ori mai multe programări în șase luni.",
      content: "<p>Povestea proiectului</p>",
      client: "",
      industry: "Medical",
      services: "SEO, Google Ads",
      perioada: "Ianuarie 2025 - Prezent",
      featuredImage: null,
      metaTitle: "",
      metaDescription: "",
      focusKeyphrase: "",
      status: "published",
      publish_at: null,
    });
  });

  it("flags only the meta description when the excerpt is blank too, and an over-long meta title", async () => {
    const { user } = renderForm();
    await fillPublishable(user);
    await user.clear(field("Rezumat"));
    await user.type(field("Meta titlu"), "x".repeat(61));
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(screen.getByRole("button", SAVE));

    await waitFor(() => expect(field("Rezumat")).toHaveFocus());
    expect(errorOf("Rezumat")).toBe(REQUIRED);
    expect(errorOf("Meta descriere")).toBe(REQUIRED);
    expect(errorOf("Meta titlu")).toBe("Meta titlul nu poate depăși 60 de caractere");
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("treats editor output without text as missing content when publishing", async () => {
    const { user } = renderForm();
    await fillPublishable(user);
    await user.clear(field("Conținut"));
    await user.type(field("Conținut"), "<p> </p>");
    await user.selectOptions(screen.getByLabelText("Status"), "published");
    await user.click(screen.getByRole("button", SAVE));

    await waitFor(() => expect(field("Conținut")).toHaveFocus());
    expect(document.getElementById("cs-content-error")).toHaveTextContent(REQUIRED);
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("keeps an existing slug, sends updated_at and shows the duplicate-slug message on the slug", async () => {
    mocked.put.mockRejectedValueOnce(new ApiClientError(409, "duplicate slug: Acest slug este deja folosit. Vă rugăm să alegeți altul."));
    const item = {
      id: 3,
      title: "Bistro local",
      slug: "bistro",
      excerpt: "Rezumat",
      content: "<p>Text</p>",
      client: "Bistro SRL",
      industry: "HoReCa",
      services: "Branding, Social Media",
      perioada: "2024 - Prezent",
      status: "draft",
      featuredImage: "/uploads/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png",
      metaTitle: "",
      metaDescription: "",
      focusKeyphrase: "",
      date: null,
      publish_at: null,
      scheduled: false,
      created_at: "2026-01-01T10:00:00.000Z",
      updated_at: "2026-01-02T10:00:00.000Z",
    } satisfies CaseStudy;
    const { user, onSaved } = renderForm(item);
    await user.type(field("Titlu"), " nou");
    expect(field("Slug")).toHaveValue("bistro");
    expect(screen.getByRole("list", { name: "Servicii introduse" })).toHaveTextContent("BrandingSocial Media");
    await user.click(screen.getByRole("button", SAVE));

    const message = "Acest slug este deja folosit. Vă rugăm să alegeți altul.";
    await waitFor(() => expect(errorOf("Slug")).toBe(message));
    expect(screen.getAllByText(message)).toHaveLength(2); // above the form and under the slug
    expect(mocked.put).toHaveBeenCalledWith("/case-studies/3", expect.objectContaining({ title: "Bistro local nou", slug: "bistro", updated_at: item.updated_at }));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's message or the case-study fallback when saving fails", async () => {
    mocked.post.mockRejectedValueOnce(new ApiClientError(500, ""));
    const { user } = renderForm();
    await user.type(field("Titlu"), "Ceva");
    await user.click(screen.getByRole("button", SAVE));
    expect(await screen.findByText("Nu s-a putut salva studiul de caz")).toBeInTheDocument();
  });
});
