import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuditScreen } from "@/components/admin/audit/audit-screen";
import type { AuditList } from "@/lib/dto/audit";

const push = jest.fn();
let search = new URLSearchParams("entity=blog");
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/internal-admin-portalv1.0.1/audit-log", useSearchParams: () => search }));
const asked: string[] = [];
const log: AuditList = {
  totalPages: 1,
  entries: [
    { id: 2, created_at: "2026-11-28T09:00:00.000Z", user_email: "ana@agentie.ro", action: "delete", entity: "blog", entity_id: "7", summary: "Articol „Vechi”: mutat în coș", fields: [], address: "10.0.0.5" },
    { id: 1, created_at: "2026-11-28T08:00:00.000Z", user_email: "ana@agentie.ro", action: "update", entity: "blog", entity_id: "8", summary: "Articol „Nou”: modificare", fields: ["title", "content"], address: "10.0.0.5" },
  ],
};
jest.mock("@/lib/api/hooks", () => ({
  useApi: (key: string) => (asked.push(key), { data: log, error: undefined, mutate: jest.fn() }),
  useUsers: () => ({ data: [{ id: 1, name: "Ana", email: "ana@agentie.ro", role: "admin" }] }),
}));

describe("Jurnal de activitate", () => {
  beforeEach(() => {
    push.mockClear();
    search = new URLSearchParams("entity=blog");
  });

  it("asks for the filters in the address and links each entry to its item (a deleted one to the trash)", () => {
    render(<AuditScreen />);
    expect(asked.at(-1)).toBe("/audit-log?entity=blog&page=1");
    const [deleted, changed] = screen.getAllByRole("listitem");
    expect(within(deleted).getByRole("link", { name: "Articol „Vechi”: mutat în coș" })).toHaveAttribute("href", "/internal-admin-portalv1.0.1/trash");
    expect(within(changed).getByRole("link", { name: "Articol „Nou”: modificare" })).toHaveAttribute("href", "/internal-admin-portalv1.0.1/blog/8");
    expect(changed).toHaveTextContent("ana@agentie.ro · 10.0.0.5 · câmpuri: titlu, conținut");
  });

  it("puts the chosen filters in the address", async () => {
    render(<AuditScreen />);
    await userEvent.selectOptions(screen.getByLabelText("Persoana"), "ana@agentie.ro");
    await userEvent.selectOptions(screen.getByLabelText("Acțiunea"), "delete");
    await userEvent.click(screen.getByRole("button", { name: "Filtrează" }));
    expect(push).toHaveBeenCalledWith("/internal-admin-portalv1.0.1/audit-log?user=ana%40agentie.ro&entity=blog&action=delete");
  });
});
