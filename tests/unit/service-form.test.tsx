import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { NewService as NewServiceClient } from "@/components/admin/services/service-editor";
import { ServiceForm } from "@/components/admin/services/service-form";
import { ToastProvider } from "@/components/ui/toast";
import { api, ApiClientError } from "@/lib/api/client";
import type { Service } from "@/lib/api/services";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});

// The form is under test, not the editor: a textarea with the editor's props stands in for it.
jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: (props: { id: string; value: string; onChange: (html: string) => void; ariaLabel?: string; invalid?: boolean }) => (
    <textarea
      id={props.id}
      aria-label={props.ariaLabel}
      aria-invalid={props.invalid || undefined}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const push = jest.fn();
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => search,
  usePathname: () => "/internal-admin-portalv1.0.1/services/new",
}));

const mocked = api as jest.Mocked<typeof api>;
const PARENTS = [
  { id: 1, title: "Optimizare SEO" },
  { id: 3, title: "Branding" },
];

function wrap(ui: React.ReactNode) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>{ui}</ToastProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const faqGroup = (n: number) => screen.getByRole("group", { name: `Întrebarea ${n}` });
const question = (n: number) => within(faqGroup(n)).getByRole("textbox", { name: "Întrebare" });

const SAVED: Service = {
  id: 40,
  title: "Identitate vizuală",
  slug: "identitate-vizuala",
  heroText: "",
  excerpt: "",
  heading: "",
  image: null,
  status: "draft",
  parent_id: 3,
  created_at: "2025-01-10T10:00:00.000Z",
  updated_at: "2025-01-10T10:00:00.000Z",
  sub_services: [],
  content: "",
  metaTitle: "",
  metaDescription: "",
  focusKeyphrase: "",
  faqs: [],
};

// jsdom has no layout: the focus-first-error hook scrolls before it focuses.
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeEach(() => {
  jest.resetAllMocks();
  search = new URLSearchParams();
  mocked.get.mockImplementation(async (path: string) => {
    if (path.startsWith("/services/admin-parent-services")) return PARENTS;
    throw new Error(`unexpected GET ${path}`);
  });
});

describe("new service from ?parent_id=", () => {
  it("preselects the parent named in the address", async () => {
    search = new URLSearchParams("parent_id=3");
    wrap(<NewServiceClient />);
    expect(screen.getByRole("heading", { name: "Adaugă un sub-serviciu" })).toBeInTheDocument();
    const parent = screen.getByRole("combobox", { name: "Serviciu părinte" });
    await waitFor(() => expect(within(parent).getByRole("option", { name: "Branding" })).toBeInTheDocument());
    expect(parent).toHaveValue("3");
    expect(within(parent).getByRole("option", { name: "Branding" })).toHaveProperty("selected", true);
    expect(mocked.get).toHaveBeenCalledWith("/services/admin-parent-services");
  });

  it("without a parent_id (or with a bad one) the service is a main service", async () => {
    search = new URLSearchParams("parent_id=abc");
    wrap(<NewServiceClient />);
    expect(screen.getByRole("heading", { name: "Adaugă un serviciu nou" })).toBeInTheDocument();
    const parent = screen.getByRole("combobox", { name: "Serviciu părinte" });
    await waitFor(() => expect(within(parent).getByRole("option", { name: "Branding" })).toBeInTheDocument());
    expect(parent).toHaveValue("");
    expect(within(parent).getByRole("option", { name: "Serviciu principal" })).toHaveProperty("selected", true);
  });

  it("saves with the parent and the FAQs in order after a per-item message", async () => {
    search = new URLSearchParams("parent_id=3");
    mocked.post.mockResolvedValue(SAVED);
    const user = wrap(<NewServiceClient />);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Serviciu părinte" })).toHaveValue("3"));

    await user.type(screen.getByRole("textbox", { name: "Titlu" }), "Identitate vizuală");
    expect(screen.getByRole("textbox", { name: "Slug" })).toHaveValue("identitate-vizuala");
    await user.click(screen.getByRole("button", { name: "Adaugă întrebare" }));
    await user.type(question(1), "Ce primesc?");
    await user.click(screen.getByRole("button", { name: "Adaugă întrebare" }));
    await user.type(question(2), "Cât durează?");
    await user.type(screen.getByLabelText("Răspuns la întrebarea 2"), "Trei săptămâni.");
    await user.click(screen.getByRole("button", { name: "Salvează serviciul" }));

    expect(await within(faqGroup(1)).findByText("Răspunsul este obligatoriu")).toBeInTheDocument();
    expect(within(faqGroup(2)).queryByText("Răspunsul este obligatoriu")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Răspuns la întrebarea 1")).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Răspuns la întrebarea 1"), "Logo și manual de brand.");
    await user.click(screen.getByRole("button", { name: "Mută întrebarea 2 în sus" }));
    await user.click(screen.getByRole("button", { name: "Salvează serviciul" }));

    await waitFor(() => expect(mocked.post).toHaveBeenCalledTimes(1));
    expect(mocked.post).toHaveBeenCalledWith(
      "/services",
      expect.objectContaining({
        title: "Identitate vizuală",
        slug: "identitate-vizuala",
        parent_id: 3,
        status: "draft",
        faqs: [
          { question: "Cât durează?", answer: "Trei săptămâni." },
          { question: "Ce primesc?", answer: "Logo și manual de brand." },
        ],
      }),
    );
    await waitFor(() => expect(push).toHaveBeenCalledWith("/internal-admin-portalv1.0.1/services"));
  });
});

describe("ServiceForm", () => {
  const EXISTING: Service = {
    ...SAVED,
    status: "published",
    heroText: "Hero",
    excerpt: "Rezumat",
    heading: "Titlu",
    content: "<p>Text</p>",
    metaTitle: "Meta",
    metaDescription: "Descriere",
    image: "/uploads/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a.png",
    faqs: [
      { question: "Q1", answer: "<p>A1</p>" },
      { question: "Q2", answer: "<p>A2</p>" },
    ],
  };

  it("publishing requires every field of SPEC 5, the title focused first", async () => {
    const onSaved = jest.fn();
    const user = wrap(<ServiceForm cancelHref="/x" onSaved={onSaved} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "published");
    await user.click(screen.getByRole("button", { name: "Salvează serviciul" }));
    expect(await screen.findAllByText("Acest câmp este obligatoriu")).toHaveLength(8);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Titlu" })).toHaveFocus());
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("maps the API's 422 FAQ errors onto the right item and sends updated_at", async () => {
    mocked.get.mockImplementation(async (path: string) => {
      if (path === "/services/admin-parent-services?exclude=40") return PARENTS;
      throw new Error(`unexpected GET ${path}`);
    });
    mocked.put.mockRejectedValue(
      new ApiClientError(422, "Datele trimise nu sunt valide.", { "faqs[1].question": "Întrebarea este obligatorie" }),
    );
    const user = wrap(<ServiceForm service={EXISTING} cancelHref="/x" onSaved={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Salvează serviciul" }));

    expect(await within(faqGroup(2)).findByText("Întrebarea este obligatorie")).toBeInTheDocument();
    expect(within(faqGroup(1)).queryByText("Întrebarea este obligatorie")).not.toBeInTheDocument();
    expect(screen.getByText("Datele trimise nu sunt valide.")).toBeInTheDocument();
    expect(mocked.put).toHaveBeenCalledWith("/services/40", expect.objectContaining({ updated_at: EXISTING.updated_at, parent_id: 3 }));
    await waitFor(() => expect(question(2)).toHaveFocus());
  });

  it("a duplicate slug shows the spec's message", async () => {
    mocked.put.mockRejectedValue(new ApiClientError(409, "duplicate slug: Acest slug este deja folosit. Vă rugăm să alegeți altul."));
    const user = wrap(<ServiceForm service={EXISTING} cancelHref="/x" onSaved={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Salvează serviciul" }));
    const messages = await screen.findAllByText("Acest slug este deja folosit. Vă rugăm să alegeți altul.");
    expect(messages).toHaveLength(2); // above the form and under the slug
  });

  it("two quick clicks on Adaugă întrebare add two questions: leaving a new, untouched one shows no message", async () => {
    const user = wrap(<ServiceForm cancelHref="/x" onSaved={jest.fn()} />);
    const add = screen.getByRole("button", { name: "Adaugă întrebare" });
    await user.click(add);
    expect(question(1)).toHaveFocus();
    // The second click takes the focus from the empty question 1: a message appearing there would
    // push the button down between the press and the release, and the click would be lost.
    await user.click(add);
    expect(screen.getAllByRole("group", { name: /^Întrebarea \d+$/ })).toHaveLength(2);
    expect(question(2)).toHaveFocus();
    await user.click(screen.getByRole("textbox", { name: "Titlu" }));
    expect(screen.queryByText("Întrebarea este obligatorie")).not.toBeInTheDocument();
    expect(screen.queryByText("Răspunsul este obligatoriu")).not.toBeInTheDocument();

    // Typed in and emptied again: leaving it says what is missing.
    await user.type(question(2), "x");
    await user.clear(question(2));
    await user.tab();
    expect(await within(faqGroup(2)).findByText("Întrebarea este obligatorie")).toBeInTheDocument();
    expect(within(faqGroup(1)).queryByText("Întrebarea este obligatorie")).not.toBeInTheDocument();

    // A submit shows every message of the items it saw; an item added after it waits again.
    await user.click(screen.getByRole("button", { name: "Salvează serviciul" }));
    expect(await within(faqGroup(1)).findByText("Întrebarea este obligatorie")).toBeInTheDocument();
    expect(within(faqGroup(1)).getByText("Răspunsul este obligatoriu")).toBeInTheDocument();
    await user.click(add);
    expect(question(3)).toHaveFocus();
    await user.click(screen.getByRole("textbox", { name: "Titlu" }));
    expect(within(faqGroup(3)).queryByRole("alert")).not.toBeInTheDocument();
    expect(mocked.post).not.toHaveBeenCalled();
  });

  it("a failed parent list says so and can be retried", async () => {
    let calls = 0;
    mocked.get.mockImplementation(async () => {
      if (calls++ === 0) throw new ApiClientError(500, "");
      return PARENTS;
    });
    const user = wrap(<ServiceForm cancelHref="/x" onSaved={jest.fn()} />);
    expect(await screen.findByText("Nu s-au putut încărca serviciile părinte")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByRole("option", { name: "Branding" })).toBeInTheDocument();
    expect(screen.queryByText("Nu s-au putut încărca serviciile părinte")).not.toBeInTheDocument();
  });
});
