import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnswerGroups } from "@/components/admin/inbox/answer-groups";
import { countUnread, unreadLabel } from "@/components/admin/inbox/inbox-logic";
import { groupAnswers } from "@/lib/leads/lead";
import { api } from "@/lib/api/client";
import type { SubmissionRow } from "@/lib/api/hooks";
import { markAllRead } from "@/lib/api/inbox";
import { PHONE_QUERY } from "@/components/admin/use-phone-layout";
import { answerMediaQueries } from "../support/match-media";
import { renderInboxClient } from "../support/render-inbox";
import { submissionRow } from "../support/submission-row";

jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});
jest.mock("@/components/admin/portal-session", () => ({
  usePortalSession: () => ({ user: { name: "Ad Min", email: "a@test.ro", role: "admin" }, isAdmin: true, isEditor: true, logout: jest.fn() }),
}));

// The inbox keeps its page in the address like the other lists (?page=N).
const router = { push: jest.fn(), replace: jest.fn() };
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/internal-admin-portalv1.0.1/contact-submissions",
  useSearchParams: () => search,
}));

const mocked = api as jest.Mocked<typeof api>;

const QUESTION_A = "Ce servicii vă interesează?";
const QUESTION_B = "Care este bugetul lunar?";

const row = submissionRow;

describe("groupAnswers and the counters", () => {
  it("lists each question once, with its labels in order and without repeats", () => {
    const groups = groupAnswers([
      { question: QUESTION_A, label: "SEO" },
      { question: QUESTION_B, label: "1000-3000 EUR" },
      { question: QUESTION_A, label: "Google Ads" },
      { question: QUESTION_A, label: "SEO" },
    ]);
    expect(groups).toEqual([
      { question: QUESTION_A, labels: ["SEO", "Google Ads"] },
      { question: QUESTION_B, labels: ["1000-3000 EUR"] },
    ]);
    expect(groupAnswers(null)).toEqual([]);
  });

  it("counts unread messages and words the count in Romanian", () => {
    expect(countUnread([{ read: false }, { read: true }, { read: false }])).toBe(2);
    expect(unreadLabel(1)).toBe("1 mesaj necitit");
    expect(unreadLabel(3)).toBe("3 mesaje necitite");
    expect(unreadLabel(19)).toBe("19 mesaje necitite");
    expect(unreadLabel(20)).toBe("20 de mesaje necitite");
    expect(unreadLabel(101)).toBe("101 mesaje necitite");
  });

  it("renders each question once with its answers listed under it", () => {
    render(
      <AnswerGroups
        answers={[
          { question: QUESTION_A, label: "SEO" },
          { question: QUESTION_A, label: "Website" },
          { question: QUESTION_B, label: "Sub 1000 EUR" },
        ]}
      />,
    );
    expect(screen.getAllByText(QUESTION_A)).toHaveLength(1);
    const list = screen.getByRole("list", { name: `Răspunsuri: ${QUESTION_A}` });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["SEO", "Website"]);
    expect(within(screen.getByRole("list", { name: `Răspunsuri: ${QUESTION_B}` })).getByText("Sub 1000 EUR")).toBeInTheDocument();
  });
});

describe("markAllRead", () => {
  it("sends one request after the other and keeps going after a failure", async () => {
    const log: string[] = [];
    const put = jest.fn(async (id: number) => {
      log.push(`start ${id}`);
      await new Promise((r) => setTimeout(r, 5));
      log.push(`end ${id}`);
      if (id === 2) throw new Error("boom");
      return row(id, { read: true });
    });
    const saved: number[] = [];
    const result = await markAllRead([1, 2, 3], (r) => saved.push(r.id), put);
    expect(log).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
    expect(put.mock.calls.map((c) => c.slice(0, 2))).toEqual([[1, true], [2, true], [3, true]]);
    expect(saved).toEqual([1, 3]);
    expect(result).toEqual({ saved: 2, failed: 1 });
  });
});

function renderInbox(rows: SubmissionRow[]) {
  mocked.get.mockImplementation(async () => ({ submissions: rows, totalPages: 1, total: rows.length }) as never);
  return renderInboxClient();
}

describe("InboxClient unread counter (SPEC 4)", () => {
  beforeEach(() => {
    jest.resetAllMocks();
    search = new URLSearchParams();
  });

  it("says the badge counts this page only, so it is not read as the total", async () => {
    renderInbox([row(1), row(2, { read: true }), row(3)]);
    expect(await screen.findByText("2 mesaje necitite")).toBeInTheDocument();
    expect(screen.getByText("pe această pagină")).toBeVisible();
  });

  it("changes by one when a message is toggled, and rolls back when the server refuses", async () => {
    const user = userEvent.setup();
    renderInbox([row(1), row(2, { read: true }), row(3)]);
    expect(await screen.findByText("2 mesaje necitite")).toBeInTheDocument();
    expect(screen.getAllByText("New")).toHaveLength(2);

    mocked.put.mockImplementationOnce(async () => row(2, { read: false }) as never);
    await user.click(screen.getByRole("button", { name: "Marchează ca necitit: Prenume2 Nume2" }));
    expect(await screen.findByText("3 mesaje necitite")).toBeInTheDocument();
    expect(mocked.put).toHaveBeenCalledWith("/contact-submissions/2", { read: false });

    mocked.put.mockImplementationOnce(async () => {
      throw new Error("down");
    });
    await user.click(screen.getByRole("button", { name: "Marchează ca citit: Prenume1 Nume1" }));
    expect(await screen.findByText("Nu s-a putut actualiza starea mesajului")).toBeInTheDocument();
    expect(screen.getByText("3 mesaje necitite")).toBeInTheDocument();
  });

  it("opens the full message, marks it read and shows the grouped answers", async () => {
    const user = userEvent.setup();
    const unread = row(7, {
      selected_package: "Pachet Creștere",
      answers: [
        { question: QUESTION_A, label: "SEO" },
        { question: QUESTION_A, label: "PPC" },
      ],
    });
    renderInbox([unread, row(8)]);
    expect(await screen.findByText("2 mesaje necitite")).toBeInTheDocument();
    mocked.put.mockImplementationOnce(async () => ({ ...unread, read: true }) as never);
    await user.click(screen.getByRole("button", { name: "Deschide mesajul de la Prenume7 Nume7 (necitit)" }));

    const dialog = await screen.findByRole("dialog", { name: "Mesaj de la Prenume7 Nume7" });
    expect(within(dialog).getByRole("link", { name: "p7@example.com" })).toHaveAttribute("href", "mailto:p7@example.com");
    expect(within(dialog).getByRole("link", { name: "+40722111222" })).toHaveAttribute("href", "tel:+40722111222");
    expect(within(dialog).getByText("Pachet Creștere")).toBeInTheDocument();
    expect(within(dialog).getAllByText(QUESTION_A)).toHaveLength(1);
    expect(mocked.put).toHaveBeenCalledWith("/contact-submissions/7", { read: true });
    expect(await screen.findByText("1 mesaj necitit")).toBeInTheDocument();
  });

  it("marks all read one by one, and reports when none succeeded", async () => {
    const user = userEvent.setup();
    renderInbox([row(1), row(2), row(3, { read: true })]);
    expect(await screen.findByText("2 mesaje necitite")).toBeInTheDocument();

    mocked.put.mockImplementation(async () => {
      throw new Error("down");
    });
    await user.click(screen.getByRole("button", { name: "Marchează toate ca citite" }));
    expect(await screen.findByText("Nu s-au putut marca mesajele ca citite")).toBeInTheDocument();
    expect(screen.getByText("2 mesaje necitite")).toBeInTheDocument();

    mocked.put.mockReset();
    mocked.put.mockImplementation(async (path: string) => row(Number(path.split("/").pop()), { read: true }) as never);
    await user.click(screen.getByRole("button", { name: "Marchează toate ca citite" }));
    await waitFor(() => expect(screen.queryByText(/necitit/)).toBeNull());
    expect(mocked.put.mock.calls).toEqual([
      ["/contact-submissions/1", { read: true }],
      ["/contact-submissions/2", { read: true }],
    ]);
    expect(screen.queryByText("New")).toBeNull();
    expect(screen.getByRole("button", { name: "Marchează toate ca citite" })).toBeDisabled();
  });
});

describe("InboxClient on a phone (below sm)", () => {
  const widerScreen = window.matchMedia;
  beforeEach(() => {
    jest.resetAllMocks();
    search = new URLSearchParams("status=nou&package=Pachet+SEO");
    window.matchMedia = answerMediaQueries((query) => query === PHONE_QUERY);
  });
  afterEach(() => {
    window.matchMedia = widerScreen;
  });

  it("shows the messages after the search box and Filtre, with the filter fields folded", async () => {
    renderInbox([row(1), row(2)]);
    expect(await screen.findByRole("list", { name: "Mesaje de contact" })).toBeVisible();
    const bar = screen.getByRole("search", { name: "Filtrează mesajele" });
    expect(within(bar).getByRole("searchbox", { name: "Caută" })).toBeVisible();
    expect(within(bar).queryAllByRole("combobox")).toEqual([]);
    for (const label of ["De la data", "Până la data"]) expect(within(bar).getByLabelText(label)).not.toBeVisible();
    // Folded, the bar still says the list is filtered and offers to clear it.
    expect(within(bar).getByRole("button", { name: "Filtre (2)" })).toHaveAttribute("aria-expanded", "false");
    expect(within(bar).getByRole("button", { name: "Resetează filtrele" })).toBeVisible();
  });
});

describe("InboxClient page in the address", () => {
  beforeEach(() => {
    jest.resetAllMocks();
    search = new URLSearchParams();
  });

  function renderPaged(totalPages: number) {
    mocked.get.mockImplementation(async (path: string) => {
      const page = Number(new URL(path, "http://x").searchParams.get("page"));
      return { submissions: [row(page * 100)], totalPages, total: totalPages * 10, page } as never;
    });
    return renderInboxClient();
  }

  it("opens the page named by ?page= (a reload or Back keeps it)", async () => {
    search = new URLSearchParams("page=3");
    renderPaged(4);
    expect(await screen.findByText("Prenume300 Nume300")).toBeInTheDocument();
    expect(mocked.get).toHaveBeenCalledWith("/contact-submissions?page=3");
    expect(mocked.get).not.toHaveBeenCalledWith("/contact-submissions?page=1");
  });

  it("moves to another page through the address, and page 1 has none", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("page=2");
    renderPaged(4);
    await screen.findByText("Prenume200 Nume200");
    const nav = screen.getByRole("navigation", { name: "Paginare mesaje" });
    await user.click(within(nav).getByRole("button", { name: "3" }));
    expect(router.push).toHaveBeenLastCalledWith("/internal-admin-portalv1.0.1/contact-submissions?page=3", { scroll: true });
    await user.click(within(nav).getByRole("button", { name: "Prima pagină" }));
    expect(router.push).toHaveBeenLastCalledWith("/internal-admin-portalv1.0.1/contact-submissions", { scroll: true });
  });

  it("falls back to the last page when the address names one past the end", async () => {
    search = new URLSearchParams("page=9");
    mocked.get.mockImplementation(async () => ({ submissions: [], totalPages: 2, total: 15, page: 9 }) as never);
    renderInboxClient();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/internal-admin-portalv1.0.1/contact-submissions?page=2"));
  });
});
