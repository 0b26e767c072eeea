import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/public/contact/contact-form";
import { remainingCharactersText, type ContactValues } from "@/lib/leads/contact-form-model";
import { INITIAL_CONTACT_STATE, type ContactFormState } from "@/lib/leads/contact-form-state";
import { clearSelectedPackage, selectPackage } from "@/components/public/contact/selected-package-store";
import { FORM_OUTCOME, SCRIPT_FIELD } from "@/lib/form-post";
import { CONTACT_MSG, HONEYPOT_FIELD } from "@/lib/validation/contact-messages";
import { applyFormOutcomeStyles } from "../support/form-outcome-styles";

// The form posts to a Server Action; here the action is a stand-in that answers as the server does.
const submitContact = jest.fn<Promise<ContactFormState>, [ContactFormState, FormData]>();
jest.mock("@/components/public/contact/contact-action", () => ({ submitContact: (state: ContactFormState, form: FormData) => submitContact(state, form) }));

type Win = Window & { dataLayer?: unknown[] };
const win = window as Win;

beforeAll(applyFormOutcomeStyles);

beforeEach(() => {
  submitContact.mockReset();
  delete win.dataLayer;
  act(() => clearSelectedPackage());
});

const sent = (): ContactFormState => ({ ...INITIAL_CONTACT_STATE, status: "sent", receipt: `r-${Math.random()}` });
const refused = (values: ContactValues, errors: ContactFormState["errors"], failure: string | null = null): ContactFormState => ({
  ...INITIAL_CONTACT_STATE,
  status: "refused",
  values,
  errors,
  failure,
});

/** The fields of the n-th call to the action. */
const sentFields = (n = 0) => Object.fromEntries([...(submitContact.mock.calls[n][1] as FormData).entries()]);

const VALID = {
  Nume: "Popescu",
  Prenume: "Andrei",
  Email: "andrei@firma.ro",
  Telefon: "+40755123456",
  "Website sau companie": "Firma SRL",
  Mesaj: "Aș dori o ofertă pentru SEO și Google Ads.",
};
const VALID_VALUES: ContactValues = {
  nume: VALID.Nume,
  prenume: VALID.Prenume,
  email: VALID.Email,
  telefon: VALID.Telefon,
  website: VALID["Website sau companie"],
  mesaj: VALID.Mesaj,
};

function renderForm() {
  const user = userEvent.setup();
  render(<ContactForm idPrefix="t" />);
  return user;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

function fillValid(overrides: Partial<Record<keyof typeof VALID, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) fireEvent.input(input(label), { target: { value } });
}

const submitButton = () => screen.getByRole("button", { name: /Trimite mesajul|Se trimite/ });

describe("public contact form: a real form for the Server Action", () => {
  it("has named fields, the honeypot and the package field, so the browser can post it before and without JavaScript", () => {
    const { container } = render(<ContactForm idPrefix="h" />);
    const form = screen.getByRole("form", { name: "Formular de contact" });
    const names = [...form.querySelectorAll("input, textarea")].map((el) => (el as HTMLInputElement).name);
    expect(names).toEqual(expect.arrayContaining(["nume", "prenume", "email", "telefon", "website", "mesaj", HONEYPOT_FIELD, "selected_package"]));
    expect(form).toHaveAttribute("novalidate");
    const trap = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /Nu completați/ })).not.toBeInTheDocument();
  });

  it("shows every required message on an empty submit, marks the fields invalid, focuses the first and sends nothing", async () => {
    const user = renderForm();
    await user.click(submitButton());
    const expected: Array<[string, string]> = [
      ["Nume", CONTACT_MSG.numeRequired],
      ["Prenume", CONTACT_MSG.prenumeRequired],
      ["Email", CONTACT_MSG.emailRequired],
      ["Telefon", CONTACT_MSG.telefonRequired],
      ["Website sau companie", CONTACT_MSG.websiteRequired],
      ["Mesaj", "Mesajul este prea scurt"],
    ];
    for (const [label, message] of expected) {
      await waitFor(() => expect(input(label)).toHaveAttribute("aria-invalid", "true"));
      expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(input("Nume")).toHaveFocus();
    expect(submitContact).not.toHaveBeenCalled();
  });

  it.each([
    ["Nume", "A", "Numele trebuie să aibă cel puțin 2 caractere"],
    ["Prenume", "y".repeat(101), "Prenumele nu poate depăși 100 de caractere"],
    ["Email", "andrei@firma", "Email invalid"],
    ["Telefon", "12345", "Număr de telefon invalid"],
    ["Telefon", "+40 755 abc 456", "Număr de telefon invalid"],
    ["Website sau companie", "x", "Website-ul sau compania sunt obligatorii"],
    ["Mesaj", "Salut", "Mesajul este prea scurt"],
    ["Mesaj", "m".repeat(256), "Mesaj prea lung"],
  ])("%s = %j on blur shows %s", async (label, value, message) => {
    renderForm();
    fireEvent.focus(input(label));
    fireEvent.input(input(label), { target: { value } });
    fireEvent.blur(input(label));
    await waitFor(() => expect(input(label)).toHaveAttribute("aria-invalid", "true"));
    expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("stays quiet for a field only tabbed past, and clears an error as soon as the value is valid", async () => {
    const user = renderForm();
    await user.click(input("Nume"));
    await user.tab();
    await user.type(input("Email"), "ana@x");
    await user.tab();
    expect(await screen.findByText("Email invalid")).toBeInTheDocument();
    expect(input("Nume")).not.toHaveAttribute("aria-invalid");
    await user.type(input("Email"), ".ro");
    await waitFor(() => expect(screen.queryByText("Email invalid")).not.toBeInTheDocument());
  });

  it("sends the form's fields to the action, shows the sending state, then the green message, empties the fields and pushes the dataLayer event once", async () => {
    let answer: (state: ContactFormState) => void = () => undefined;
    submitContact.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    win.dataLayer = [{ event: "gtm.js" }];
    const user = renderForm();
    fillValid({ Telefon: "0755 123 456" });
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole("button", { name: "Se trimite..." })).toBeDisabled());
    expect(submitContact).toHaveBeenCalledTimes(1);
    // Sent as typed: the server strips the phone's spaces itself, for visitors without JavaScript too.
    // Sent by the page's scripts: answered in place, not with the redirect a browser's own post gets.
    expect(sentFields()).toMatchObject({ ...VALID_VALUES, telefon: "0755 123 456", [HONEYPOT_FIELD]: "", selected_package: "", [SCRIPT_FIELD]: "1" });

    await act(async () => answer(sent()));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Mesajul a fost trimis cu succes! Vă vom contacta în curând.");
    expect(status.querySelector("p")).toHaveClass("text-emerald-800");
    for (const label of Object.keys(VALID)) expect(input(label)).toHaveValue("");
    expect(win.dataLayer).toEqual([{ event: "gtm.js" }, { event: "contactFormSubmissionSuccess" }]);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's refusal: the red failure, field errors focused, and everything the visitor typed", async () => {
    submitContact.mockResolvedValue(refused({ ...VALID_VALUES, email: "x@y" }, { email: CONTACT_MSG.emailInvalid }, CONTACT_MSG.tooMany));
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CONTACT_MSG.tooMany);
    expect(alert).toHaveClass("text-red-700");
    await waitFor(() => expect(input("Email")).toHaveFocus());
    expect(input("Email")).toHaveAccessibleDescription(CONTACT_MSG.emailInvalid);
    expect(input("Nume")).toHaveValue("Popescu");
    expect(win.dataLayer).toBeUndefined();
  });

  it("keeps the page and every value when the server cannot be reached: the red failure, nothing thrown", async () => {
    submitContact.mockRejectedValue(new TypeError("Failed to fetch"));
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_MSG.failure);
    for (const [label, value] of Object.entries(VALID)) expect(input(label)).toHaveValue(value);
    expect(submitButton()).toBeEnabled();
    log.mockRestore();
  });

  it("counts down from 255, from text already in the field too, and says by how much a message is over", () => {
    renderForm();
    const mesaj = input("Mesaj");
    expect(mesaj).toHaveAccessibleDescription("255 de caractere rămase");
    fireEvent.input(mesaj, { target: { value: "0123456789" } });
    expect(screen.getByText("245 de caractere rămase")).toBeInTheDocument();
    fireEvent.input(mesaj, { target: { value: "x".repeat(257) } });
    expect(screen.getByText("2 caractere peste limită")).toBeInTheDocument();
  });

  it("uses Romanian number agreement in the counter", () => {
    expect(remainingCharactersText(0)).toBe("255 de caractere rămase");
    expect(remainingCharactersText(236)).toBe("19 caractere rămase");
    expect(remainingCharactersText(235)).toBe("20 de caractere rămase");
    expect(remainingCharactersText(154)).toBe("101 caractere rămase");
    expect(remainingCharactersText(256)).toBe("1 caracter peste limită");
  });
});

describe("the package chosen on /tarife", () => {
  it("is shown, sent with the message and forgotten once the message is stored", async () => {
    submitContact.mockResolvedValue(sent());
    const user = renderForm();
    expect(screen.queryByText(/Pachet selectat/)).not.toBeInTheDocument();
    act(() => selectPackage({ id: "00000000-0000-4000-8000-000000000001", name: "SEO Start" }));
    expect(screen.getByText(/Pachet selectat:/)).toHaveTextContent("Pachet selectat: SEO Start");
    fillValid();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(CONTACT_MSG.success));
    expect(sentFields().selected_package).toBe("SEO Start");
    expect(screen.queryByText(/Pachet selectat/)).not.toBeInTheDocument();
  });

  it("can be removed (a link to /tarife without a plan when scripts do not run), and is then not sent", async () => {
    submitContact.mockResolvedValue(sent());
    const user = renderForm();
    act(() => selectPackage({ id: "00000000-0000-4000-8000-000000000002", name: "PPC Pro" }));
    const remove = screen.getByRole("link", { name: "Elimină pachetul selectat: PPC Pro" });
    expect(remove).toHaveAttribute("href", "/tarife#contact");
    await user.click(remove);
    expect(screen.queryByText(/Pachet selectat/)).not.toBeInTheDocument();
    fillValid();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(CONTACT_MSG.success));
    expect(sentFields().selected_package).toBe("");
  });

  it("gives each form on a page its own ids", () => {
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

describe("what the browser's own post comes back to (no JavaScript, or before it ran)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("at #mesaj-trimis: the success at the top of an empty form, the event pushed once, the fragment taken off the address", async () => {
    window.history.replaceState(null, "", `/blog/ghid?utm_source=x#${FORM_OUTCOME.sent}`);
    win.dataLayer = [];
    render(<ContactForm idPrefix="r" />);
    const form = screen.getByRole("form", { name: "Formular de contact" });
    const box = within(form).getByRole("region", { name: CONTACT_MSG.success });
    expect(form.firstElementChild).toBe(box);
    expect(input("Nume")).toHaveValue("");
    await waitFor(() => expect(window.location.hash).toBe(""));
    expect(window.location.pathname + window.location.search).toBe("/blog/ghid?utm_source=x");
    expect(box).toBeVisible();
    expect(win.dataLayer).toEqual([{ event: "contactFormSubmissionSuccess" }]);
    expect(screen.queryByRole("region", { name: /Mesaj prea lung/ })).not.toBeInTheDocument();
  });

  it("at #mesaj-prea-lung: the SPEC 5 message at the top of the form, nothing pushed", async () => {
    window.history.replaceState(null, "", `/contact#${FORM_OUTCOME.tooLong}`);
    render(<ContactForm idPrefix="r" />);
    const box = screen.getByRole("region", { name: "Mesaj prea lung. Mesajul nu a fost trimis: scrie cel mult 255 de caractere și trimite-l din nou." });
    await waitFor(() => expect(window.location.hash).toBe(""));
    expect(box).toBeVisible();
    expect(win.dataLayer).toBeUndefined();
  });

  it("anywhere else: neither box shows", () => {
    render(<ContactForm idPrefix="r" />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("a refusal opens at the error summary, which links each error to its field and carries the failure; focus is left where the address put it", async () => {
    submitContact.mockResolvedValue({
      ...refused({ ...VALID_VALUES, email: "x@y", mesaj: "Scurt" }, { email: CONTACT_MSG.emailInvalid, mesaj: CONTACT_MSG.mesajMin }, CONTACT_MSG.tooMany),
      formPost: true,
    });
    const user = renderForm();
    fillValid();
    await user.click(submitButton());
    const summary = await screen.findByRole("region", { name: "Mesajul nu a fost trimis" });
    expect(summary).toHaveAttribute("id", "t-erori");
    expect(within(summary).getByRole("link", { name: CONTACT_MSG.emailInvalid })).toHaveAttribute("href", "#t-email");
    expect(within(summary).getByRole("link", { name: CONTACT_MSG.mesajMin })).toHaveAttribute("href", "#t-mesaj");
    expect(summary).toHaveTextContent(CONTACT_MSG.tooMany);
    // The failure is said once, in the summary; the fields keep their own errors and the text.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(input("Email")).toHaveAccessibleDescription(CONTACT_MSG.emailInvalid);
    expect(input("Nume")).toHaveValue("Popescu");
    expect(input("Email")).not.toHaveFocus();
  });
});
