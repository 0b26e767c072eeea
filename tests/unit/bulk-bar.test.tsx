import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BulkBar } from "@/components/admin/lists/bulk-bar";

const post = jest.fn();
jest.mock("@/lib/api/client", () => ({ api: { post: (...args: unknown[]) => post(...args) }, errorMessage: (_e: unknown, fallback: string) => fallback }));

describe("bulk actions on a list", () => {
  it("applies the chosen action to the selection and says which item failed and why", async () => {
    post.mockResolvedValue({ results: [{ id: 1, ok: true }, { id: 2, ok: false, message: "Acest câmp este obligatoriu" }] });
    const onDone = jest.fn();
    render(<BulkBar path="/blog/bulk" selected={[1, 2]} canDelete={false} nameOf={(id) => (id === 1 ? "Gata" : "Fără rezumat")} onDone={onDone} />);
    expect(screen.getByText("2 elemente selectate")).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Mută în coș" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Acțiune pentru selecție"), "Trece în draft");
    await userEvent.click(screen.getByRole("button", { name: "Aplică" }));
    expect(post).toHaveBeenCalledWith("/blog/bulk", { action: "draft", ids: [1, 2] });
    const report = await screen.findByRole("status");
    expect(report).toHaveTextContent("Un element gata; unul nu a putut fi modificat.");
    expect(report).toHaveTextContent("„Fără rezumat”: Acest câmp este obligatoriu");
    expect(onDone).toHaveBeenCalled();
  });
});
