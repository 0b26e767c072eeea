/**
 * How one lead reads to the people who follow it up, wherever it is shown: the inbox, the dashboard,
 * the agency's e-mail and the CSV export.
 */

export type AnswerGroup = { question: string; labels: string[] };

/**
 * The questionnaire answers are stored one { question, label } pair per chosen value; each question is
 * shown once with its labels, in the order the questions first appear.
 */
export function groupAnswers(answers: ReadonlyArray<{ question: string; label: string }> | null | undefined): AnswerGroup[] {
  const groups = new Map<string, string[]>();
  for (const { question, label } of answers ?? []) {
    const labels = groups.get(question) ?? [];
    if (!labels.includes(label)) labels.push(label);
    groups.set(question, labels);
  }
  return [...groups].map(([question, labels]) => ({ question, labels }));
}

/** "prenume nume", as a person is addressed. */
export function senderName(s: { nume: string; prenume: string }): string {
  return `${s.prenume} ${s.nume}`.trim();
}
