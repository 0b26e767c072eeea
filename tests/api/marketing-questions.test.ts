import fc from "fast-check";
import { api, tokens } from "../support/api";

type Answer = { id: number; value: string; label: string; subtitle: string };
type Question = {
  id: number;
  question: string;
  type: string;
  order: number;
  subtitle: string;
  answers: Answer[];
  created_at?: string;
  updated_at?: string;
};
type ErrorBody = { message: string; errors?: Record<string, string> };

const REQUIRED = "Acest câmp este obligatoriu";
const ADMIN_LIST = "/api/admin/marketing-questions";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

async function create(body: Record<string, unknown>): Promise<Question> {
  const res = await api<Question>("POST", ADMIN_LIST, { token: admin, body });
  expect(res.status).toBe(201);
  return res.body;
}

async function adminList(): Promise<Question[]> {
  const res = await api<Question[]>("GET", ADMIN_LIST, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
}

describe("marketing questions: access", () => {
  it("keeps every admin route from editors (403) and anonymous callers (401)", async () => {
    const calls: Array<[string, string]> = [
      ["GET", ADMIN_LIST],
      ["POST", ADMIN_LIST],
      ["PUT", `${ADMIN_LIST}/1`],
      ["DELETE", `${ADMIN_LIST}/1`],
      ["DELETE", "/api/admin/marketing-answers/1"],
    ];
    for (const [method, url] of calls) {
      const body = method === "POST" || method === "PUT" ? { question: "Q", type: "radio" } : undefined;
      const asEditor = await api<ErrorBody>(method, url, { token: editor, body });
      expect([method, url, asEditor.status]).toEqual([method, url, 403]);
      expect(asEditor.body.message).toBe("Nu aveți permisiunea de a efectua această acțiune.");
      const anon = await api(method, url, { body });
      expect([method, url, anon.status]).toEqual([method, url, 401]);
    }
    expect(await adminList()).toEqual([]);
  });
});

describe("marketing questions: admin", () => {
  it("creates a question, dropping answers without a label or a value", async () => {
    const q = await create({
      question: "  Ce buget lunar aveți?  ",
      type: "radio",
      order: "2",
      subtitle: "Alegeți o variantă",
      answers: [
        { value: "mic", label: "Sub 1000 €", subtitle: "Start" },
        { value: "", label: "Fără valoare" },
        { value: "fara-eticheta", label: "   " },
        { label: "Lipsește valoarea" },
        null,
        { value: "mare", label: "Peste 1000 €" },
      ],
    });
    expect(q).toMatchObject({ question: "Ce buget lunar aveți?", type: "radio", order: 2, subtitle: "Alegeți o variantă" });
    expect(q.answers.map(({ value, label, subtitle }) => ({ value, label, subtitle }))).toEqual([
      { value: "mic", label: "Sub 1000 €", subtitle: "Start" },
      { value: "mare", label: "Peste 1000 €", subtitle: "" },
    ]);
    expect(q.answers.every((a) => Number.isInteger(a.id))).toBe(true);
    const stored = (await adminList()).find((x) => x.id === q.id);
    expect(stored?.answers).toEqual(q.answers);
  });

  it("validates question text, type, order and unique answer values in Romanian", async () => {
    const missing = await api<ErrorBody>("POST", ADMIN_LIST, { token: admin, body: { question: " ", answers: [] } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ question: REQUIRED, type: REQUIRED });

    const wrong = await api<ErrorBody>("POST", ADMIN_LIST, {
      token: admin,
      body: { question: "Q", type: "select", order: 1.5 },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      type: "Tipul trebuie să fie radio sau checkbox",
      order: "Ordinea trebuie să fie un număr întreg",
    });

    const dup = await api<ErrorBody>("POST", ADMIN_LIST, {
      token: admin,
      body: { question: "Q", type: "checkbox", answers: [{ value: "seo", label: "SEO" }, { value: " seo ", label: "Alt SEO" }] },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors?.answers).toBe(
      "Valorile răspunsurilor trebuie să fie unice în cadrul unei întrebări: valoarea „seo” apare de mai multe ori.",
    );

    const notList = await api<ErrorBody>("POST", ADMIN_LIST, { token: admin, body: { question: "Q", type: "radio", answers: "x" } });
    expect(notList.status).toBe(422);
    expect(notList.body.errors?.answers).toBe("Răspunsurile trebuie trimise ca listă");
  });

  it("orders questions by order then id, and answers as saved", async () => {
    const before = (await adminList()).map((q) => q.id);
    const late = await create({ question: "Ultima", type: "radio", order: 50, answers: [{ value: "a", label: "A" }] });
    const early = await create({ question: "Prima", type: "checkbox", order: -1, answers: [{ value: "a", label: "A" }] });
    const tieA = await create({ question: "Egal A", type: "radio", order: 10, answers: [{ value: "a", label: "A" }] });
    const tieB = await create({ question: "Egal B", type: "radio", order: 10, answers: [{ value: "a", label: "A" }] });
    const ids = (await adminList()).map((q) => q.id).filter((id) => !before.includes(id));
    expect(ids).toEqual([early.id, tieA.id, tieB.id, late.id]);
    const all = await adminList();
    const orders = all.map((q) => q.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("updates answers in place, creates new ones and deletes the missing ones", async () => {
    const q = await create({
      question: "Ce servicii vă interesează?",
      type: "checkbox",
      answers: [
        { value: "seo", label: "SEO" },
        { value: "ppc", label: "PPC" },
        { value: "smm", label: "Social Media" },
      ],
    });
    const [seo, ppc, smm] = q.answers;
    const res = await api<Question>("PUT", `${ADMIN_LIST}/${q.id}`, {
      token: admin,
      body: {
        question: "Ce servicii doriți?",
        type: "checkbox",
        order: 3,
        subtitle: "Puteți alege mai multe",
        updated_at: q.updated_at,
        answers: [
          { id: smm.id, value: "social", label: "Social Media Management", subtitle: "Facebook, Instagram" },
          { value: "web", label: "Website" },
          { id: seo.id, value: "seo", label: "SEO tehnic" },
          { id: 999999, value: "email", label: "E-mail" },
          { value: "", label: "Incomplet" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ question: "Ce servicii doriți?", order: 3, subtitle: "Puteți alege mai multe" });
    expect(res.body.answers.map((a) => [a.value, a.label])).toEqual([
      ["social", "Social Media Management"],
      ["web", "Website"],
      ["seo", "SEO tehnic"],
      ["email", "E-mail"],
    ]);
    expect(res.body.answers[0].id).toBe(smm.id);
    expect(res.body.answers[0].subtitle).toBe("Facebook, Instagram");
    expect(res.body.answers[2].id).toBe(seo.id);
    expect(res.body.answers.map((a) => a.id)).not.toContain(ppc.id);
    expect(res.body.answers.map((a) => a.id)).not.toContain(999999);
    expect((await adminList()).find((x) => x.id === q.id)?.answers).toEqual(res.body.answers);
    // The removed answer is really gone.
    expect((await api("DELETE", `/api/admin/marketing-answers/${ppc.id}`, { token: admin })).status).toBe(404);
  });

  it("does not steal an answer of another question by its id", async () => {
    const other = await create({ question: "Alta", type: "radio", answers: [{ value: "x", label: "X" }] });
    const mine = await create({ question: "A mea", type: "radio", answers: [{ value: "y", label: "Y" }] });
    const res = await api<Question>("PUT", `${ADMIN_LIST}/${mine.id}`, {
      token: admin,
      body: { question: "A mea", type: "radio", answers: [{ id: other.answers[0].id, value: "z", label: "Z" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.answers.map((a) => a.value)).toEqual(["z"]);
    expect(res.body.answers[0].id).not.toBe(other.answers[0].id);
    expect((await adminList()).find((x) => x.id === other.id)?.answers).toEqual(other.answers);
  });

  it("refuses a stale save leaving question and answers untouched, and 404s an unknown question", async () => {
    const q = await create({ question: "Versiuni", type: "radio", answers: [{ value: "a", label: "A" }] });
    const first = await api<Question>("PUT", `${ADMIN_LIST}/${q.id}`, {
      token: admin,
      body: { question: "Versiuni 2", type: "radio", updated_at: q.updated_at, answers: q.answers },
    });
    expect(first.status).toBe(200);
    const stale = await api<ErrorBody>("PUT", `${ADMIN_LIST}/${q.id}`, {
      token: admin,
      body: { question: "Versiuni 3", type: "radio", updated_at: q.updated_at, answers: [] },
    });
    expect(stale.status).toBe(409);
    const stored = (await adminList()).find((x) => x.id === q.id);
    expect(stored?.question).toBe("Versiuni 2");
    expect(stored?.answers).toEqual(q.answers);

    const missing = await api<ErrorBody>("PUT", `${ADMIN_LIST}/999999`, { token: admin, body: { question: "Q", type: "radio" } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Întrebarea nu a fost găsită.");
    expect((await api("PUT", `${ADMIN_LIST}/abc`, { token: admin, body: { question: "Q", type: "radio" } })).status).toBe(404);
  });

  it("deletes one answer without making the open form stale, and deletes a question with its answers", async () => {
    const q = await create({
      question: "De șters",
      type: "radio",
      answers: [{ value: "a", label: "A" }, { value: "b", label: "B" }],
    });
    const del = await api<ErrorBody>("DELETE", `/api/admin/marketing-answers/${q.answers[0].id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Răspunsul a fost șters.");
    expect((await adminList()).find((x) => x.id === q.id)?.answers.map((a) => a.value)).toEqual(["b"]);
    const again = await api<ErrorBody>("DELETE", `/api/admin/marketing-answers/${q.answers[0].id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Răspunsul nu a fost găsit.");

    // The form still holds the updated_at it loaded; its save goes through.
    const save = await api<Question>("PUT", `${ADMIN_LIST}/${q.id}`, {
      token: admin,
      body: { question: "De șters", type: "radio", updated_at: q.updated_at, answers: [q.answers[1]] },
    });
    expect(save.status).toBe(200);

    const gone = await api<ErrorBody>("DELETE", `${ADMIN_LIST}/${q.id}`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe("Întrebarea a fost ștearsă.");
    expect((await adminList()).map((x) => x.id)).not.toContain(q.id);
    expect((await api("DELETE", `/api/admin/marketing-answers/${q.answers[1].id}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `${ADMIN_LIST}/${q.id}`, { token: admin })).status).toBe(404);
  });
});

describe("marketing questions: random input", () => {
  it("never answers a random answer list with a 500, and what it accepts is what it stores", async () => {
    const q = await create({ question: "Aleator", type: "checkbox", answers: [{ value: "a", label: "A" }, { value: "b", label: "B" }] });
    const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const answer = fc.oneof(
      fc.record(
        { id: fc.oneof(fc.constantFrom(...q.answers.map((a) => a.id)), scalar), value: scalar, label: scalar, subtitle: scalar },
        { requiredKeys: [] },
      ),
      scalar,
    );
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { maxLength: 6 }), scalar, async (answers, order) => {
        const res = await api<Question>("PUT", `${ADMIN_LIST}/${q.id}`, {
          token: admin,
          body: { question: "Aleator", type: "checkbox", order, answers },
        });
        if (res.status >= 500) return false;
        if (res.status !== 200) return res.status === 422;
        const stored = (await adminList()).find((x) => x.id === q.id);
        return JSON.stringify(stored?.answers) === JSON.stringify(res.body.answers);
      }),
      { numRuns: 40 },
    );
  });
});

describe("marketing questions: public questionnaire", () => {
  it("lists questions in order with their answers, without internal fields or unanswerable questions", async () => {
    const empty = await create({ question: "Fără răspunsuri", type: "radio", order: -100, answers: [] });
    const res = await api<Question[]>("GET", "/api/marketing-questions");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.map((q) => q.id)).not.toContain(empty.id);
    for (const q of res.body) {
      expect(Object.keys(q).sort()).toEqual(["answers", "id", "order", "question", "subtitle", "type"]);
      for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(["id", "label", "subtitle", "value"]);
    }
    const admins = (await adminList()).filter((q) => q.answers.length > 0);
    expect(res.body.map((q) => q.id)).toEqual(admins.map((q) => q.id));
    expect(res.body[0].answers).toEqual(admins[0].answers);
  });
});
