import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlogForm } from "@/components/admin/blog/blog-form";
import { initialBlogValues } from "@/components/admin/blog/blog-form-values";
import { TeamForm } from "@/components/admin/team/team-form";
import { api } from "@/lib/api/client";
import type { BlogPost } from "@/lib/api/blog";

jest.mock("@/lib/api/client", () => ({
  ...jest.requireActual("@/lib/api/client"),
  api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn(), upload: jest.fn() },
}));

// The form is under test, not the editor: a plain textarea stands in for it.
jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: ({ id, value, onChange }: { id: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const renderForm = () => render(<TeamForm cancelHref="/team" onSaved={jest.fn()} />);

describe("unsaved typing survives a reload", () => {
  it("keeps the form in this browser and offers it back: Restaurați puts it in, Renunțați forgets it", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderForm();
    await user.type(screen.getByLabelText(/^Nume/), "Ana Popescu");
    act(() => void jest.advanceTimersByTime(1000));
    first.unmount(); // the tab closed, the session ended, the browser crashed

    const second = renderForm();
    expect(screen.getByRole("status")).toHaveTextContent(/Aveți modificări nesalvate din/);
    expect(screen.getByLabelText(/^Nume/)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Restaurați" }));
    expect(screen.getByLabelText(/^Nume/)).toHaveValue("Ana Popescu");
    second.unmount();

    renderForm();
    await user.click(screen.getByRole("button", { name: "Renunțați" }));
    expect(window.localStorage.length).toBe(0);
    expect(jest.mocked(api.put)).not.toHaveBeenCalled(); // a new item has no server autosave
    jest.useRealTimers();
  });
});

const POST: BlogPost = {
  id: 7,
  title: "Articol salvat",
  slug: "articol-salvat",
  excerpt: "Rezumat",
  content: "<p>Text</p>",
  categories: "[]",
  status: "draft",
  publish_at: null,
  scheduled: false,
  featuredImage: null,
  metaTitle: "Meta",
  metaDescription: "Descriere",
  focusKeyphrase: "",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

describe("typing kept on another device", () => {
  it("offers the server's autosave of an existing article; Renunțați is remembered in this browser", async () => {
    const autosave = { data: { ...initialBlogValues(POST), title: "Titlu scris pe laptop" }, created_at: "2026-11-27T09:30:00.000Z" };
    jest.mocked(api.get).mockImplementation(async (path: string) => (path === "/blog/7/autosave" ? { autosave } : { revisions: [] }) as never);
    const user = userEvent.setup();
    const first = render(<BlogForm post={POST} cancelHref="/blog" onSaved={jest.fn()} />);
    expect(await screen.findByText(/Aveți modificări nesalvate din/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restaurați" }));
    expect(screen.getByLabelText(/^Titlu/)).toHaveValue("Titlu scris pe laptop");
    first.unmount();
    window.localStorage.clear();

    const second = render(<BlogForm post={POST} cancelHref="/blog" onSaved={jest.fn()} />);
    await user.click(await screen.findByRole("button", { name: "Renunțați" }));
    expect(screen.getByLabelText(/^Titlu/)).toHaveValue("Articol salvat");
    second.unmount();

    render(<BlogForm post={POST} cancelHref="/blog" onSaved={jest.fn()} />);
    await act(async () => undefined);
    expect(screen.queryByText(/Aveți modificări nesalvate din/)).toBeNull();
  });
});
