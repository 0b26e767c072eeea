import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MailStatusPanel } from "@/components/admin/dashboard/mail-status";
import type { MailProblemDto } from "@/lib/api/mail-outbox";

const NOTICE = "Notificările prin e-mail pentru mesajele noi sunt oprite: lipsesc setările SMTP (SMTP_URL, MAIL_FROM, LEADS_NOTIFY_TO).";

function problem(over: Partial<MailProblemDto>): MailProblemDto {
  return {
    id: 7,
    kind: "lead-notification",
    submission_id: 42,
    lead_name: "Ana Popescu",
    status: "failed",
    attempts: 14,
    last_error: "EENVELOPE: 451 Serverul este ocupat, reveniți",
    next_attempt_at: null,
    created_at: "2026-11-27T10:00:00.000Z",
    ...over,
  };
}

describe("dashboard: lead e-mails (admins)", () => {
  it("shows nothing when e-mail is on and nothing failed", () => {
    const { container } = render(<MailStatusPanel status={{ notice: null, problems: [] }} busyIds={new Set()} onRetry={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says why no e-mail is sent", () => {
    render(<MailStatusPanel status={{ notice: NOTICE, problems: [] }} busyIds={new Set()} onRetry={() => undefined} />);
    expect(screen.getByRole("status")).toHaveTextContent(NOTICE);
  });

  it("lists the failed and retrying e-mails with their error, a link to the lead and 'Reîncearcă'", async () => {
    const onRetry = jest.fn();
    const retrying = problem({ id: 8, kind: "lead-auto-reply", status: "pending", attempts: 2, lead_name: "Ion Ionescu", submission_id: 43, next_attempt_at: "2026-11-27T10:05:00.000Z" });
    render(<MailStatusPanel status={{ notice: null, problems: [problem({}), retrying] }} busyIds={new Set([8])} onRetry={onRetry} />);
    const section = screen.getByRole("region", { name: "E-mailuri netrimise" });
    const [failed, pending] = within(section).getAllByRole("listitem");

    expect(failed).toHaveTextContent("Notificarea despre mesajul de la Ana Popescu");
    expect(failed).toHaveTextContent("Eșuat");
    expect(failed).toHaveTextContent("EENVELOPE: 451 Serverul este ocupat, reveniți");
    expect(failed).toHaveTextContent("După 14 încercări");
    expect(within(failed).getByRole("link", { name: "Ana Popescu" })).toHaveAttribute("href", "/internal-admin-portalv1.0.1/contact-submissions/42");
    await userEvent.click(within(failed).getByRole("button", { name: "Reîncearcă" }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));

    expect(pending).toHaveTextContent("Confirmarea trimisă lui Ion Ionescu");
    expect(pending).toHaveTextContent("Se reîncearcă automat");
    expect(pending).toHaveTextContent("După 2 încercări · următoarea încercare:");
    // A retry already under way cannot be asked for twice.
    expect(within(pending).getByRole("button", { name: "Reîncearcă" })).toBeDisabled();
  });
});
