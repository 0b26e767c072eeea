import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TrashScreen } from "@/components/admin/trash/trash-screen";
import type { TrashItem } from "@/lib/dto/trash";

const mockData: { items: TrashItem[] } = {
  items: [{ id: 3, entity: "blog", entity_id: "12", title: "Articol șters", deleted_at: "2026-11-20T10:00:00.000Z", deleted_by: "ana@agentie.ro" }],
};
const mutate = jest.fn();
jest.mock("@/lib/api/hooks", () => ({ useApi: () => ({ data: mockData, error: undefined, mutate }) }));
const restore = jest.fn();
jest.mock("@/lib/api/trash", () => ({ TRASH_KEY: "/trash", restoreFromTrash: (id: number) => restore(id), emptyTrash: jest.fn() }));
const toast = { success: jest.fn(), error: jest.fn() };
jest.mock("@/components/ui/toast", () => ({ useToast: () => toast }));

describe("Coș", () => {
  it("names what was deleted, by whom, until when, and restores it", async () => {
    restore.mockResolvedValue({ message: "Elementul a fost restaurat." });
    render(<TrashScreen />);
    const row = screen.getByRole("listitem");
    expect(row).toHaveTextContent("Articol");
    expect(row).toHaveTextContent("Articol șters");
    expect(row).toHaveTextContent("Șters de ana@agentie.ro");
    expect(row).toHaveTextContent("definitiv pe 20 decembrie 2026");
    await userEvent.click(within(row).getByRole("button", { name: "Restaurează Articol șters" }));
    expect(restore).toHaveBeenCalledWith(3);
    expect(toast.success).toHaveBeenCalledWith("Elementul a fost restaurat.");
    expect(mutate).toHaveBeenCalled();
  });
});
