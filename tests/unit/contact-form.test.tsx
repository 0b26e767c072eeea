import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm, type ContactFormProps } from "@/components/public/contact/contact-form";
import { remainingCharactersText } from "@/components/public/contact/contact-form-model";
import { ContactSubmitError } from "@/components/public/contact/contact-submit";
import { getSelectedPackage, setSelectedPackage } from "@/components/public/contact/selected-package-store";
import { CONTACT_MSG, HONEYPOT_FIELD } from "@/lib/validation/contact-messages";
import { installFakeIntersectionObserver, observers, restoreIntersectionObserver } from "../support/fake-intersection-observer";

type Win = Window & { dataLayer?: unknown[] };
const win = window as Win;

const fetchMock = jest.fn();
beforeAll(() => {
  (globalThis as unknown as { fetch: typeof fetch }).fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  delete win.dataLayer;
  act(() => setSelectedPackage(null));
});

function reply(status: number, body: unknown = {}) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/** The JSON body of the n-th POST. */
const sentBody = (n = 0) => JSON.parse((fetchMock.mock.calls[n][1] as RequestInit).body as string) as Record<string, unknown>;

const VALID = {
  Nume: "Popescu",
  Prenume: "Andrei",
  Email: "andrei@firma.ro",
  Telefon: "+40755123456",
  "Website sau companie": "Firma SRL",
  Mesaj: "Aș dori o ofertă pentru SEO și Google Ads.",
};

function renderForm(props: Partial<ContactFormProps> = {}) {
  const user = userEvent.setup();
  render(<ContactForm idPrefix="t" {...props} />);
  return user;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

function fillValid(overrides: Partial<Record<keyof typeof VALID, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) fireEvent.change(input(label), { target: { value } });
}

const submitButton = () => screen.getByRole("button", { name: /Trimite mesajul|Se trimite/ });

describe("public contact form: fields and SPEC 5 messages", () => {
  it("shows every required message on an empty submit, marks the fields invalid, focuses the first and sends nothing", async () => {
    const user = renderForm();
    await user.click(submitButton());

    const expected: Array<[string, string]> = [
      ["Nume", CONTACT_MSG.numeRequired],
      ["Prenume", CONTACT_MSG.prenumeRequired],
      ["Email", CONTACT_MSG.emailRequired],
      ["Telefon", CONTACT_MSG.telefonRequired],
      ["Website sau companie", CONTACT_MSG.websiteRequired],
      ["Mesaj", CONTACT_MSG.mesajRequired],
    ];
    for (const [label, message] of expected) {
      const field = input(label);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByText("Numele este obligatoriu")).toBeInTheDocument();
    expect(screen.getByText("Numărul de telefon este obligatoriu")).toBeInTheDocument();
    expect(screen.getByText("Website-ul sau compania sunt obligatorii")).toBeInTheDocument();
    expect(input("Nume")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["Nume", "A", "Numele trebuie să aibă cel puțin 2 caractere"],
    ["Nume", "x".repeat(101), "Numele nu poate depăși 100 de caractere"],
    ["Prenume", "B", "Prenumele trebuie să aibă cel puțin 2 caractere"],
    ["Prenume", "y".repeat(101), "Prenumele nu poate depăși 100 de caractere"],
    ["Email", "a", "Emailul trebuie să aibă cel puțin 2 caractere"],
    ["Email", "andrei@firma", "Email invalid"],
    ["Email", `${"e".repeat(95)}@fi.ro`, "Emailul nu poate depăși 100 de caractere"],
    ["Telefon", "12345", "Număr de telefon invalid"],
    ["Telefon", "+40 755 abc 456", "Număr de telefon invalid"],
    ["Telefon", "1234567890123456", "Număr de telefon invalid"],
    ["Website sau companie", "x", "Website-ul sau compania trebuie să aibă cel puțin 2 caractere"],
    ["Website sau companie", "w".repeat(101), "Website-ul sau compania nu pot depăși 100 de caractere"],
    ["Mesaj", "Salut", "Mesajul este prea scurt"],
    ["Mesaj", "m".repeat(256), "Mesaj prea lung"],
  ])("%s = %j on blur shows %s", async (label, value, message) => {
    renderForm();
    fireEvent.change(input(label), { target: { value } });
    fireEvent.blur(input(label));
    await waitFor(() => expect(input(label)).toHaveAttribute("aria-invalid", "true"));
    expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("says the required message on blur once a field was typed in and emptied, but not when it was only tabbed past", async () => {
    const user = renderForm();
    await user.click(input("Nume"));
    await user.tab();

    await user.type(input("Prenume"), "Io");
    await user.clear(input("Prenume"));
    await user.tab();
    expect(await screen.findByText(CONTACT_MSG.prenumeRequired)).toBeInTheDocument();
    // Checked after Prenume's message arrived, so a check of Nume would have landed too.
    expect(input("Nume")).not.toHaveAttribute("aria-invalid");
  });

  it("clears a field's error as soon as the typed value is valid", async () => {
    const user = renderForm();
    await user.type(input("Email"), "ana@x");
    await user.tab();
    expect(await screen.findByText("Email invalid")).toBeInTheDocument();
    await user.type(input("Email"), ".ro");
    await waitFor(() => expect(screen.queryByText("Email invalid")).not.toBeInTheDocument());
    expect(input("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("accepts boundaries and a phone typed with spaces (sent as digits)", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 1 }));
    const user = renderForm();
    fillValid({ Nume: "Al", Telefon: "0755 123 456", Mesaj: "m".repeat(255) });
    await user.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(sentBody().telefon).toBe("0755123456");
    expect(sentBody().mesaj).toHaveLength(255);
  });
});

describe("remaining-characters counter (counts down from 255)", () => {
  it("starts at 255, follows the message and turns into an over-the-limit note", () => {
    renderForm();
    const mesaj = input("Mesaj");
    expect(mesaj).toHaveAccessibleDescription("255 de caractere rămase");
    fireEvent.change(mesaj, { target: { value: "0123456789" } });
    expect(screen.getByText("245 de caractere rămase")).toBeInTheDocument();
    fireEvent.change(mesaj, { target: { value: "x".repeat(254) } });
    expect(screen.getByText("1 caracter rămas")).toBeInTheDocument();
    fireEvent.change(mesaj, { target: { value: "x".repeat(257) } });
    expect(screen.getByText("2 caractere peste limită")).toBeInTheDocument();
  });

  it("uses Romanian number agreement", () => {
    expect(remainingCharactersText(0)).toBe("255 de caractere rămase");
    expect(remainingCharactersText(236)).toBe("19 caractere rămase");
    expect(remainingCharactersText(235)).toBe("20 de caractere rămase");
    expect(remainingCharactersText(155)).toBe("100 de caractere rămase");
    expect(remainingCharactersText(154)).toBe("101 caractere rămase");
    expect(remainingCharactersText(255)).toBe("0 caractere rămase");
    expect(remainingCharactersText(256)).toBe("1 caracter peste limită");
  });
});

describe("honeypot", () => {
  it("is present with the API's field name, hidden from people and screen readers, never tabbed to", () => {
    const { container } = render(<ContactForm idPrefix="h" />);
    const trap = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(HONEYPOT_FIELD).toBe("company_website");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /Nu completați/ })).not.toBeInTheDocument();
  });

  it("sends what a bot typed into it, so the server can drop the message", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 2 }));
    const { container } = render(<ContactForm idPrefix="h" />);
    fillValid();
    (container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement).value = "http://spam.example";
    fireEvent.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(sentBody()[HONEYPOT_FIELD]).toBe("http://spam.example");
  });
});

describe("submission", () => {
  it("posts the six fields as JSON, shows the sending state, then the green message, resets and pushes the dataLayer event", async () => {
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const onSuccess = jest.fn();
    const user = renderForm({ onSuccess });
    fillValid();
    await user.click(submitButton());

    const busy = screen.getByRole("button", { name: "Se trimite..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact-submissions");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(sentBody()).toEqual({
      nume: "Popescu",
      prenume: "Andrei",
      email: "andrei@firma.ro",
      telefon: "+40755123456",
      website: "Firma SRL",
      mesaj: VALID.Mesaj,
      [HONEYPOT_FIELD]: "",
    });

    await act(async () => resolve(reply(201, { message: CONTACT_MSG.success, id: 7 })));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Mesajul a fost trimis cu succes! Vă vom contacta în curând.");
    expect(status.querySelector("p")).toHaveClass("text-emerald-800");
    for (const label of Object.keys(VALID)) expect(input(label)).toHaveValue("");
    expect(win.dataLayer).toEqual([{ event: "contactFormSubmissionSuccess" }]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("adds to an existing dataLayer instead of replacing it", async () => {
    win.dataLayer = [{ event: "gtm.js" }];
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 8 }));
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(win.dataLayer).toEqual([{ event: "gtm.js" }, { event: "contactFormSubmissionSuccess" }]);
  });

  it.each([
    ["a server error", () => fetchMock.mockResolvedValue(reply(500, { message: "Internal" }))],
    ["no network", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
    ["a reply that is not JSON", () => fetchMock.mockResolvedValue({ ok: false, status: 502, json: async () => Promise.reject(new SyntaxError("x")) } as unknown as Response)],
  ])("shows the red failure message and keeps every value after %s", async (_name, arrange) => {
    arrange();
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("A apărut o eroare la trimiterea mesajului. Vă rugăm să încercați din nou.");
    expect(alert).toHaveClass("text-red-700");
    for (const [label, value] of Object.entries(VALID)) expect(input(label)).toHaveValue(value);
    expect(win.dataLayer).toBeUndefined();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the server's rate-limit message (429)", async () => {
    fetchMock.mockResolvedValue(reply(429, { message: CONTACT_MSG.tooMany }));
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_MSG.tooMany);
  });

  it("puts a 422 field error on its field and focuses it", async () => {
    fetchMock.mockResolvedValue(reply(422, { message: CONTACT_MSG.emailInvalid, errors: { email: CONTACT_MSG.emailInvalid } }));
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    await waitFor(() => expect(input("Email")).toHaveAttribute("aria-invalid", "true"));
    expect(input("Email")).toHaveFocus();
    expect(input("Email")).toHaveAccessibleDescription(CONTACT_MSG.emailInvalid);
    expect(screen.getByRole("alert")).toHaveTextContent(CONTACT_MSG.failure);
  });

  it("with onError (the questionnaire) reports the failure to the caller and shows no red message", async () => {
    fetchMock.mockResolvedValue(reply(500, {}));
    const onError = jest.fn();
    const user = renderForm({ onError, submitLabel: "Trimite" });
    fillValid();
    await user.click(screen.getByRole("button", { name: "Trimite" }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0][0]).toBeInstanceOf(ContactSubmitError);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input("Nume")).toHaveValue("Popescu");
  });
});

describe("selected package and questionnaire answers", () => {
  it("shows the package chosen on /tarife, sends it, and forgets it after the message is stored", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 3 }));
    const user = renderForm();
    expect(screen.queryByText(/Pachet selectat/)).not.toBeInTheDocument();
    act(() => setSelectedPackage("SEO Start"));
    expect(screen.getByText(/Pachet selectat:/)).toHaveTextContent("Pachet selectat: SEO Start");
    fillValid();
    await user.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(sentBody().selected_package).toBe("SEO Start");
    expect(getSelectedPackage()).toBeNull();
    expect(screen.queryByText(/Pachet selectat/)).not.toBeInTheDocument();
  });

  it("lets the visitor remove the package, which is then not sent", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 4 }));
    const user = renderForm();
    act(() => setSelectedPackage("PPC Pro"));
    await user.click(screen.getByRole("button", { name: "Elimină pachetul selectat: PPC Pro" }));
    expect(screen.queryByText(/Pachet selectat/)).not.toBeInTheDocument();
    fillValid();
    await user.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(sentBody()).not.toHaveProperty("selected_package");
  });

  it("prefers the selectedPackage prop over the store (no remove button then) and sends the answers", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 5 }));
    act(() => setSelectedPackage("Din magazin"));
    const answers = { "3": "seo", "4": ["ppc", "social"] };
    const user = renderForm({ selectedPackage: "Pachet Complet Plus", answers });
    expect(screen.getByText(/Pachet selectat:/)).toHaveTextContent("Pachet selectat: Pachet Complet Plus");
    expect(screen.queryByRole("button", { name: /Elimină pachetul/ })).not.toBeInTheDocument();
    fillValid();
    await user.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(sentBody()).toMatchObject({ selected_package: "Pachet Complet Plus", answers });
    // The store's own choice is left alone: it was not what this form sent.
    expect(getSelectedPackage()).toBe("Din magazin");
  });

  it("sends neither selected_package nor answers when there are none", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 6 }));
    const user = renderForm({ selectedPackage: null, answers: {} });
    fillValid();
    await user.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(Object.keys(sentBody()).sort()).toEqual(["company_website", "email", "mesaj", "nume", "prenume", "telefon", "website"]);
  });

  it("gives each instance its own ids", () => {
    render(
      <>
        <ContactForm idPrefix="unu" />
        <ContactForm idPrefix="doi" />
      </>,
    );
    const forms = screen.getAllByRole("form", { name: "Formular de contact" });
    expect(within(forms[0]).getByLabelText("Nume")).toHaveAttribute("id", "unu-nume");
    expect(within(forms[1]).getByLabelText("Nume")).toHaveAttribute("id", "doi-nume");
  });
});

describe("the footer's form: fields once it nears the viewport (fieldsNearViewport)", () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(restoreIntersectionObserver);

  it("draws look-alikes without form controls, hidden from screen readers, until it is within a screen of the viewport", async () => {
    fetchMock.mockResolvedValue(reply(201, { message: CONTACT_MSG.success, id: 7 }));
    const { container } = render(<ContactForm idPrefix="footer" tone="dark" fieldsNearViewport />);
    const form = screen.getByRole("form", { name: "Formular de contact" });
    expect(container.querySelectorAll("input, textarea, select")).toHaveLength(0);
    // The same labels, placeholders and counter are drawn, so the form looks and measures the same.
    const standIns = within(form).getByText("Popescu").closest('[aria-hidden="true"]') as HTMLElement;
    expect(standIns).not.toBeNull();
    for (const text of ["Nume", "Prenume", "Email", "Telefon", "Website sau companie", "Mesaj", "nume@firma.ro", remainingCharactersText(0)]) {
      expect(within(standIns).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Trimite mesajul" })).toBeInTheDocument();
    // (next/link observes its links too, for prefetching.)
    const watching = observers.filter((o) => o.observed.includes(standIns));
    expect(watching).toHaveLength(1);
    expect(watching[0].options?.rootMargin).toBe("100% 0px");

    act(() => watching[0].callback([{ isIntersecting: false }]));
    expect(container.querySelectorAll("input, textarea")).toHaveLength(0);
    act(() => watching[0].callback([{ isIntersecting: true }]));
    expect(container.querySelectorAll("input:not([tabindex='-1']), textarea")).toHaveLength(6);
    expect(container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)).not.toBeNull();
    expect(within(form).getByText("Nume").closest('[aria-hidden="true"]')).toBeNull();
    // Live from here on: the form works as everywhere else.
    fillValid();
    fireEvent.click(submitButton());
    await screen.findByText(CONTACT_MSG.success);
    expect(sentBody()).toMatchObject({ nume: "Popescu", email: "andrei@firma.ro" });
  });

  it("is live at once without the option (/contact, the questionnaire)", () => {
    const { container } = render(<ContactForm idPrefix="contact-page" />);
    expect(container.querySelectorAll("input:not([tabindex='-1']), textarea")).toHaveLength(6);
    expect(observers.filter((o) => o.options?.rootMargin === "100% 0px")).toHaveLength(0);
  });
});
