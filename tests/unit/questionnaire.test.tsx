import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Questionnaire } from "@/components/public/questionnaire/questionnaire";
import { readAnswers } from "@/lib/leads/contact-form-model";
import { INITIAL_CONTACT_STATE } from "@/lib/leads/contact-form-state";
import { FORM_OUTCOME, SCRIPT_FIELD } from "@/lib/form-post";
import { applyFormOutcomeStyles } from "../support/form-outcome-styles";
import type { QuestionnaireFormState } from "@/components/public/questionnaire/questionnaire-form-state";
import {
  canGoBack,
  canGoNext,
  chooseAnswer,
  initialQuestionnaireState,
  isContactStep,
  progress,
  questionnaireReducer,
  type QuestionnaireQuestion,
  type QuestionnaireState,
} from "@/components/public/questionnaire/questionnaire-state";

// Each step posts to a Server Action; here a stand-in answers the last step as the server does.
const advanceQuestionnaire = jest.fn<Promise<QuestionnaireFormState>, [QuestionnaireFormState, FormData]>();
jest.mock("@/components/public/questionnaire/questionnaire-action", () => ({
  advanceQuestionnaire: (state: QuestionnaireFormState, form: FormData) => advanceQuestionnaire(state, form),
}));

const listQuestionnaire = jest.fn();
jest.mock("@/lib/server/public-data", () => ({ listQuestionnaire: () => listQuestionnaire() }));

const BUSINESS: QuestionnaireQuestion = {
  id: 11,
  question: "Ce tip de afacere ai?",
  type: "radio",
  order: 1,
  subtitle: "Ne ajută să îți recomandăm strategiile potrivite.",
  answers: [
    { id: 1, value: "clinica-medicala", label: "Clinică sau cabinet medical", subtitle: "Stomatologie, recuperare, estetică" },
    { id: 2, value: "magazin-online", label: "Magazin online", subtitle: "" },
  ],
};
const SERVICES: QuestionnaireQuestion = {
  id: 12,
  question: "De ce servicii ai nevoie?",
  type: "checkbox",
  order: 2,
  subtitle: "",
  answers: [
    { id: 3, value: "seo", label: "SEO", subtitle: "" },
    { id: 4, value: "google-ads", label: "Google Ads", subtitle: "" },
    { id: 5, value: "branding", label: "Branding", subtitle: "" },
  ],
};
const QUESTIONS = [BUSINESS, SERVICES];

const run = (state: QuestionnaireState, ...actions: Parameters<typeof questionnaireReducer>[1][]) => actions.reduce(questionnaireReducer, state);

describe("questionnaire state machine (SPEC 4)", () => {
  it("counts step n of questions + 1 with progress = step / total, the last step being the contact form", () => {
    let state = initialQuestionnaireState(QUESTIONS.length);
    expect([state.step, state.total, progress(state)]).toEqual([1, 3, 1 / 3]);
    expect(isContactStep(state)).toBe(false);

    state = run(state, { type: "choose", question: BUSINESS, value: "magazin-online" }, { type: "next", questions: QUESTIONS });
    expect([state.step, progress(state)]).toEqual([2, 2 / 3]);

    state = run(state, { type: "choose", question: SERVICES, value: "seo" }, { type: "next", questions: QUESTIONS });
    expect([state.step, progress(state)]).toEqual([3, 1]);
    expect(isContactStep(state)).toBe(true);
    // Nothing past the contact form.
    expect(run(state, { type: "next", questions: QUESTIONS }).step).toBe(3);
  });

  it("disables Back at step 1 and Mai departe until the current question has an answer", () => {
    const start = initialQuestionnaireState(QUESTIONS.length);
    expect(canGoBack(start)).toBe(false);
    expect(run(start, { type: "back" }).step).toBe(1);
    expect(canGoNext(start, QUESTIONS)).toBe(false);
    expect(run(start, { type: "next", questions: QUESTIONS }).step).toBe(1);

    const answered = run(start, { type: "choose", question: BUSINESS, value: "clinica-medicala" });
    expect(canGoNext(answered, QUESTIONS)).toBe(true);
    const second = run(answered, { type: "next", questions: QUESTIONS });
    expect(canGoBack(second)).toBe(true);
    expect(canGoNext(second, QUESTIONS)).toBe(false);
    expect(run(second, { type: "back" }).step).toBe(1);
  });

  it("radio replaces the chosen value", () => {
    const once = chooseAnswer({}, BUSINESS, "clinica-medicala");
    expect(chooseAnswer(once, BUSINESS, "magazin-online")).toEqual({ "11": "magazin-online" });
  });

  it("checkbox toggles values, keeps the question's order and needs a non-empty list to go on", () => {
    let answers = chooseAnswer({ "11": "b2b" }, SERVICES, "branding");
    answers = chooseAnswer(answers, SERVICES, "seo");
    expect(answers).toEqual({ "11": "b2b", "12": ["seo", "branding"] });
    answers = chooseAnswer(answers, SERVICES, "branding");
    expect(answers).toEqual({ "11": "b2b", "12": ["seo"] });
    answers = chooseAnswer(answers, SERVICES, "seo");
    expect(answers).toEqual({ "11": "b2b" });

    const onServices: QuestionnaireState = { step: 2, total: 3, answers, done: false };
    expect(canGoNext(onServices, QUESTIONS)).toBe(false);
  });

  it("ends on the thank-you state, after which nothing moves", () => {
    const done = run({ step: 3, total: 3, answers: { "11": "b2b" }, done: false }, { type: "submitted" });
    expect(done.done).toBe(true);
    expect(canGoBack(done)).toBe(false);
    expect(run(done, { type: "back" })).toBe(done);
  });
});

describe("questionnaire questions (SPEC 8)", () => {
  it("gives an empty list when the questions cannot be loaded, and logs why", async () => {
    const { loadQuestions } = await import("@/components/public/questionnaire/load-questions");
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    listQuestionnaire.mockRejectedValueOnce(new Error("db down"));
    await expect(loadQuestions()).resolves.toEqual([]);
    expect(log).toHaveBeenCalled();
    listQuestionnaire.mockResolvedValueOnce(QUESTIONS);
    await expect(loadQuestions()).resolves.toEqual(QUESTIONS);
    log.mockRestore();
  });
});

describe("<Questionnaire />", () => {
  beforeAll(applyFormOutcomeStyles);
  const thanked = (state: QuestionnaireFormState): QuestionnaireFormState => ({
    ...state,
    done: true,
    answers: {},
    contact: { ...INITIAL_CONTACT_STATE, status: "sent", receipt: "r-1" },
  });
  beforeEach(() => {
    advanceQuestionnaire.mockReset();
    advanceQuestionnaire.mockImplementation(async (state) => thanked(state));
  });

  it("is a form the server can answer: each step posts its step, its answers so far and the button pressed", () => {
    render(<Questionnaire questions={QUESTIONS} />);
    const form = screen.getByRole("form", { name: "Chestionar pachet personalizat" });
    expect(form.querySelector('input[type="hidden"][name="pas"]')).toHaveValue("1");
    const next = screen.getByRole("button", { name: "Mai departe" });
    expect(next).toHaveAttribute("type", "submit");
    expect(next).toHaveAttribute("name", "directie");
    expect(next).toHaveAttribute("value", "inainte");
    expect(screen.getByRole("radio", { name: "Magazin online" })).toHaveAttribute("name", "raspuns-11");
  });

  async function fillContact(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText("Nume"), "Popescu");
    await user.type(screen.getByLabelText("Prenume"), "Andrei");
    await user.type(screen.getByLabelText("Email"), "andrei@example.com");
    await user.type(screen.getByLabelText("Telefon"), "0755123456");
    await user.type(screen.getByLabelText("Website sau companie"), "Firma SRL");
    await user.type(screen.getByLabelText("Mesaj"), "Vreau o ofertă pentru un pachet personalizat.");
  }

  it("walks the questions with real radio and checkbox inputs, then sends the answers map with the contact form", async () => {
    const user = userEvent.setup();
    render(<Questionnaire questions={QUESTIONS} />);
    const back = screen.getByRole("button", { name: "Înapoi" });
    const next = screen.getByRole("button", { name: "Mai departe" });

    expect(screen.getByText("Pasul 1 din 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progres chestionar" })).toHaveAttribute("aria-valuenow", "33");
    const group = screen.getByRole("group", { name: BUSINESS.question });
    expect(group).toHaveAccessibleDescription(BUSINESS.subtitle);
    expect(within(group).getByText("Stomatologie, recuperare, estetică")).toBeInTheDocument();
    expect(back).toBeDisabled();
    expect(next).toBeDisabled();

    const clinic = within(group).getByRole("radio", { name: "Clinică sau cabinet medical" });
    const shop = within(group).getByRole("radio", { name: "Magazin online" });
    await user.click(clinic);
    await user.click(shop);
    expect(shop).toBeChecked();
    expect(clinic).not.toBeChecked();
    expect(next).toBeEnabled();
    await user.click(next);

    expect(screen.getByText("Pasul 2 din 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "67");
    expect(screen.getByRole("heading", { name: SERVICES.question })).toHaveFocus();
    expect(back).toBeEnabled();
    expect(screen.getByRole("button", { name: "Mai departe" })).toBeDisabled();
    const services = screen.getByRole("group", { name: SERVICES.question });
    await user.click(within(services).getByRole("checkbox", { name: "Branding" }));
    await user.click(within(services).getByRole("checkbox", { name: "SEO" }));
    await user.click(within(services).getByRole("checkbox", { name: "Google Ads" }));
    await user.click(within(services).getByRole("checkbox", { name: "Google Ads" }));
    expect(within(services).getByRole("checkbox", { name: "SEO" })).toBeChecked();
    expect(within(services).getByRole("checkbox", { name: "Google Ads" })).not.toBeChecked();

    // Back keeps what was answered.
    await user.click(back);
    expect(screen.getByRole("radio", { name: "Magazin online" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Mai departe" }));
    await user.click(screen.getByRole("button", { name: "Mai departe" }));

    expect(screen.getByText("Pasul 3 din 3")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(screen.queryByRole("button", { name: "Mai departe" })).not.toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Trimite" }));

    expect(await screen.findByRole("heading", { name: "Mulțumim!" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Înapoi" })).not.toBeInTheDocument();
    expect(advanceQuestionnaire).toHaveBeenCalledTimes(1);
    const form = advanceQuestionnaire.mock.calls[0][1];
    expect(readAnswers(form)).toEqual({ "11": "magazin-online", "12": ["seo", "branding"] });
    expect(form.get("pas")).toBe("3");
    expect(form.get(SCRIPT_FIELD)).toBe("1");
    expect(form.get("selected_package")).toBeNull();
    expect(Object.fromEntries(form.entries())).toMatchObject({ nume: "Popescu", prenume: "Andrei", email: "andrei@example.com" });
  });

  it("comes back from the redirect at #chestionar-trimis on Mulțumim! alone, pushes the event once and cleans the address", async () => {
    window.history.replaceState(null, "", `/tarife#${FORM_OUTCOME.questionnaireSent}`);
    const win = window as Window & { dataLayer?: unknown[] };
    win.dataLayer = [];
    try {
      render(<Questionnaire questions={QUESTIONS} />);
      expect(await screen.findByRole("heading", { name: "Mulțumim!" })).toBeVisible();
      expect(screen.queryByRole("form", { name: "Chestionar pachet personalizat" })).not.toBeInTheDocument();
      expect(window.location.hash).toBe("");
      expect(win.dataLayer).toEqual([{ event: "contactFormSubmissionSuccess" }]);
    } finally {
      window.history.replaceState(null, "", "/");
      delete win.dataLayer;
    }
  });

  it("names each step's heading for the address a step sent without scripts comes back to", () => {
    render(<Questionnaire questions={QUESTIONS} />);
    expect(screen.getByRole("heading", { name: BUSINESS.question })).toHaveAttribute("id", "chestionar-pas");
    expect(screen.queryByRole("heading", { name: "Mulțumim!" })).not.toBeInTheDocument();
  });

  it("opens straight on the contact form when there are no questions", () => {
    render(<Questionnaire questions={[]} />);
    expect(screen.getByText("Pasul 1 din 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Înapoi" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Trimite" })).toBeInTheDocument();
  });

  it("only logs a failed submission: no message for the visitor, no thank-you screen", async () => {
    advanceQuestionnaire.mockImplementation(async (state) => ({
      ...state,
      contact: { ...INITIAL_CONTACT_STATE, status: "refused", failure: "A apărut o eroare la trimiterea mesajului. Vă rugăm să încercați din nou." },
    }));
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Questionnaire questions={[]} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Trimite" }));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText(/A apărut o eroare/)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Mulțumim!" })).not.toBeInTheDocument();
    log.mockRestore();
  });
});
