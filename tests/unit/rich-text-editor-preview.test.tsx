import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PreviewButton, PreviewOverlay } from "@/components/editor/preview-overlay";
import { SERVICE_FAQ_HEADING, SERVICE_SLOGAN } from "@/components/public/layouts/service-layout";

const BLOG = {
  title: "Cum alegi cuvintele cheie",
  featuredImage: "/uploads/a.jpg",
  categories: ["SEO", "PPC"],
  date: "2026-03-15T10:00:00.000Z",
  content: '<h2>Primul pas</h2><p>Text <strong>important</strong>.</p><script>window.__ran = true</script><img src="/uploads/b.jpg" onerror="window.__ran = true"><a href="javascript:alert(1)">x</a>',
};

describe("PreviewOverlay", () => {
  it("shows the real article layout with the content, without anything active", () => {
    render(<PreviewOverlay open onClose={jest.fn()} kind="blog" data={BLOG} />);
    const dialog = screen.getByRole("dialog", { name: "Previzualizare: Articol de blog" });
    expect(within(dialog).getByRole("heading", { level: 1, name: BLOG.title })).toBeInTheDocument();
    expect(within(dialog).getByText("SEO")).toBeInTheDocument();
    expect(within(dialog).getByText("PPC")).toBeInTheDocument();
    expect(within(dialog).getByText("15 martie 2026")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /Citește mai mult/ })).toHaveAttribute("href", "#continut-articol");
    const content = dialog.querySelector(".rich-content") as HTMLElement;
    expect(within(content).getByRole("heading", { level: 2, name: "Primul pas" })).toBeInTheDocument();
    expect(content.querySelector("script")).toBeNull();
    expect(content.querySelector("img")).not.toHaveAttribute("onerror");
    expect(within(content).getByText("x")).not.toHaveAttribute("href");
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it("switches to a 375 x 667 mobile frame and back", async () => {
    const user = userEvent.setup();
    render(<PreviewOverlay open onClose={jest.fn()} kind="blog" data={BLOG} />);
    expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("region", { name: /Previzualizare mobil/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Mobil" }));
    const frame = screen.getByRole("region", { name: "Previzualizare mobil 375 x 667" });
    expect(frame).toHaveStyle({ width: "375px", height: "667px" });
    expect(within(frame).getByRole("heading", { level: 1, name: BLOG.title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mobil" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Desktop" }));
    expect(screen.queryByRole("region", { name: /Previzualizare mobil/ })).not.toBeInTheDocument();
  });

  it("closes with Escape and with the close button, which has the focus first", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PreviewOverlay open onClose={onClose} kind="blog" data={BLOG} />);
    expect(screen.getByRole("button", { name: "Închide previzualizarea" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Închide previzualizarea" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("renders nothing when closed", () => {
    render(<PreviewOverlay open={false} onClose={jest.fn()} kind="blog" data={BLOG} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("adds the industry and the period for a case study", () => {
    render(
      <PreviewOverlay
        open
        onClose={jest.fn()}
        kind="case-study"
        data={{ title: "Clinica X: +320% programări", services: "SEO, Google Ads", industry: "Medical", perioada: "ian. - iun. 2025", content: "<p>Rezultate</p>" }}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Previzualizare: Studiu de caz" });
    expect(within(dialog).getByText("Industrie:")).toBeInTheDocument();
    expect(within(dialog).getByText("Medical")).toBeInTheDocument();
    expect(within(dialog).getByText("Perioada:")).toBeInTheDocument();
    expect(within(dialog).getByText("ian. - iun. 2025")).toBeInTheDocument();
    expect(within(dialog).getByText("Google Ads")).toBeInTheDocument();
  });

  it("shows a service with the fixed slogan, its hero text and an exclusive FAQ accordion", () => {
    render(
      <PreviewOverlay
        open
        onClose={jest.fn()}
        kind="service"
        data={{
          title: "Optimizare SEO",
          heroText: "Mai mulți clienți din Google.",
          heading: "De ce SEO",
          content: "<p>Conținut</p>",
          faqs: [
            { question: "Cât durează?", answer: "<p>3-6 luni</p><script>1</script>" },
            { question: "Cât costă?", answer: "<p>De la 800 €</p>" },
          ],
        }}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Previzualizare: Serviciu" });
    expect(within(dialog).getByText(SERVICE_SLOGAN)).toBeInTheDocument();
    expect(within(dialog).getByText("Mai mulți clienți din Google.")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { level: 2, name: SERVICE_FAQ_HEADING })).toBeInTheDocument();
    expect(SERVICE_FAQ_HEADING).toBe("Întrebări frecvente");
    const items = Array.from(dialog.querySelectorAll("details"));
    expect(items).toHaveLength(2);
    expect(new Set(items.map((d) => d.getAttribute("name"))).size).toBe(1);
    expect(items.map((d) => d.open)).toEqual([true, false]);
    expect(items[0].querySelector("script")).toBeNull();
  });

  it("opens from PreviewButton with the form's values at that moment", async () => {
    const user = userEvent.setup();
    render(<PreviewButton getPreview={() => ({ kind: "blog", data: { ...BLOG, title: "Titlu din formular" } })} />);
    await user.click(screen.getByRole("button", { name: "Previzualizare" }));
    expect(screen.getByRole("heading", { level: 1, name: "Titlu din formular" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Închide previzualizarea" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
