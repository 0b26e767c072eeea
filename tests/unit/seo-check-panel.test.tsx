import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SeoCheck, type SeoSubject } from "@/components/admin/forms/seo-check";

const subject: SeoSubject = {
  title: "Ghid SEO",
  metaTitle: "Ghid de optimizare SEO pentru magazine online mici",
  metaDescription: "",
  fallbackDescription: "Pașii care aduc unui magazin online mic clienți din Google, explicați pe înțelesul tuturor, cu exemple reale din proiectele agenției noastre.",
  path: "/blog/ghid-seo",
  slug: "ghid-seo",
  html: '<p>Text fără imagini.</p><img src="/uploads/a.png">',
  keyphrase: "magazine online",
};

describe("the SEO check panel", () => {
  it("previews the result as Google cuts it, on a desktop and a phone, and lists the advice with its level named", async () => {
    render(<SeoCheck subject={subject} />);
    const preview = screen.getByTestId("serp-preview");
    expect(preview).toHaveTextContent("localhost:3000 › blog › ghid-seo");
    expect(preview).toHaveTextContent("Ghid de optimizare SEO pentru magazine online mici");
    const desktop = within(preview).getByText(/^Pașii care aduc/).textContent ?? "";
    await userEvent.click(screen.getByRole("button", { name: "Telefon" }));
    const phone = within(preview).getByText(/^Pașii care aduc/).textContent ?? "";
    expect(phone.endsWith("…")).toBe(true);
    expect(phone.length).toBeLessThan(desktop.length);

    const advice = screen.getByRole("list");
    expect(advice).toHaveTextContent("Problemă: O imagine nu are text alternativ (alt).");
    expect(advice).toHaveTextContent("Bine: Expresia cheie apare în titlul SEO.");
    expect(advice).toHaveTextContent("Problemă: Expresia cheie lipsește din adresa (slug).");
    expect(screen.getByText("Sunt doar sfaturi: puteți salva oricând.")).toBeInTheDocument();
  });
});
