import { render } from "@testing-library/react";
import { ContactFaqAccordion } from "@/components/public/contact/contact-faq";
import { CONTACT_FAQS } from "@/components/public/contact/contact-faq-data";
import { FooterContactGate } from "@/components/public/contact/footer-contact-gate";
import { faqPageJsonLd } from "@/lib/seo/json-ld";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

describe("/contact FAQ accordion (SPEC 2.1: 8 fixed questions, one open at a time)", () => {
  it("is an exclusive group of native <details> (one name), the first open, so it works without JavaScript", () => {
    expect(CONTACT_FAQS).toHaveLength(8);
    const { container } = render(<ContactFaqAccordion items={CONTACT_FAQS} idPrefix="f" />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(8);
    expect(new Set(details.map((d) => d.getAttribute("name")))).toEqual(new Set(["f"]));
    expect(details.map((d) => d.open)).toEqual([true, false, false, false, false, false, false, false]);
    details.forEach((d, i) => {
      expect(d.querySelector("summary h3")).toHaveTextContent(CONTACT_FAQS[i].question);
      expect(d).toHaveTextContent(CONTACT_FAQS[i].answer);
    });
  });

  it("feeds an FAQPage with all 8 questions", () => {
    const node = faqPageJsonLd([...CONTACT_FAQS]);
    expect(node?.["@type"]).toBe("FAQPage");
    expect((node?.mainEntity as unknown[]).length).toBe(8);
  });
});

describe("footer contact block", () => {
  const gate = () => (
    <FooterContactGate>
      <section id="contact">footer</section>
    </FooterContactGate>
  );

  it("is left out on /contact and /tarife (their pages end with their own form and id=contact) and shown everywhere else", () => {
    pathname = "/blog";
    const { rerender } = render(gate());
    expect(document.getElementById("contact")).not.toBeNull();
    for (const path of ["/contact", "/tarife", "/tarife/pachet/00000000-0000-4000-8000-000000000001"]) {
      pathname = path;
      rerender(gate());
      expect(document.getElementById("contact")).toBeNull();
    }
  });
});
