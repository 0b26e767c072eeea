import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PortalShell } from "@/components/admin/portal-shell";
import { api } from "@/lib/api/client";
import { saveSession } from "@/lib/auth/client-session";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});
let pathname = "/internal-admin-portalv1.0.1/dashboard";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
}));
jest.mock("next-auth/react", () => ({ signOut: jest.fn(async () => undefined) }));

const mocked = api as jest.Mocked<typeof api>;

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  pathname = "/internal-admin-portalv1.0.1/dashboard";
  document.documentElement.style.overflow = "";
  document.body.style.overflow = "";
  saveSession("t", { id: 1, name: "Ad Min", email: "a@test.ro", role: "admin" });
  mocked.get.mockImplementation(async (path: string) =>
    (path === "/pages" ? [{ id: 3, name: "Tarife și prețuri", slug: "tarife", status: "published" }] : {}) as never,
  );
});

async function renderShell() {
  const view = render(
    <PortalShell>
      <h1>Conținut</h1>
      <button type="button">Acțiune în pagină</button>
    </PortalShell>,
  );
  await screen.findByRole("heading", { name: "Conținut" });
  return view;
}

describe("portal phone drawer: a proper modal", () => {
  it("opens as a modal dialog, takes the focus, keeps it inside and locks the page behind", async () => {
    const user = userEvent.setup();
    await renderShell();
    const menuButton = screen.getByRole("button", { name: "Deschide meniul" });
    await user.click(menuButton);

    const drawer = screen.getByRole("dialog", { name: "Meniu portal" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    const close = within(drawer).getByRole("button", { name: "Închide meniul" });
    // One close button with that name, inside the drawer (not an invisible backdrop).
    expect(screen.getAllByRole("button", { name: "Închide meniul" })).toEqual([close]);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    expect(document.body.style.overflow).toBe("hidden");

    // Tab and Shift+Tab cycle inside the drawer, never reaching the page behind it.
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 30; i += 1) {
      await user.tab({ shift: true });
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("closes on Escape and gives the focus back to the menu button", async () => {
    const user = userEvent.setup();
    await renderShell();
    const menuButton = screen.getByRole("button", { name: "Deschide meniul" });
    await user.click(menuButton);
    expect(screen.getByRole("dialog", { name: "Meniu portal" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Meniu portal" })).toBeNull();
    expect(menuButton).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes with its visible close button, and on a page change", async () => {
    const user = userEvent.setup();
    const view = await renderShell();
    const menuButton = screen.getByRole("button", { name: "Deschide meniul" });
    await user.click(menuButton);
    await user.click(screen.getByRole("button", { name: "Închide meniul" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    expect(screen.getByRole("dialog", { name: "Meniu portal" })).toBeInTheDocument();
    pathname = "/internal-admin-portalv1.0.1/blog";
    view.rerender(
      <PortalShell>
        <h1>Conținut</h1>
        <button type="button">Acțiune în pagină</button>
      </PortalShell>,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.body.style.overflow).toBe("");
  });
});

describe("collapsed sidebar (desktop)", () => {
  it("keeps the logo at its size and still reaches the pages group, by keyboard too", async () => {
    const user = userEvent.setup();
    await renderShell();
    const aside = screen.getByRole("complementary", { name: "Navigare portal" });
    await user.click(within(aside).getByRole("button", { name: "Restrânge meniul" }));
    expect(within(aside).getByRole("button", { name: "Extinde meniul" })).toBeInTheDocument();

    // The logo may not be squeezed by the toggle beside it.
    const logo = within(aside).getByAltText("Logo");
    expect(logo.className).toMatch(/\bshrink-0\b/);

    const group = within(aside).getByRole("button", { name: "Administrare Pagini" });
    group.focus();
    await user.keyboard("{Enter}");
    expect(await within(aside).findByRole("link", { name: "Tarife" })).toBeInTheDocument();
    expect(within(aside).getByRole("link", { name: "+ Creează pagină nouă" })).toBeInTheDocument();
    expect(within(aside).getByRole("button", { name: "Administrare Pagini" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("back to top", () => {
  it("never covers content: in the phones' top bar, and from lg beside and below the content", async () => {
    await renderShell();
    // Phones: in the top bar (a banner landmark, with the title), never over a row.
    const bar = screen.getByRole("banner");
    expect(bar).toHaveTextContent("Portal intern");
    expect(within(bar).getByRole("button", { name: "Înapoi sus" })).toBeInTheDocument();
    // From lg it floats at the bottom right (48 px, 20 px from the edges): the content keeps 80 px free on its right and below.
    const main = screen.getByRole("main");
    expect(main.className).toMatch(/(^|\s)lg:pr-20(\s|$)/);
    expect(main.className).toMatch(/(^|\s)pb-(2[0-9]|[3-9][0-9])(\s|$)/);
    const floating = screen.getAllByRole("button", { name: "Înapoi sus" }).filter((b) => !bar.contains(b));
    expect(floating).toHaveLength(1);
    expect(floating[0].closest(".hidden.lg\\:block")).not.toBeNull();
  });
});

// Silence act() warnings of SWR's late updates after a test ends.
afterEach(async () => {
  await act(async () => undefined);
});
