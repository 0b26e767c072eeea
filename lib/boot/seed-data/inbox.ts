import { QUESTIONS } from "./questions";
import type { SubmissionSeed } from "./types";

/** Questionnaire answers as the inbox stores them: one {question, label} pair per chosen value. */
function answered(choices: Record<number, string[]>): SubmissionSeed["answers"] {
  return Object.entries(choices).flatMap(([index, values]) => {
    const question = QUESTIONS[Number(index)];
    return values.map((value) => {
      const found = question.answers.find((a) => a.value === value);
      if (!found) throw new Error(`Demo answer ${value} is not an answer of "${question.question}"`);
      return { question: question.question, label: found.label };
    });
  });
}

/** Three fictional leads (addresses on the reserved example.com domain). */
export const SUBMISSIONS: SubmissionSeed[] = [
  {
    nume: "Popa",
    prenume: "Raluca",
    email: "raluca.popa@example.com",
    telefon: "+40722111222",
    website: "Clinica Dr. Popa",
    mesaj:
      "Bună ziua! Avem o clinică de dermatologie cu două cabinete și am vrea mai multe programări online. Putem discuta săptămâna viitoare?",
    selectedPackage: null,
    answers: answered({
      0: ["clinica-medicala"],
      1: ["mai-multi-clienti"],
      2: ["seo", "google-ads", "website"],
      3: ["canal-facebook-instagram"],
      4: ["buget-1000-3000"],
      5: ["o-luna"],
    }),
    read: false,
    hoursAgo: 0.4,
  },
  {
    nume: "Ionescu",
    prenume: "Vlad",
    email: "vlad.ionescu@example.com",
    telefon: "0744555666",
    website: "www.example.com",
    mesaj:
      "Salut, sunt interesat de pachetul Creștere pentru magazinul nostru de echipamente sportive. Ce include exact partea de Google Ads?",
    selectedPackage: "Pachet Creștere",
    answers: [],
    read: true,
    hoursAgo: 50,
  },
  {
    nume: "Dobre",
    prenume: "Ana-Maria",
    email: "ana.dobre@example.com",
    telefon: "+40733222111",
    website: "Pensiunea Dealul Verde",
    mesaj:
      "Vrem să refacem logo-ul și site-ul pensiunii înainte de sezonul de vară. Ne puteți trimite câteva exemple de proiecte din HoReCa?",
    selectedPackage: null,
    answers: [],
    read: false,
    hoursAgo: 27,
  },
];

/** The shared palette of the rich-text editor (settings key "customColors"): the brand colours. */
export const CUSTOM_COLORS_KEY = "customColors";
export const CUSTOM_COLORS: string[] = ["#1e1b4b", "#6d28d9", "#f97366", "#c4b5fd", "#0f766e", "#f59e0b"];
