import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SuspectNotice } from "@/components/admin/dashboard/suspect-notice";
import { InboxViews, SuspectBar } from "@/components/admin/inbox/suspect-view";

// Leads stored as suspect during a flood (QUALITY R7): the dashboard says so, the inbox shows them apart.
const INBOX = "/internal-admin-portalv1.0.1/contact-submissions";

describe("the dashboard's notice", () => {
  it("says how many wait and links to the Suspecte view", () => {
    render(<SuspectNotice count={23} />);
    const notice = screen.getByRole("region", { name: "23 de mesaje marcate ca suspecte" });
    expect(notice).toHaveTextContent("nu au fost trimise pe e-mail și nu apar în Inbox");
    expect(within(notice).getByRole("link", { name: "Verificați-le" })).toHaveAttribute("href", `${INBOX}?suspect=true`);
  });

  it("speaks of one in the singular, and is absent when none waits", () => {
    const { rerender } = render(<SuspectNotice count={1} />);
    expect(screen.getByRole("region", { name: "1 mesaj marcat ca suspect" })).toHaveTextContent("acesta nu a fost trimis pe e-mail");
    expect(screen.getByRole("link", { name: "Verificați-l" })).toBeVisible();
    rerender(<SuspectNotice count={0} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("the inbox's views", () => {
  const hrefs = { inboxHref: INBOX, suspectHref: `${INBOX}?suspect=true` };

  it("offers 'Suspecte (N)' beside the messages only while some wait, and marks the view shown", () => {
    const { rerender } = render(<InboxViews suspectView={false} suspectCount={0} {...hrefs} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    rerender(<InboxViews suspectView={false} suspectCount={4} {...hrefs} />);
    const nav = screen.getByRole("navigation", { name: "Vizualizare mesaje" });
    expect(within(nav).getByRole("link", { name: "Mesaje" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Suspecte (4)" })).toHaveAttribute("href", hrefs.suspectHref);
    rerender(<InboxViews suspectView suspectCount={0} {...hrefs} />);
    expect(screen.getByRole("link", { name: "Suspecte (0)" })).toHaveAttribute("aria-current", "page");
  });

  it("explains the view and deletes them all on request, only while some are there", async () => {
    const onDeleteAll = jest.fn();
    const { rerender } = render(<SuspectBar count={3} busy={false} onDeleteAll={onDeleteAll} />);
    expect(screen.getByText(/Nu au fost trimise pe e-mail și nu apar în Inbox/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Șterge toate suspectele" }));
    expect(onDeleteAll).toHaveBeenCalledTimes(1);
    rerender(<SuspectBar count={0} busy={false} onDeleteAll={onDeleteAll} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
