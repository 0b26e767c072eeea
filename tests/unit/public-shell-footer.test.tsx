import { render, screen, within } from "@testing-library/react";
import { DisputeBadges } from "@/components/public/footer/dispute-badges";
import { FOOTER_SERVICES_ERROR, SiteFooter } from "@/components/public/footer/site-footer";
import { SocialLinks } from "@/components/public/footer/social-links";
import { buildSiteConfig, DEMO_IDENTITY } from "@/lib/site-config";

const getFooterServices = jest.fn();
jest.mock("@/lib/server/public-data", () => ({
  getFooterServices: () => getFooterServices(),
  // The demo identity, as a site whose settings were never saved shows it.
  getSiteConfig: async () => jest.requireActual<typeof import("@/lib/site-config")>("@/lib/site-config").buildSiteConfig({}),
}));
// The footer's form posts to a Server Action; what it does is tested in contact-form.test.tsx.
jest.mock("@/components/public/contact/contact-action", () => ({ submitContact: jest.fn() }));

async function renderFooter() {
  render(await SiteFooter({}));
  return screen.getByRole("contentinfo");
}

describe("public footer (SPEC 2.1)", () => {
  it("shows the service links, useful and legal links, contact channels, social and dispute links and the provider's identification", async () => {
    getFooterServices.mockResolvedValue([
      { id: 1, title: "Optimizare SEO", slug: "optimizare-seo" },
      { id: 2, title: "Branding", slug: "branding" },
    ]);
    const footer = await renderFooter();

    const services = within(within(footer).getByRole("navigation", { name: "Servicii" })).getAllByRole("link");
    expect(services.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Optimizare SEO", "/servicii/optimizare-seo"],
      ["Branding", "/servicii/branding"],
    ]);
    const useful = within(within(footer).getByRole("navigation", { name: "Linkuri utile" })).getAllByRole("link");
    expect(useful.map((a) => a.getAttribute("href"))).toEqual(["/despre-noi", "/tarife", "/blog", "/studii-de-caz", "/echipa", "/contact"]);
    const legal = within(footer).getByRole("navigation", { name: "Informații legale" });
    expect(within(legal).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/politica-de-confidentialitate",
      "/termeni-si-conditii",
      "/politica-de-utilizare-cookies",
      "/politica-de-utilizare-cookies#setari-cookie-uri",
    ]);
    expect(within(legal).getByRole("link", { name: "Setări cookie-uri" })).toHaveAttribute("href", "/politica-de-utilizare-cookies#setari-cookie-uri");

    expect(within(footer).getByRole("heading", { name: "Hai să discutăm despre proiectul tău" })).toBeInTheDocument();
    // The real contact form by default (issue 6), inside the #contact target of the pricing bar.
    expect(within(footer).getByRole("form", { name: "Formular de contact" }).closest("section")).toHaveAttribute("id", "contact");

    const tel = footer.querySelectorAll('a[href^="tel:"]');
    expect(tel.length).toBeGreaterThan(0);
    expect(tel[0]).toHaveAttribute("href", "tel:+40700000000");
    const mails = Array.from(footer.querySelectorAll('a[href^="mailto:"]')).map((a) => a.getAttribute("href"));
    expect(new Set(mails)).toEqual(new Set([`mailto:${DEMO_IDENTITY.officeEmail}`, `mailto:${DEMO_IDENTITY.salesEmail}`]));

    // No profile and no SOL address set (the tests run without settings): no icon, no SOL link; SAL stays.
    for (const name of ["Facebook", "Instagram", "LinkedIn", "TikTok"]) {
      expect(within(footer).queryByRole("link", { name: new RegExp(`^${name}`) })).not.toBeInTheDocument();
    }
    expect(within(footer).getByRole("link", { name: /Soluționarea alternativă a litigiilor/ })).toHaveAttribute("href", "https://anpc.ro/ce-este-sal/");
    expect(within(footer).queryByRole("link", { name: /Soluționarea online a litigiilor/ })).not.toBeInTheDocument();

    const address = footer.querySelector("address") as HTMLElement;
    expect(address).toHaveTextContent("Agenția Digitală Exemplu SRL");
    expect(address).toHaveTextContent("CUI RO00000000");
    expect(address).toHaveTextContent("J00/0000/2020");
    expect(address).toHaveTextContent("București");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it("shows an icon for each social profile that is set, and SOL only with a working address", () => {
    const config = buildSiteConfig({
      facebook: "https://www.facebook.com/agentia.nord",
      tiktok: "https://www.tiktok.com/@agentia",
      instagram: "https://www.instagram.com/",
      odrUrl: "https://consumer-redress.ec.europa.eu/index_ro",
    });
    render(
      <>
        <SocialLinks profiles={config.social} />
        <DisputeBadges disputes={config.disputes} />
      </>,
    );
    const social = screen.getAllByRole("link", { name: /^(Facebook|Instagram|LinkedIn|TikTok) / });
    expect(social.map((a) => [a.getAttribute("aria-label"), a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      ["Facebook (se deschide într-o filă nouă)", "https://www.facebook.com/agentia.nord", "_blank"],
      ["TikTok (se deschide într-o filă nouă)", "https://www.tiktok.com/@agentia", "_blank"],
    ]);
    expect(screen.getByRole("link", { name: /Soluționarea online a litigiilor/ })).toHaveAttribute("href", "https://consumer-redress.ec.europa.eu/index_ro");
  });

  it("logs the error and shows the spec's message when the services fail to load", async () => {
    const error = new Error("db down");
    getFooterServices.mockRejectedValue(error);
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const footer = await renderFooter();
    expect(within(footer).getByRole("alert")).toHaveTextContent(FOOTER_SERVICES_ERROR);
    expect(FOOTER_SERVICES_ERROR).toBe("Eroare la încărcarea serviciilor");
    // Logged as one safe line (QUALITY D9): the kind of error, never its message or the error object.
    expect(log).toHaveBeenCalledWith(expect.stringContaining("[public] footer services could not be read: kind=Error"));
    expect(log.mock.calls.flat()).not.toContain(error);
    log.mockRestore();
  });

  it("renders the real contact form in the slot when one is given", async () => {
    getFooterServices.mockResolvedValue([]);
    render(await SiteFooter({ contactForm: <form aria-label="Formular de contact" /> }));
    expect(screen.getByRole("form", { name: "Formular de contact" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Scrie-ne un mesaj/ })).not.toBeInTheDocument();
  });
});
