import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactFaqAccordion } from "@/components/public/contact/contact-faq";
import { CONTACT_FAQS } from "@/components/public/contact/contact-faq-data";
import { FooterContactGate } from "@/components/public/contact/footer-contact-gate";
import { faqPageJsonLd } from "@/lib/seo/json-ld";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const questions = () => screen.getAllByRole("button");
const openPanels = (container: HTMLElement) => Array.from(container.querySelectorAll('[role="region"]')).filter((p) => !(p as HTMLElement).hidden);

describe("/contact FAQ accordion (SPEC 2.1: 8 fixed questions, one open at a time)", () => {
  it("has 8 questions; the first starts open and each button controls its panel", () => {
    expect(CONTACT_FAQS).toHaveLength(8);
    const { container } = render(<ContactFaqAccordion items={CONTACT_FAQS} idPrefix="f" />);
    expect(questions()).toHaveLength(8);
    questions().forEach((button, i) => {
      expect(button).toHaveAttribute("aria-expanded", i === 0 ? "true" : "false");
      const panel = document.getElementById(button.getAttribute("aria-controls") as string) as HTMLElement;
      expect(panel).toHaveTextContent(CONTACT_FAQS[i].answer);
      expect(panel.hidden).toBe(i !== 0);
      expect(button.closest("h3")).not.toBeNull();
    });
    expect(openPanels(container)).toHaveLength(1);
  });

  it("opening one closes the other; clicking the open one closes it", async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactFaqAccordion items={CONTACT_FAQS} />);
    await user.click(questions()[3]);
    expect(questions()[3]).toHaveAttribute("aria-expanded", "true");
    expect(questions()[0]).toHaveAttribute("aria-expanded", "false");
    expect(openPanels(container)).toHaveLength(1);
    expect(screen.getByRole("region", { name: CONTACT_FAQS[3].question })).toBeVisible();

    await user.click(questions()[3]);
    expect(openPanels(container)).toHaveLength(0);
  });

  it("works from the keyboard: Enter and Space toggle, arrows, Home and End move between questions", async () => {
    const user = userEvent.setup();
    render(<ContactFaqAccordion items={CONTACT_FAQS} />);
    questions()[0].focus();
    await user.keyboard("{ArrowDown}");
    expect(questions()[1]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(questions()[1]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(questions()[7]).toHaveFocus();
    await user.keyboard(" ");
    expect(questions()[7]).toHaveAttribute("aria-expanded", "true");
    expect(questions()[1]).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}");
    expect(questions()[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}{Home}");
    expect(questions()[0]).toHaveFocus();
  });

  it("feeds an FAQPage with all 8 questions", () => {
    const node = faqPageJsonLd([...CONTACT_FAQS]);
    expect(node?.["@type"]).toBe("FAQPage");
    expect((node?.mainEntity as unknown[]).length).toBe(8);
  });
});

describe("footer contact block on /contact", () => {
  it("is left out on /contact (the page has its own form and id=contact) and shown everywhere else", () => {
    pathname = "/tarife";
    const { rerender } = render(
      <FooterContactGate>
        <section id="contact">footer</section>
      </FooterContactGate>,
    );
    expect(document.getElementById("contact")).not.toBeNull();
    pathname = "/contact";
    rerender(
      <FooterContactGate>
        <section id="contact">footer</section>
      </FooterContactGate>,
    );
    expect(document.getElementById("contact")).toBeNull();
  });
});
