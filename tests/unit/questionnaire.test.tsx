import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Questionnaire } from "@/components/public/questionnaire/questionnaire";
import {
  installFakeIntersectionObserver,
  installOnScreenIntersectionObserver,
  observers,
  restoreIntersectionObserver,
} from "../support/fake-intersection-observer";
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
  const originalFetch = global.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    // jsdom has no Response: a minimal stand-in with what the contact form reads.
    fetchMock = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ id: 1 }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    installOnScreenIntersectionObserver();
  });
  afterEach(() => {
    global.fetch = originalFetch;
    restoreIntersectionObserver();
  });

  it("draws its first step without form controls until the card is within a screen of the viewport", async () => {
    installFakeIntersectionObserver();
    const user = userEvent.setup();
    const { container } = render(<Questionnaire questions={QUESTIONS} />);
    expect(screen.getByRole("heading", { name: BUSINESS.question })).toBeInTheDocument();
    expect(screen.getByText("Pasul 1 din 3")).toBeInTheDocument();
    expect(container.querySelectorAll("input")).toHaveLength(0);
    // The answers look the same (labels and subtitles), hidden from screen readers until they are real.
    const standIns = screen.getByText("Clinică sau cabinet medical").closest('[aria-hidden="true"]');
    expect(standIns).not.toBeNull();
    expect(within(standIns as HTMLElement).getByText("Stomatologie, recuperare, estetică")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Mai departe/ })).toBeDisabled();

    const watching = observers.filter((o) => o.options?.rootMargin === "100% 0px");
    expect(watching).toHaveLength(1);
    act(() => watching[0].callback([{ isIntersecting: true }]));
    const radio = screen.getByRole("radio", { name: "Clinică sau cabinet medical" });
    await user.click(radio);
    expect(radio).toBeChecked();
    expect(screen.getByRole("button", { name: /Mai departe/ })).toBeEnabled();
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
    expect(body.answers).toEqual({ "11": "magazin-online", "12": ["seo", "branding"] });
    expect(body).not.toHaveProperty("selected_package");
    expect(body).toMatchObject({ nume: "Popescu", prenume: "Andrei", email: "andrei@example.com" });
  });

  it("opens straight on the contact form when there are no questions", () => {
    render(<Questionnaire questions={[]} />);
    expect(screen.getByText("Pasul 1 din 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Înapoi" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Trimite" })).toBeInTheDocument();
  });

  it("only logs a failed submission: no message for the visitor, no thank-you screen", async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 500, json: async () => ({}) }));
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
