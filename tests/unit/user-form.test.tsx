import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UserForm } from "@/components/admin/users/user-form";
import { ApiClientError } from "@/lib/api/client";
import type { UserPayload, UserRow } from "@/lib/api/users";

// jsdom has no layout: the focus-first-error hook scrolls the failing field into view.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

const EXISTING: UserRow = { id: 7, name: "Maria Enache", email: "maria@agentie.ro", role: "editor", created_at: "2026-01-01T00:00:00.000Z" };

function setup(options: { user?: UserRow; onSubmit?: (payload: UserPayload) => Promise<void> } = {}) {
  const onSubmit = jest.fn(options.onSubmit ?? (async () => undefined));
  render(<UserForm user={options.user} cancelHref="/internal-admin-portalv1.0.1/users" onSubmit={onSubmit} />);
  const submit = screen.getByRole("button", { name: options.user ? "Salvează modificările" : "Creează utilizatorul" });
  return { onSubmit, submit, user: userEvent.setup() };
}

const nameInput = () => screen.getByLabelText(/^Nume/);
const emailInput = () => screen.getByLabelText(/^Adresa de email/);
const passwordInput = () => screen.getByLabelText(/^Parola\*?$/);

describe("UserForm on create", () => {
  it("requires name, email and password, and sends nothing", async () => {
    const { onSubmit, submit, user } = setup();
    await user.click(submit);
    expect(await screen.findAllByText("Acest câmp este obligatoriu")).toHaveLength(3);
    expect(nameInput()).toHaveAttribute("aria-invalid", "true");
    expect(passwordInput()).toHaveAttribute("aria-invalid", "true");
    // The first failing field is focused (and scrolled to).
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects a password shorter than 6 characters with the spec's message", async () => {
    const { onSubmit, submit, user } = setup();
    await user.type(nameInput(), "Ion Pop");
    await user.type(emailInput(), "ion@agentie.ro");
    await user.type(passwordInput(), "abc12");
    await user.click(submit);
    expect(await screen.findByText("Parola trebuie să aibă cel puțin 6 caractere")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects an e-mail that does not look like x@y.z", async () => {
    const { submit, user } = setup();
    await user.type(emailInput(), "ion@agentie");
    await user.click(submit);
    expect(await screen.findByText("Adresa de email nu este validă")).toBeInTheDocument();
  });

  it("defaults the role to editor and sends the password", async () => {
    const { onSubmit, submit, user } = setup();
    expect(screen.getByLabelText(/^Rol/)).toHaveValue("editor");
    expect(screen.getByRole("option", { name: "Administrator" })).toHaveValue("admin");
    await user.type(nameInput(), "  Ion Pop ");
    await user.type(emailInput(), "ion@agentie.ro");
    await user.type(passwordInput(), "parola-1");
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ion Pop", email: "ion@agentie.ro", role: "editor", password: "parola-1" });
  });

  it("shows the duplicate-email message on the e-mail field", async () => {
    const { submit, user } = setup({
      onSubmit: async () => {
        throw new ApiClientError(409, "duplicate email: Această adresă de email este deja folosită");
      },
    });
    await user.type(nameInput(), "Ion Pop");
    await user.type(emailInput(), "ion@agentie.ro");
    await user.type(passwordInput(), "parola-1");
    await user.click(submit);
    expect(await screen.findByText("Această adresă de email este deja folosită")).toHaveAttribute("id", "user-email-error");
    expect(emailInput()).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    let message = "Nu se poate șterge sau retrograda ultimul administrator.";
    const { submit, user } = setup({
      onSubmit: async () => {
        throw new ApiClientError(409, message);
      },
    });
    await user.type(nameInput(), "Ion Pop");
    await user.type(emailInput(), "ion@agentie.ro");
    await user.type(passwordInput(), "parola-1");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    message = "";
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Nu s-a putut salva utilizatorul"));
  });
});

describe("UserForm on edit", () => {
  it("keeps the password optional, says so, and does not send a blank one", async () => {
    const { onSubmit, submit, user } = setup({ user: EXISTING });
    expect(nameInput()).toHaveValue("Maria Enache");
    expect(passwordInput()).toHaveValue("");
    expect(passwordInput()).toHaveAccessibleDescription("Lăsați câmpul gol pentru a păstra parola actuală.");
    await user.selectOptions(screen.getByLabelText(/^Rol/), "admin");
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: "Maria Enache", email: "maria@agentie.ro", role: "admin" });
    expect(screen.queryByText("Acest câmp este obligatoriu")).not.toBeInTheDocument();
  });

  it("still checks a new password's length", async () => {
    const { onSubmit, submit, user } = setup({ user: EXISTING });
    await user.type(passwordInput(), "12345");
    await user.click(submit);
    expect(await screen.findByText("Parola trebuie să aibă cel puțin 6 caractere")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(passwordInput(), "6");
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Maria Enache", email: "maria@agentie.ro", role: "editor", password: "123456" }));
  });

  it("requires the name and a valid e-mail", async () => {
    const { onSubmit, submit, user } = setup({ user: EXISTING });
    await user.clear(nameInput());
    await user.clear(emailInput());
    await user.type(emailInput(), "nu-e-email");
    await user.click(submit);
    expect(await screen.findByText("Acest câmp este obligatoriu")).toHaveAttribute("id", "user-name-error");
    expect(screen.getByText("Adresa de email nu este validă")).toHaveAttribute("id", "user-email-error");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("toggles the password's visibility", async () => {
    const { user } = setup({ user: EXISTING });
    expect(passwordInput()).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Arată parola" }));
    expect(passwordInput()).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Ascunde parola" }));
    expect(passwordInput()).toHaveAttribute("type", "password");
  });
});
