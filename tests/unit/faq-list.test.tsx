import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqList } from "@/components/admin/services/faq-list";
import type { FaqDraft, FaqErrors } from "@/components/admin/services/service-form-values";

// The list is under test, not the editor: a textarea with the editor's props stands in for it.
jest.mock("@/components/editor/rich-text-editor", () => ({
  RichTextEditor: (props: { id: string; value: string; onChange: (html: string) => void; ariaLabel?: string; variant?: string; invalid?: boolean }) => (
    <textarea
      id={props.id}
      aria-label={props.ariaLabel}
      aria-invalid={props.invalid || undefined}
      data-variant={props.variant}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const ITEMS: FaqDraft[] = [
  { key: "a", question: "Prima întrebare?", answer: "<p>Primul răspuns</p>" },
  { key: "b", question: "A doua întrebare?", answer: "" },
  { key: "c", question: "A treia întrebare?", answer: "<p>Al treilea</p>" },
];

function Harness({ initial = ITEMS, errors, onChange }: { initial?: FaqDraft[]; errors?: Array<FaqErrors | undefined> | string; onChange?: (faqs: FaqDraft[]) => void }) {
  const [faqs, setFaqs] = useState(initial);
  return (
    <FaqList
      faqs={faqs}
      errors={errors}
      showErrors={() => true}
      onChange={(next) => {
        setFaqs(next);
        onChange?.(next);
      }}
      uploadPath="/services/upload"
    />
  );
}

const questions = () => screen.queryAllByRole("textbox", { name: "Întrebare" }).map((el) => (el as HTMLInputElement).value);
const item = (n: number) => screen.getByRole("group", { name: `Întrebarea ${n}` });

describe("FaqList", () => {
  it("adds an empty item with the focus on its question, answers in the compact editor", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    expect(screen.getByText(/nu are încă întrebări frecvente/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Adaugă întrebare" }));
    expect(within(item(1)).getByRole("textbox", { name: "Întrebare" })).toHaveFocus();
    expect(screen.getByLabelText("Răspuns la întrebarea 1")).toHaveAttribute("data-variant", "compact");

    await user.keyboard("Cât costă?");
    await user.click(screen.getByRole("button", { name: "Adaugă întrebare" }));
    expect(questions()).toEqual(["Cât costă?", ""]);
    expect(within(item(2)).getByRole("textbox", { name: "Întrebare" })).toHaveFocus();
  });

  it("moves items up and down and keeps what was typed with each item", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Mută întrebarea 1 în sus" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Mută întrebarea 3 în jos" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Mută întrebarea 3 în sus" }));
    expect(questions()).toEqual(["Prima întrebare?", "A treia întrebare?", "A doua întrebare?"]);
    expect(screen.getByLabelText("Răspuns la întrebarea 2")).toHaveValue("<p>Al treilea</p>");

    await user.click(screen.getByRole("button", { name: "Mută întrebarea 1 în jos" }));
    expect(questions()).toEqual(["A treia întrebare?", "Prima întrebare?", "A doua întrebare?"]);
    expect(onChange).toHaveBeenLastCalledWith([ITEMS[2], ITEMS[0], ITEMS[1]]);
    expect(screen.getByText("Întrebarea 1 a fost mutată pe poziția 2.")).toBeInTheDocument();
  });

  it("removes the chosen item only", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Șterge întrebarea 2" }));
    expect(questions()).toEqual(["Prima întrebare?", "A treia întrebare?"]);
    expect(screen.queryByRole("group", { name: "Întrebarea 3" })).not.toBeInTheDocument();
  });

  it("shows each message on its own item and links it to the control", () => {
    render(
      <Harness
        errors={[undefined, { answer: "Răspunsul este obligatoriu" }, { question: "Întrebarea este obligatorie" }]}
      />,
    );
    expect(within(item(1)).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(item(2)).getByRole("alert")).toHaveTextContent("Răspunsul este obligatoriu");
    expect(within(item(2)).queryByText("Întrebarea este obligatorie")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Răspuns la întrebarea 2")).toHaveAttribute("aria-invalid", "true");
    expect(within(item(3)).getByRole("alert")).toHaveTextContent("Întrebarea este obligatorie");
    const question3 = within(item(3)).getByRole("textbox", { name: "Întrebare" });
    expect(question3).toHaveAttribute("aria-invalid", "true");
    expect(question3).toHaveAccessibleDescription("Întrebarea este obligatorie");
  });

  it("shows a message about the whole list above it", () => {
    render(<Harness errors="Sunt permise cel mult 100 de întrebări frecvente" />);
    expect(screen.getByRole("alert")).toHaveTextContent("Sunt permise cel mult 100 de întrebări frecvente");
  });
});
