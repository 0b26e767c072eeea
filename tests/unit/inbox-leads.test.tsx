import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { api } from "@/lib/api/client";
import type { SubmissionRow } from "@/lib/api/hooks";
import { PHONE_QUERY } from "@/components/admin/use-phone-layout";
import { answerMediaQueries } from "../support/match-media";
import { renderInboxClient } from "../support/render-inbox";
import { submissionRow } from "../support/submission-row";

/**
 * The inbox's follow-up (issue 32): status and note in the message, where it came from, the filter bar
 * and search kept in the address, "Exportă CSV" with the filters, and the GDPR screen.
 */
jest.mock("@/lib/api/client", () => {
  const actual = jest.requireActual("@/lib/api/client");
  return { ...actual, api: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn(), upload: jest.fn() } };
});
jest.mock("@/components/admin/portal-session", () => ({
  usePortalSession: () => ({ user: { name: "Ad Min", email: "a@test.ro", role: "admin" }, isAdmin: true, isEditor: true, logout: jest.fn() }),
}));

const PATH = "/internal-admin-portalv1.0.1/contact-submissions";
const router = { push: jest.fn(), replace: jest.fn() };
let search = new URLSearchParams();
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/internal-admin-portalv1.0.1/contact-submissions",
  useSearchParams: () => search,
}));

const mocked = api as jest.Mocked<typeof api>;

const PLANS = [{ uuid: "u1", name: "Pachet SEO" }, { uuid: "u2", name: "Pachet PPC" }];

function renderInbox(rows: SubmissionRow[], byEmail: Record<string, SubmissionRow[]> = {}) {
  mocked.get.mockImplementation(async (path: string) => {
    if (path === "/packages/public") return PLANS as never;
    const email = new URL(path, "http://x").searchParams.get("email");
    const list = email ? (byEmail[email] ?? []) : rows;
    return { submissions: list, totalPages: 1, total: list.length } as never;
  });
  return renderInboxClient();
}

beforeEach(() => {
  jest.resetAllMocks();
  search = new URLSearchParams();
});

describe("filters and search in the address", () => {
  it("reads them from the address, asks the API with them and ignores a value it would refuse", async () => {
    search = new URLSearchParams("q=ana&status=contactat&package=Pachet+SEO&from=2026-03-01&to=nu&page=2");
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    expect(mocked.get).toHaveBeenCalledWith("/contact-submissions?status=contactat&package=Pachet+SEO&from=2026-03-01&q=ana&page=2");
    expect(screen.getByLabelText("Caută")).toHaveValue("ana");
    expect(screen.getByLabelText("Stare")).toHaveValue("contactat");
    expect(await screen.findByRole("option", { name: "Pachet PPC" })).toBeInTheDocument();
    expect(screen.getByLabelText("Pachet")).toHaveValue("Pachet SEO");
    // A long package name may be cut in the select: the whole name is its title.
    expect(screen.getByLabelText("Pachet")).toHaveAttribute("title", "Pachet SEO");
    expect(screen.getByLabelText("De la data")).toHaveValue("2026-03-01");
    expect(screen.getByLabelText("Până la data")).toHaveValue("");
  });

  it("applies new filters from page 1, and resets them", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("status=nou&page=3");
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    await user.type(screen.getByLabelText("Caută"), "Popescu 0722");
    await user.selectOptions(screen.getByLabelText("Stare"), "Câștigat");
    await user.type(screen.getByLabelText("De la data"), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Filtrează" }));
    expect(router.push).toHaveBeenLastCalledWith(`${PATH}?status=castigat&from=2026-01-01&q=Popescu+0722`, { scroll: false });
    await user.click(screen.getByRole("button", { name: "Resetează filtrele" }));
    expect(router.push).toHaveBeenLastCalledWith(PATH, { scroll: false });
  });

  it("refuses a start date after the end date", async () => {
    const user = userEvent.setup();
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    await user.type(screen.getByLabelText("De la data"), "2026-05-01");
    await user.type(screen.getByLabelText("Până la data"), "2026-04-01");
    expect(screen.getByText("Data de început este după data de sfârșit.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filtrează" })).toBeDisabled();
  });

  it("says when nothing matches the filters", async () => {
    search = new URLSearchParams("q=nimeni");
    renderInbox([]);
    expect(await screen.findByText("Niciun mesaj nu corespunde filtrelor")).toBeInTheDocument();
  });

  it("pages keep the filters", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("status=pierdut");
    mocked.get.mockImplementation(async () => ({ submissions: [submissionRow(1)], totalPages: 3, total: 25 }) as never);
    renderInboxClient();
    await screen.findByText("Prenume1 Nume1");
    await user.click(within(screen.getByRole("navigation", { name: "Paginare mesaje" })).getByRole("button", { name: "2" }));
    expect(router.push).toHaveBeenLastCalledWith(`${PATH}?status=pierdut&page=2`, { scroll: true });
  });
});

describe("the filters on a phone (below sm)", () => {
  const widerScreen = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = answerMediaQueries((query) => query === PHONE_QUERY);
  });
  afterEach(() => {
    window.matchMedia = widerScreen;
  });

  const panelFields = () => ["Stare", "Pachet", "De la data", "Până la data"].map((label) => screen.getByLabelText(label));

  it("folds the fields behind Filtre, which counts the filters set and shows or hides them", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("q=ana&status=contactat&package=Pachet+SEO");
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    // The search box stays in view, so the count names the two folded filters only.
    expect(screen.getByRole("searchbox", { name: "Caută" })).toBeVisible();
    const toggle = screen.getByRole("button", { name: "Filtre (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).toContainElement(screen.getByLabelText("Stare"));
    for (const field of panelFields()) expect(field).not.toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Stare" })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const field of panelFields()) expect(field).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Pachet" })).toHaveValue("Pachet SEO");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const field of panelFields()) expect(field).not.toBeVisible();
  });

  it("lets the filters be cleared while they are folded", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("status=pierdut&from=2026-01-01&to=2026-02-01");
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    expect(screen.getByRole("button", { name: "Filtre (3)" })).toHaveAttribute("aria-expanded", "false");
    const reset = screen.getByRole("button", { name: "Resetează filtrele" });
    expect(reset).toBeVisible();
    await user.click(reset);
    expect(router.push).toHaveBeenLastCalledWith(PATH, { scroll: false });
  });

  it("says Filtre without a count when none is set, and folds after filtering with the focus on Filtre", async () => {
    const user = userEvent.setup();
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    expect(screen.queryByRole("button", { name: "Resetează filtrele" })).toBeNull();
    const toggle = screen.getByRole("button", { name: "Filtre" });
    await user.click(toggle);
    await user.selectOptions(screen.getByLabelText("Stare"), "Nou");
    await user.type(screen.getByLabelText("De la data"), "2026-01-01");
    await user.keyboard("{Enter}");
    expect(router.push).toHaveBeenLastCalledWith(`${PATH}?status=nou&from=2026-01-01`, { scroll: false });
    // The list is what the user wants next; the field under the focus went away, so the focus is on Filtre.
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Stare")).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
  it("keeps the fields in view while the dates are wrong, so the disabled Filtrează has its reason on screen", async () => {
    const user = userEvent.setup();
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    const toggle = screen.getByRole("button", { name: "Filtre" });
    await user.click(toggle);
    await user.type(screen.getByLabelText("De la data"), "2026-05-01");
    await user.type(screen.getByLabelText("Până la data"), "2026-04-01");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Data de început este după data de sfârșit.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Filtrează" })).toBeDisabled();
  });
});

describe("the filters from sm up", () => {
  it("shows every field at once, without a click", async () => {
    search = new URLSearchParams("status=contactat");
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    for (const label of ["Caută", "Stare", "Pachet", "De la data", "Până la data"]) expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByRole("button", { name: "Filtrează" })).toBeVisible();
  });
});

describe("Exportă CSV", () => {
  it("links to the export with the current filters and downloads it with the portal's token", async () => {
    const user = userEvent.setup();
    search = new URLSearchParams("status=contactat&q=ana&page=2");
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    const link = screen.getByRole("link", { name: "Exportă CSV" });
    expect(link).toHaveAttribute("href", "/api/contact-submissions/export?status=contactat&q=ana");

    // jsdom has no Response: what apiDownload reads of one.
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name.toLowerCase() === "content-disposition" ? 'attachment; filename="mesaje-contact-2026-11-27.csv"' : null) },
      blob: async () => new Blob(["\uFEFF\"ID\"\r\n"], { type: "text/csv" }),
    }));
    const originalFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => "blob:csv");
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    try {
      await user.click(link);
      await waitFor(() => expect(created).toEqual(["mesaje-contact-2026-11-27.csv"]));
      expect(fetchMock).toHaveBeenCalledWith("/api/contact-submissions/export?status=contactat&q=ana", expect.objectContaining({ method: "GET" }));
    } finally {
      global.fetch = originalFetch;
      click.mockRestore();
    }
  });
});

describe("the message: follow-up and where it came from", () => {
  const lead = submissionRow(7, {
    read: true,
    attribution: {
      page: "https://agentie.example/tarife",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      gclid: "G1",
      fbclid: null,
    },
  });

  it("shows the attribution, and saves the status and the note", async () => {
    const user = userEvent.setup();
    renderInbox([lead]);
    await user.click(await screen.findByRole("button", { name: /Deschide mesajul de la Prenume7 Nume7/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Proveniență" })).toBeInTheDocument();
    expect(within(dialog).getByText("https://agentie.example/tarife")).toBeInTheDocument();
    expect(within(dialog).getByText("gclid (Google Ads)")).toBeInTheDocument();
    expect(within(dialog).queryByText("utm_campaign")).toBeNull();

    const save = within(dialog).getByRole("button", { name: "Salvează urmărirea" });
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText("Stare"), "Ofertă trimisă");
    await user.type(within(dialog).getByLabelText("Notă internă"), "Sunat luni.");
    mocked.put.mockImplementationOnce(async () => ({ ...lead, status: "oferta_trimisa", note: "Sunat luni.", updated_at: new Date(Date.now() + 1000).toISOString() }) as never);
    await user.click(save);
    expect(mocked.put).toHaveBeenCalledWith("/contact-submissions/7", { status: "oferta_trimisa", note: "Sunat luni.", updated_at: lead.updated_at });
    expect(await screen.findByText("Urmărirea mesajului a fost salvată.")).toBeInTheDocument();
    // The row shows the new status too.
    expect(within(screen.getByRole("list", { name: "Mesaje de contact" })).getByText("Ofertă trimisă")).toBeInTheDocument();
  });

  it("shows the server's refusal, and refuses a note over 2000 characters before sending", async () => {
    const user = userEvent.setup();
    renderInbox([lead]);
    await user.click(await screen.findByRole("button", { name: /Deschide mesajul de la Prenume7 Nume7/ }));
    const dialog = await screen.findByRole("dialog");
    const note = within(dialog).getByLabelText("Notă internă");
    await user.click(note);
    await user.paste("x".repeat(2001));
    expect(within(dialog).getByText("Nota poate avea cel mult 2000 de caractere")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Salvează urmărirea" })).toBeDisabled();

    await user.clear(note);
    await user.type(note, "Ok");
    const { ApiClientError } = jest.requireActual("@/lib/api/client");
    mocked.put.mockRejectedValueOnce(new ApiClientError(422, "Nota conține caractere nepermise"));
    await user.click(within(dialog).getByRole("button", { name: "Salvează urmărirea" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Nota conține caractere nepermise");
  });
});

describe("Date personale (GDPR)", () => {
  const mine = [submissionRow(11, { email: "Ana@Firma.ro" }), submissionRow(12, { email: "ana@firma.ro" })];

  it("finds a person's messages by e-mail, exports them and erases them after a confirmation", async () => {
    const user = userEvent.setup();
    renderInbox([submissionRow(1)], { "ana@firma.ro": mine });
    await screen.findByText("Prenume1 Nume1");
    await user.click(screen.getByRole("button", { name: "Date personale (GDPR)" }));
    const dialog = await screen.findByRole("dialog", { name: "Date personale (GDPR)" });

    await user.type(within(dialog).getByLabelText("Adresa de e-mail a persoanei"), "nu-e-adresa");
    await user.click(within(dialog).getByRole("button", { name: "Caută" }));
    expect(within(dialog).getByText("Introduceți o adresă de e-mail validă.")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Adresa de e-mail a persoanei"));
    await user.type(within(dialog).getByLabelText("Adresa de e-mail a persoanei"), "ana@firma.ro");
    await user.click(within(dialog).getByRole("button", { name: "Caută" }));
    expect(await within(dialog).findByText("2 mesaje de pe ana@firma.ro:")).toBeInTheDocument();
    expect(mocked.get).toHaveBeenCalledWith("/contact-submissions?email=ana%40firma.ro&page=1");
    expect(within(dialog).getByRole("link", { name: "Exportă datele (CSV)" })).toHaveAttribute(
      "href",
      "/api/contact-submissions/export?email=ana%40firma.ro",
    );

    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false);
    await user.click(within(dialog).getByRole("button", { name: "Șterge toate datele" }));
    expect(confirm).toHaveBeenCalledWith(
      "Sigur ștergeți definitiv toate cele 2 mesaje trimise de pe ana@firma.ro, împreună cu e-mailurile despre ele aflate în așteptare? Acțiunea nu poate fi anulată. E-mailurile deja livrate în căsuța de e-mail a agenției nu se șterg de aici: ștergeți-le și din căsuța de e-mail.",
    );
    expect(mocked.delete).not.toHaveBeenCalled();

    confirm.mockReturnValueOnce(true);
    mocked.delete.mockResolvedValueOnce({ deleted: 2, message: "Au fost șterse 2 mesaje." } as never);
    await user.click(within(dialog).getByRole("button", { name: "Șterge toate datele" }));
    expect(mocked.delete).toHaveBeenCalledWith("/contact-submissions/personal-data?email=ana%40firma.ro");
    expect(await screen.findByText("Au fost șterse 2 mesaje.")).toBeInTheDocument();
    confirm.mockRestore();
  });

  it("says when the address sent nothing", async () => {
    const user = userEvent.setup();
    renderInbox([submissionRow(1)]);
    await screen.findByText("Prenume1 Nume1");
    await user.click(screen.getByRole("button", { name: "Date personale (GDPR)" }));
    const dialog = await screen.findByRole("dialog", { name: "Date personale (GDPR)" });
    await user.type(within(dialog).getByLabelText("Adresa de e-mail a persoanei"), "nimeni@firma.ro");
    await user.click(within(dialog).getByRole("button", { name: "Caută" }));
    expect(await within(dialog).findByText("Nu există mesaje trimise de pe această adresă.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Șterge toate datele" })).toBeNull();
  });
});
