import type { Status } from "@/lib/content-status";

/** Shapes of the demo content; seed-demo.ts turns them into rows (images, ids and dates are added there). */

export type FaqSeed = { question: string; answer: string };

export type ServiceSeed = {
  title: string;
  slug: string;
  heroText: string;
  excerpt: string;
  heading: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  faqs: FaqSeed[];
  status?: Status;
  children?: ServiceSeed[];
};

export type BlogSeed = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categories: string[];
  metaTitle: string;
  metaDescription: string;
  /** Age of the article when the demo is installed; the home slider shows the newest first. */
  daysAgo: number;
  status: Status;
};

export type CaseStudySeed = {
  title: string;
  slug: string;
  client: string;
  industry: string;
  services: string;
  perioada: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  daysAgo: number;
  status: Status;
};

export type TeamSeed = { name: string; title: string; keyword: string; description: string };

/** Exactly the labels of the Tarife page filter (SPEC 2.1). */
export const PLAN_CATEGORIES = ["Development", "PPC", "SEO", "Social Media", "Strategic", "Branding", "Email"] as const;
export type PlanCategoryName = (typeof PLAN_CATEGORIES)[number];

export type PlanSeed = {
  name: string;
  price: string;
  description: string;
  planType: "featured" | "recommended" | "none";
  /** null: a complete package (Pachet Complet). */
  category: PlanCategoryName | null;
  status: Status;
};

export type AnswerSeed = { value: string; label: string; subtitle?: string };
export type QuestionSeed = { question: string; type: "radio" | "checkbox"; subtitle: string; answers: AnswerSeed[] };

export type PageSeed = {
  name: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  upperContent: string;
  lowerContent: string;
};

export type SubmissionSeed = {
  nume: string;
  prenume: string;
  email: string;
  telefon: string;
  website: string;
  mesaj: string;
  selectedPackage: string | null;
  answers: { question: string; label: string }[];
  read: boolean;
  hoursAgo: number;
};
