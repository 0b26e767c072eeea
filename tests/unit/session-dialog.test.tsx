import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SessionDialog } from "@/components/admin/session-dialog";
import { apiRequest, SESSION_ENDED_UNSAVED } from "@/lib/api/client";
import { saveSession } from "@/lib/auth/client-session";

const ANA = { id: 1, name: "Ana Pop", email: "ana@test.ro", role: "editor" as const };

type Reply = { status: number; body?: unknown };

/** The browser's fetch, answering like the API: the session has ended, sign-in answers as `login` says. */
function endedSession(login: (body: { email: string; password: string }) => Reply) {
  const logins: Array<{ email: string; password: string; authorization?: string }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    let reply: Reply = { status: 401, body: { message: "Sesiunea a expirat. Vă rugăm să vă conectați din nou." } };
    if (String(url) === "/api/auth/login") {
      const body = JSON.parse(String(init?.body)) as { email: string; password: string };
      logins.push({ ...body, authorization: (init?.headers as Record<string, string>).Authorization });
      reply = login(body);
    }
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return { status: reply.status, ok: reply.status < 300, text: async () => text } as Response;
  }) as typeof fetch;
  return logins;
}

beforeEach(() => {
  localStorage.clear();
  saveSession("dead-token", ANA);
});

describe("SessionDialog: a save that meets an ended session (QUALITY D11)", () => {
  it("asks for the password of the same account, says so for another one, and Anulează fails the save with its reason", async () => {
    const logins = endedSession(({ email, password }) => {
      if (password !== "parola-buna") return { status: 401, body: { message: "Nume de utilizator sau parolă incorecte" } };
      return { status: 200, body: { token: "token-altul", user: { id: 2, name: "Ion", email, role: "admin" } } };
    });
    render(<SessionDialog user={ANA} />);
    const user = userEvent.setup();
    const save = apiRequest("/blog/7", { method: "PUT", body: { title: "Textul meu" } });
    const outcome = save.then(
      () => "saved",
      (error: Error) => error.message,
    );

    const dialog = await screen.findByRole("dialog", { name: "Sesiunea s-a încheiat" });
    expect(dialog).toHaveTextContent("Conectați-vă din nou pentru a salva: modificările rămân în formular.");
    expect(within(dialog).getByLabelText("Adresa de e-mail")).toHaveValue("ana@test.ro");
    await waitFor(() => expect(within(dialog).getByLabelText("Parola")).toHaveFocus());

    // The login screen's rules: a required password, and the API's answer to a wrong one.
    await user.click(within(dialog).getByRole("button", { name: "Conectează-te și salvează" }));
    expect(await within(dialog).findByText("Parola este obligatorie")).toBeInTheDocument();
    expect(logins).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Parola"), "gresita");
    await user.click(within(dialog).getByRole("button", { name: "Conectează-te și salvează" }));
    expect(await within(dialog).findByText("Nume de utilizator sau parolă incorecte")).toBeInTheDocument();
    // The ended session's token is not sent along: the API refuses a dead token even on the sign-in call.
    expect(logins).toEqual([{ email: "ana@test.ro", password: "gresita", authorization: undefined }]);

    // Another account may not carry on a form opened by Ana: said, and nothing of it is stored.
    await user.clear(within(dialog).getByLabelText("Adresa de e-mail"));
    await user.type(within(dialog).getByLabelText("Adresa de e-mail"), "ion@test.ro");
    await user.clear(within(dialog).getByLabelText("Parola"));
    await user.type(within(dialog).getByLabelText("Parola"), "parola-buna");
    await user.click(within(dialog).getByRole("button", { name: "Conectează-te și salvează" }));
    expect(
      await within(dialog).findByText("Formularul a fost deschis cu contul ana@test.ro. Conectați-vă cu același cont pentru a salva."),
    ).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("dead-token");
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toMatchObject({ email: "ana@test.ro" });

    await user.click(within(dialog).getByRole("button", { name: "Anulează" }));
    expect(await outcome).toBe(SESSION_ENDED_UNSAVED);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
