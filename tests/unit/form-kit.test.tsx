import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormActions, PHONE_QUERY } from "@/components/admin/forms/form-kit";
import { answerMediaQueries } from "../support/match-media";

/** jsdom has no layout: the phone is a matchMedia answer. */
function screenWidth(phone: boolean) {
  window.matchMedia = answerMediaQueries((query) => phone && query === PHONE_QUERY);
}

function renderForm() {
  render(
    <form aria-label="Articol">
      <label htmlFor="t">Titlu</label>
      <input id="t" />
      <label htmlFor="s">Status</label>
      <select id="s">
        <option>Draft</option>
      </select>
      <div contentEditable suppressContentEditableWarning role="textbox" aria-label="Conținut" tabIndex={0} />
      <FormActions cancelHref="/internal-admin-portalv1.0.1/blog" submitting={false} submitLabel="Salvează articolul" />
    </form>,
  );
  return userEvent.setup();
}

const bar = () => screen.getByRole("button", { name: "Salvează articolul" }).closest("[data-save-bar]") as HTMLElement;
const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe("FormActions (the save bar)", () => {
  it("on a phone: one compact row, and it stops covering the screen while the keyboard is up", async () => {
    screenWidth(true);
    const user = renderForm();
    // The label keeps its full accessible name; past the first word it is for screen readers only on a phone.
    const submit = screen.getByRole("button", { name: "Salvează articolul" });
    expect(submit.querySelector(".max-sm\\:sr-only")).toHaveTextContent("articolul");
    expect(bar().className).toMatch(/(^| )py-2( |$)/);
    expect(bar()).toHaveClass("sticky");

    await user.click(screen.getByLabelText("Titlu"));
    expect(bar()).not.toHaveClass("sticky"); // at the end of the form, not over the text being typed
    expect(bar()).toHaveAttribute("data-typing");

    await user.click(screen.getByRole("textbox", { name: "Conținut" })); // the rich-text editor
    expect(bar()).not.toHaveClass("sticky");

    await user.selectOptions(screen.getByLabelText("Status"), "Draft"); // no keyboard for a select
    expect(bar()).toHaveClass("sticky");

    await user.click(screen.getByLabelText("Titlu"));
    await user.click(document.body); // the keyboard closes: Salvează is back at the bottom of the screen
    expect(bar()).toHaveClass("sticky");
    expect(bar()).not.toHaveAttribute("data-typing");
  });

  it("on a wider screen it stays sticky while typing", async () => {
    screenWidth(false);
    const user = renderForm();
    await user.click(screen.getByLabelText("Titlu"));
    expect(bar()).toHaveClass("sticky");
    expect(screen.getByRole("link", { name: "Anulează" })).toHaveAttribute("href", "/internal-admin-portalv1.0.1/blog");
  });
});
