import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BulkBar, SelectAllBox, SelectBox, useSelection } from "@/components/admin/lists/bulk-bar";

const post = jest.fn();
jest.mock("@/lib/api/client", () => ({ api: { post: (...args: unknown[]) => post(...args) }, errorMessage: (_e: unknown, fallback: string) => fallback }));

const ITEMS = [
  { id: 1, title: "Gata" },
  { id: 2, title: "Fără rezumat" },
];

function List({ onDone }: { onDone: () => void }) {
  const selection = useSelection(ITEMS.map((item) => item.id));
  return (
    <>
      <BulkBar path="/blog/bulk" selection={selection} canDelete={false} items={ITEMS} onDone={onDone} />
      <SelectAllBox selection={selection} label="Toate" />
      {ITEMS.map((item) => (
        <SelectBox key={item.id} selection={selection} id={item.id} name={item.title} />
      ))}
    </>
  );
}

describe("bulk actions on a list", () => {
  it("applies the chosen action to the selection and says which item failed and why", async () => {
    post.mockResolvedValue({ results: [{ id: 1, ok: true }, { id: 2, ok: false, message: "Acest câmp este obligatoriu" }] });
    const onDone = jest.fn();
    render(<List onDone={onDone} />);
    expect(screen.queryByLabelText("Acțiune pentru selecție")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Selectează Gata" }));
    expect(screen.getByText("Un element selectat")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Toate" }));
    expect(screen.getByText("2 elemente selectate")).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Mută în coș" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Acțiune pentru selecție"), "Trece în draft");
    await userEvent.click(screen.getByRole("button", { name: "Aplică" }));
    expect(post).toHaveBeenCalledWith("/blog/bulk", { action: "draft", ids: [1, 2] });
    const report = await screen.findByRole("status");
    expect(report).toHaveTextContent("Un element gata; unul nu a putut fi modificat.");
    expect(report).toHaveTextContent("„Fără rezumat”: Acest câmp este obligatoriu");
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByRole("checkbox", { name: "Selectează Gata" })).not.toBeChecked();
  });
});
