import { render, screen } from "@testing-library/react";
import { UsersTable } from "@/components/admin/users/users-table";
import { LoginForm } from "@/app/(admin)/internal-admin-portalv1.0.1/login/login-client";
import type { UserRow } from "@/lib/api/users";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signIn: jest.fn() }));

describe("sign-in screen", () => {
  it("puts the focus in the e-mail field when it opens", () => {
    render(<LoginForm />);
    expect(screen.getByLabelText("Adresa de e-mail")).toHaveFocus();
  });
});

describe("users list: the reason a delete button is disabled", () => {
  const users: UserRow[] = [
    { id: 1, name: "Ad Min", email: "a@test.ro", role: "admin", created_at: "2025-01-01T00:00:00.000Z" },
    { id: 2, name: "Edi Tor", email: "e@test.ro", role: "editor", created_at: "2025-01-01T00:00:00.000Z" },
  ];

  it("is on screen beside the own account's button, not only in a tooltip", () => {
    render(<UsersTable users={users} isOwn={(u) => u.id === 1} deletingId={null} onDelete={jest.fn()} />);
    const own = screen.getByRole("button", { name: "Șterge utilizatorul Ad Min" });
    expect(own).toBeDisabled();
    const reason = screen.getByText("Nu vă puteți șterge propriul cont");
    expect(reason).toBeVisible();
    expect(reason.className).not.toMatch(/\bsr-only\b/);
    expect(own).toHaveAccessibleDescription("Nu vă puteți șterge propriul cont");
    expect(screen.getByRole("button", { name: "Șterge utilizatorul Edi Tor" })).toBeEnabled();
    expect(screen.getAllByText("Nu vă puteți șterge propriul cont")).toHaveLength(1);
  });
});
