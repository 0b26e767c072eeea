import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { ToastProvider } from "@/components/ui/toast";
import { api, ApiClientError } from "@/lib/api/client";
import { EditBlogPost as EditBlogPostClient } from "@/components/admin/blog/blog-editor";
import { EditCaseStudy as EditCaseStudyClient } from "@/components/admin/case-studies/case-study-editor";
import { EditQuestion as EditQuestionClient } from "@/components/admin/marketing-questions/question-editor";
import { EditPage as EditPageClient } from "@/components/admin/pages/page-editor";
import { EditPlan as EditPlanClient } from "@/components/admin/plans/plan-editor";
import { EditService as EditServiceClient } from "@/components/admin/services/service-editor";
import { EditTeamMember as EditTeamMemberClient } from "@/components/admin/team/team-editor";
import { EditUser as EditUserClient } from "@/components/admin/users/user-editor";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/internal-admin-portalv1.0.1",
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock("@/components/admin/portal-session", () => ({
  usePortalSession: () => ({ user: { id: 1, name: "Ad Min", email: "a@test.ro", role: "admin" }, isAdmin: true, isEditor: true, logout: jest.fn() }),
}));

const mocked = api as jest.Mocked<typeof api>;
const ADMIN = "/internal-admin-portalv1.0.1";

type Screen = {
  name: string;
  Component: ComponentType<{ id: string }>;
  id: string;
  notFound: string;
  loadError: string;
  list: string;
  back: string;
};

const PlanById = ({ id }: { id: string }) => <EditPlanClient id={id} />;

/** Every edit screen, opened on an item that does not exist (portal /blog/99999 and the like). */
const SCREENS: Screen[] = [
  { name: "article", Component: EditBlogPostClient, id: "99999", notFound: "Articolul nu a fost găsit.", loadError: "Eroare la încărcarea articolului", list: "/blog", back: "Înapoi la articole" },
  { name: "case study", Component: EditCaseStudyClient, id: "99999", notFound: "Studiul de caz nu a fost găsit.", loadError: "Nu s-a putut încărca studiul de caz", list: "/case-studies", back: "Înapoi la studii de caz" },
  { name: "page", Component: EditPageClient, id: "99999", notFound: "Pagina nu a fost găsită.", loadError: "Eroare la încărcarea datelor paginii", list: "/dashboard", back: "Înapoi la dashboard" },
  { name: "plan", Component: PlanById, id: "00000000-0000-4000-8000-000000000000", notFound: "Pachetul nu a fost găsit.", loadError: "Eroare la încărcarea pachetului", list: "/prices", back: "Înapoi la pachete" },
  { name: "service", Component: EditServiceClient, id: "99999", notFound: "Serviciul nu a fost găsit.", loadError: "Nu s-a putut încărca serviciul", list: "/services", back: "Înapoi la servicii" },
  { name: "team member", Component: EditTeamMemberClient, id: "99999", notFound: "Membrul echipei nu a fost găsit.", loadError: "Eroare la încărcarea membrului echipei", list: "/team", back: "Înapoi la echipă" },
  { name: "user", Component: EditUserClient, id: "99999", notFound: "Utilizatorul nu a fost găsit.", loadError: "Nu s-a putut încărca utilizatorul", list: "/users", back: "Înapoi la listă" },
];

function renderScreen(Component: ComponentType<{ id: string }>, id: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <Component id={id} />
      </ToastProvider>
    </SWRConfig>,
  );
}

/** The list link in the not-found box (the header keeps its own back link). */
async function notFoundBox(message: string) {
  const text = await screen.findByText(message);
  const box = text.closest("[data-testid='item-not-found']") as HTMLElement;
  expect(box).not.toBeNull();
  return box;
}

beforeEach(() => jest.resetAllMocks());

describe("edit screens: a missing item is not a load error", () => {
  it.each(SCREENS)("$name: a 404 says it was not found and links back to the list, without a retry", async (s) => {
    mocked.get.mockRejectedValue(new ApiClientError(404, "Resursa căutată nu a fost găsită."));
    renderScreen(s.Component, s.id);
    const box = await notFoundBox(s.notFound);
    // The participle agrees with the item: a page was "ștearsă", an article "șters".
    expect(box).toHaveTextContent(`Este posibil să fi fost ${s.name === "page" ? "ștearsă" : "șters"} sau ca adresa să fie greșită.`);
    const back = Array.from(box.querySelectorAll("a")).find((a) => a.textContent?.includes(s.back));
    expect(back).toHaveAttribute("href", `${ADMIN}${s.list}`);
    expect(screen.queryByText(s.loadError)).toBeNull();
    expect(screen.queryByRole("button", { name: "Încercați din nou" })).toBeNull();
  });

  it.each(SCREENS)("$name: a server that cannot answer keeps the load error and its retry", async (s) => {
    mocked.get.mockRejectedValue(new ApiClientError(500, ""));
    renderScreen(s.Component, s.id);
    expect(await screen.findByText(s.loadError)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Încercați din nou" })).toBeInTheDocument();
    expect(screen.queryByText(s.notFound)).toBeNull();
  });

  it("a network failure keeps the retry; a retry that finds the item gone says so", async () => {
    const user = userEvent.setup();
    mocked.get.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    mocked.get.mockRejectedValueOnce(new ApiClientError(404, ""));
    renderScreen(EditTeamMemberClient, "5");
    await user.click(await screen.findByRole("button", { name: "Încercați din nou" }));
    expect(await screen.findByText("Membrul echipei nu a fost găsit.")).toBeInTheDocument();
  });

  it("an address that cannot name an item is not found either", async () => {
    renderScreen(EditBlogPostClient, "abc");
    await notFoundBox("Articolul nu a fost găsit.");
    expect(mocked.get).not.toHaveBeenCalled();
  });

  it("question: an id the loaded list does not hold is not found; a failed list keeps the retry", async () => {
    mocked.get.mockResolvedValue([{ id: 1, question: "Ce vă interesează?", type: "radio", order: 1, subtitle: "", answers: [] }] as never);
    const { unmount } = renderScreen(EditQuestionClient, "99999");
    const box = await notFoundBox("Întrebarea nu a fost găsită.");
    expect(Array.from(box.querySelectorAll("a")).find((a) => a.textContent?.includes("Înapoi la listă"))).toHaveAttribute(
      "href",
      `${ADMIN}/marketing-questions`,
    );
    expect(screen.queryByRole("button", { name: "Încercați din nou" })).toBeNull();
    unmount();

    mocked.get.mockRejectedValue(new ApiClientError(500, ""));
    renderScreen(EditQuestionClient, "1");
    expect(await screen.findByText("Eroare la încărcarea întrebării")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Încercați din nou" })).toBeInTheDocument();
  });
});
