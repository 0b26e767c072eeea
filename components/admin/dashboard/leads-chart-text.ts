import { LEAD_WEEKS, type LeadWeekDto } from "@/lib/lead-stats";
import { romanianCount } from "@/lib/plural";

export const LEADS_CHART_MSG = {
  title: "Mesaje pe săptămână",
  period: `(ultimele ${LEAD_WEEKS} săptămâni)`,
  weeks: "Mesaje pe fiecare săptămână",
  bySource: "După sursă",
  empty: `Niciun mesaj în ultimele ${LEAD_WEEKS} săptămâni.`,
  emptyHint: "Graficul se completează pe măsură ce sosesc mesaje prin formularul de contact.",
} as const;

/** Romanian plural: 1 mesaj, 2 mesaje, 20 de mesaje, 101 mesaje, 120 de mesaje. */
export const messagesLabel = (n: number): string => romanianCount(n, "mesaj", "mesaje");

const dayMonth = new Intl.DateTimeFormat("ro-RO", { day: "numeric", month: "short", timeZone: "UTC" });

/** "2025-10-13" -> "13 oct." (the date is a calendar day, so it is read and shown in UTC, never shifted). */
export const weekLabel = (start: string) => dayMonth.format(new Date(`${start}T00:00:00Z`));

/** What a bar says to a screen reader and in its tooltip: "Săptămâna 13 oct.: 3 mesaje". */
export const weekBarLabel = (week: LeadWeekDto, current: boolean) =>
  `Săptămâna ${weekLabel(week.start)}${current ? " (în curs)" : ""}: ${messagesLabel(week.count)}`;
