import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistoryPanel } from "@/components/admin/forms/history-panel";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";

type Values = { title: string; content: string };
const revisions = [
  { id: 2, created_at: "2026-11-28T10:00:00.000Z", author_email: "ana@agentie.ro", published: true },
  { id: 1, created_at: "2026-11-27T10:00:00.000Z", author_email: "ion@agentie.ro", published: false },
];
const saved: Record<number, Values> = {
  1: { title: "Ghid SEO", content: "<p>Primul text despre SEO.</p>" },
  2: { title: "Ghid SEO local", content: "<p>Primul text despre SEO local.</p>" },
};
jest.mock("@/lib/api/hooks", () => ({ useApi: (key: string | null) => ({ data: key ? { revisions } : undefined, error: undefined, mutate: jest.fn() }) }));
jest.mock("@/lib/api/client", () => ({
  api: { get: async (path: string) => saved[Number(path.split("/").pop())] },
  errorMessage: (_e: unknown, fallback: string) => fallback,
}));

const fields: ConflictField<Values>[] = [
  { key: "title", label: "Titlu", value: (v) => v.title },
  { key: "content", label: "Conținut", value: (v) => v.content, html: true },
];

function renderPanel() {
  const onRestore = jest.fn();
  render(<HistoryPanel<Values> path="/blog/7/revisions" fields={fields} toValues={(v: never) => v} onRestore={onRestore} />);
  return { onRestore, user: userEvent.setup() };
}

describe("Istoric", () => {
  it("lists who saved each version, compares two with the words added and removed, and restores one into the form", async () => {
    const { user, onRestore } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Istoric" }));
    const dialog = screen.getByRole("dialog", { name: "Istoricul versiunilor" });
    const rows = within(dialog).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining("ana@agentie.ro"), expect.stringContaining("ion@agentie.ro")]);
    expect(rows[0]).toHaveTextContent("Publicat");
    expect(rows[1]).toHaveTextContent("Draft");

    await user.click(within(rows[0]).getByRole("checkbox"));
    await user.click(within(rows[1]).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Compară" }));
    const comparison = await within(dialog).findByRole("region", { name: "Comparația versiunilor" });
    expect(comparison.querySelectorAll("ins")).toHaveLength(2);
    expect([...comparison.querySelectorAll("ins")].map((n) => n.textContent?.trim())).toEqual(["local", "local"]);

    await user.click(within(comparison).getAllByRole("button", { name: /Restaurează/ })[0]);
    expect(onRestore).toHaveBeenCalledWith(saved[1], expect.stringContaining("27 noiembrie 2026"));
  });
});
