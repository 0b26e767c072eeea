import { render, screen, waitFor } from "@testing-library/react";
import { PortalSession } from "@/components/admin/portal-session";
import { saveSession } from "@/lib/auth/client-session";

const replace = jest.fn();
const router = { replace, push: jest.fn() };
let pathname = "/internal-admin-portalv1.0.1/users";

jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => pathname,
}));
jest.mock("next-auth/react", () => ({ signOut: jest.fn(async () => undefined) }));

beforeEach(() => {
  localStorage.clear();
  replace.mockClear();
  window.history.replaceState(null, "", "/internal-admin-portalv1.0.1/users?page=2");
});

describe("portal route guard (SPEC 6)", () => {
  it("sends anonymous users to sign-in with the attempted location and shows nothing", async () => {
    render(<PortalSession><p>secret</p></PortalSession>);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        "/internal-admin-portalv1.0.1/login?callbackUrl=%2Finternal-admin-portalv1.0.1%2Fusers%3Fpage%3D2",
      ),
    );
    expect(screen.queryByText("secret")).toBeNull();
  });

  it("sends an editor away from admin-only sections to the dashboard", async () => {
    saveSession("t", { name: "Edi Tor", email: "e@test.ro", role: "editor" });
    render(<PortalSession><p>secret</p></PortalSession>);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/internal-admin-portalv1.0.1/dashboard"));
    expect(screen.queryByText("secret")).toBeNull();
  });

  it("shows the content to a user whose role may open the section", async () => {
    saveSession("t", { name: "Ad Min", email: "a@test.ro", role: "admin" });
    render(<PortalSession><p>secret</p></PortalSession>);
    expect(await screen.findByText("secret")).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it("lets an editor into shared sections", async () => {
    pathname = "/internal-admin-portalv1.0.1/prices/new";
    saveSession("t", { name: "Edi Tor", email: "e@test.ro", role: "editor" });
    render(<PortalSession><p>secret</p></PortalSession>);
    expect(await screen.findByText("secret")).toBeInTheDocument();
  });
});
