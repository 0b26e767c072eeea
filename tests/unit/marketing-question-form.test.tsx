import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STALE_SAVE_MESSAGE } from "@/components/admin/forms/edit-conflict";
import { QuestionForm } from "@/components/admin/marketing-questions/question-form";
import { ApiClientError } from "@/lib/api/client";
import type { MarketingQuestion, QuestionPayload } from "@/lib/api/marketing-questions";

// jsdom has no layout: the focus-first-error hook scrolls the failing field into view.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

const SAVED: MarketingQuestion = {
  id: 12,
  question: "Ce buget aveți?",
  type: "radio",
  order: 5,
  subtitle: "",
  updated_at: "2026-03-01T10:00:00.000Z",
  answers: [
    { id: 101, value: "mic", label: "Sub 500 euro", subtitle: "" },
    { id: 102, value: "mediu", label: "500 - 2000 euro", subtitle: "" },
    { id: 103, value: "mare", label: "Peste 2000 euro", subtitle: "Campanii complexe" },
  ],
};

function setup(options: { question?: MarketingQuestion; onDeleteAnswer?: (id: number) => Promise<unknown>; onSubmit?: (p: QuestionPayload) => Promise<void> } = {}) {
  const onSubmit = jest.fn(options.onSubmit ?? (async () => undefined));
  const onDeleteAnswer = jest.fn(options.onDeleteAnswer ?? (async () => undefined));
  render(
    <QuestionForm question={options.question} defaultOrder={7} cancelHref="/internal-admin-portalv1.0.1/marketing-questions" onSubmit={onSubmit} onDeleteAnswer={onDeleteAnswer} />,
  );
  const submit = screen.getByRole("button", { name: options.question ? "Salvează modificările" : "Creează întrebarea" });
  return { onSubmit, onDeleteAnswer, submit, user: userEvent.setup() };
}

const answer = (n: number) => screen.getByRole("group", { name: `Răspunsul ${n}` });
const answers = () => screen.queryAllByRole("group", { name: /^Răspunsul \d+$/ });
const labelOf = (n: number) => within(answer(n)).getByLabelText("Etichetă");
const valueOf = (n: number) => within(answer(n)).getByLabelText("Valoare (identificator)");

let confirmSpy: jest.SpyInstance<boolean, [message?: string]>;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

describe("QuestionForm answers list", () => {
  it("starts a new question with one empty answer and the proposed order; adds more", async () => {
    const { user } = setup();
    expect(answers()).toHaveLength(1);
    expect(screen.getByLabelText("Ordine")).toHaveValue(7);
    await user.click(screen.getByRole("button", { name: "Adaugă răspuns" }));
    await user.click(screen.getByRole("button", { name: "Adaugă răspuns" }));
    expect(answers()).toHaveLength(3);
    expect(labelOf(3)).toHaveValue("");
  });

  it("fills the value from the label until the value is edited by hand", async () => {
    const { user } = setup();
    await user.type(labelOf(1), "Clinică medicală");
    expect(valueOf(1)).toHaveValue("clinica-medicala");
    await user.clear(valueOf(1));
    await user.type(valueOf(1), "clinica");
    await user.type(labelOf(1), " privată");
    expect(valueOf(1)).toHaveValue("clinica");
  });

  it("keeps a saved answer's value when its label changes", async () => {
    const { user } = setup({ question: SAVED });
    await user.clear(labelOf(1));
    await user.type(labelOf(1), "Până în 500 euro");
    expect(valueOf(1)).toHaveValue("mic");
  });

  it("removes a new answer without asking or calling the API", async () => {
    const { user, onDeleteAnswer } = setup();
    await user.click(screen.getByRole("button", { name: "Adaugă răspuns" }));
    await user.type(labelOf(2), "De șters");
    await user.click(screen.getByRole("button", { name: "Șterge răspunsul 2" }));
    expect(answers()).toHaveLength(1);
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(onDeleteAnswer).not.toHaveBeenCalled();
  });

  it("deletes a saved answer through the API after the confirmation", async () => {
    const { user, onDeleteAnswer } = setup({ question: SAVED });
    await user.click(screen.getByRole("button", { name: "Șterge răspunsul 2" }));
    expect(confirmSpy).toHaveBeenCalledWith("Sunteți sigur că doriți să ștergeți acest răspuns?");
    expect(onDeleteAnswer).toHaveBeenCalledWith(102);
    await waitFor(() => expect(answers()).toHaveLength(2));
    expect(labelOf(2)).toHaveValue("Peste 2000 euro");
    expect(screen.getByRole("status")).toHaveTextContent("Răspunsul a fost șters.");
  });

  it("keeps a saved answer when the confirmation is dismissed or the delete fails", async () => {
    const { user, onDeleteAnswer } = setup({
      question: SAVED,
      onDeleteAnswer: async () => {
        throw new ApiClientError(500, "");
      },
    });
    confirmSpy.mockReturnValueOnce(false);
    await user.click(screen.getByRole("button", { name: "Șterge răspunsul 1" }));
    expect(onDeleteAnswer).not.toHaveBeenCalled();
    expect(answers()).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Șterge răspunsul 1" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Nu s-a putut șterge răspunsul");
    expect(answers()).toHaveLength(3);
    expect(labelOf(1)).toHaveValue("Sub 500 euro");
  });

  it("reorders answers with the up and down buttons", async () => {
    const { user, onSubmit, submit } = setup({ question: SAVED });
    expect(screen.getByRole("button", { name: "Mută răspunsul 1 în sus" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Mută răspunsul 3 în jos" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Mută răspunsul 3 în sus" }));
    await user.click(screen.getByRole("button", { name: "Mută răspunsul 1 în jos" }));
    expect([1, 2, 3].map((n) => (labelOf(n) as HTMLInputElement).value)).toEqual(["Peste 2000 euro", "Sub 500 euro", "500 - 2000 euro"]);
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].answers.map((a: { id?: number }) => a.id)).toEqual([103, 101, 102]);
  });
});

describe("QuestionForm save", () => {
  it("requires the question and the type", async () => {
    const { user, onSubmit, submit } = setup();
    await user.click(submit);
    expect(await screen.findAllByText("Acest câmp este obligatoriu")).toHaveLength(2);
    expect(screen.getByLabelText(/^Întrebare\*?$/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Tip\*?$/)).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByLabelText(/^Întrebare\*?$/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("drops answers lacking a label or a value, and says so before saving", async () => {
    const { user, onSubmit, submit } = setup();
    expect(screen.getByText(/răspunsurile fără etichetă sau fără valoare nu se salvează/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Întrebare\*?$/), "Ce canale folosiți?");
    await user.selectOptions(screen.getByLabelText(/^Tip\*?$/), "checkbox");
    await user.type(labelOf(1), "Google Ads");
    await user.click(screen.getByRole("button", { name: "Adaugă răspuns" }));
    await user.type(labelOf(2), "Fără valoare");
    await user.clear(valueOf(2));
    await user.click(screen.getByRole("button", { name: "Adaugă răspuns" }));
    await user.type(labelOf(3), "Facebook");
    await user.click(screen.getByRole("button", { name: "Adaugă răspuns" }));
    expect(within(answer(2)).getByText("Incomplet: nu se va salva")).toBeInTheDocument();
    expect(within(answer(4)).getByText("Gol: nu se va salva")).toBeInTheDocument();
    expect(screen.getByText("2 răspunsuri se vor salva, 2 incomplete vor fi ignorate.")).toBeInTheDocument();

    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      question: "Ce canale folosiți?",
      subtitle: "",
      type: "checkbox",
      order: 7,
      answers: [
        { value: "google-ads", label: "Google Ads", subtitle: "" },
        { value: "facebook", label: "Facebook", subtitle: "" },
      ],
    });
  });

  it("sends the saved answers' ids and updated_at on edit", async () => {
    const { user, onSubmit, submit } = setup({ question: SAVED });
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0][0];
    expect(payload.updated_at).toBe(SAVED.updated_at);
    expect(payload.answers).toEqual(SAVED.answers);
  });

  it("puts a repeated value's error on the repeated answer", async () => {
    const { user, onSubmit, submit } = setup({ question: SAVED });
    await user.clear(valueOf(3));
    await user.type(valueOf(3), "mic");
    await user.click(submit);
    expect(await within(answer(3)).findByText(/valoarea „mic” apare de mai multe ori/)).toBeInTheDocument();
    expect(within(answer(1)).queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(valueOf(3)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the stale-save conflict and the generic fallback", async () => {
    const stale = "Conținutul a fost modificat de altcineva între timp, așa că modificarea dvs. nu a fost salvată.";
    let error = new ApiClientError(409, stale);
    const { user, submit } = setup({
      question: SAVED,
      onSubmit: async () => {
        throw error;
      },
    });
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(STALE_SAVE_MESSAGE);
    error = new ApiClientError(500, "");
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Eroare la salvare"));
  });

  it("maps the API's field errors back to the form's answer rows", async () => {
    const { user, submit } = setup({
      question: { ...SAVED, answers: [{ id: 101, value: "", label: "Incomplet", subtitle: "" }, ...SAVED.answers.slice(1)] },
      onSubmit: async () => {
        // The API saw only the two complete answers: its index 1 is the form's row 3.
        throw new ApiClientError(422, "Valoarea este prea lungă", { "answers[1].subtitle": "Valoarea este prea lungă" });
      },
    });
    await user.click(submit);
    expect(await within(answer(3)).findByText("Valoarea este prea lungă")).toBeInTheDocument();
    expect(within(answer(2)).queryByText("Valoarea este prea lungă")).not.toBeInTheDocument();
  });
});
