import { sql } from "drizzle-orm";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { getDb } from "@/lib/db/client";
import { contactSubmissions } from "@/lib/db/schema";
import { addDays, type LeadStatsDto } from "@/lib/lead-stats";
import { siteUrl } from "@/lib/seo/site";
import { api, tokens } from "../support/api";
import { newLead } from "../support/lead";

/**
 * The dashboard's lead chart (issue 32): leads per week in Romania for the last 12 weeks and by
 * source, counted by the database from the contact_submissions rows; admins only (SPEC 6).
 */
type Dashboard = { articles: number; leads?: LeadStatsDto };

type Attribution = Partial<Record<"referrer" | "utmSource" | "gclid" | "fbclid", string>>;

let admin: string;
let editor: string;
let weeks: string[];
beforeAll(async () => ({ admin, editor } = await tokens()));

const dashboard = async (token: string) => {
  const res = await api<Dashboard>("GET", "/api/dashboard", { token });
  expect(res.status).toBe(200);
  return res.body;
};

/** Romania's calendar date now, YYYY-MM-DD. */
const todayInRomania = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Bucharest" });

/** Wednesday noon of the week starting on `monday` (Romanian time; an hour either way stays in the week). */
const midweek = (monday: string) => new Date(Date.parse(`${monday}T12:00:00+02:00`) + 2 * 86_400_000);

/** Midnight in Romania at the start of `date`, less `ms` milliseconds, as the database computes it. */
const romanianMidnight = (date: string, ms = 0) => sql`((${date}::date)::timestamp AT TIME ZONE 'Europe/Bucharest') - make_interval(secs => ${ms / 1000})`;

async function insert(rows: Array<Attribution & { createdAt: Date | ReturnType<typeof sql> }>) {
  const db = await getDb();
  await db
    .insert(contactSubmissions)
    .values(rows.map((r) => ({ nume: "Ionescu", prenume: "Dan", email: "dan@firma.ro", telefon: "0722000000", website: "firma.ro", mesaj: "Un mesaj de test.", ...r })));
}

let nextIp = 1;
/** A lead sent now through the public API, as the contact form sends it with its hidden fields. */
async function post(attribution: Record<string, string>) {
  const res = await api("POST", "/api/contact-submissions", {
    body: newLead(attribution),
    headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.${nextIp++}` },
  });
  expect(res.status).toBe(201);
}

describe("GET /api/dashboard: the leads chart", () => {
  it("gives admins 12 empty weeks, oldest first and ending with this week, before any lead", async () => {
    const stats = (await dashboard(admin)).leads as LeadStatsDto;
    expect(stats.total).toBe(0);
    expect(stats.sources).toEqual([]);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks.every((w) => w.count === 0)).toBe(true);

    weeks = stats.weeks.map((w) => w.start);
    for (const [i, start] of weeks.entries()) {
      // Every week starts on a Monday, seven days after the one before.
      expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(Date.parse(start) - Date.parse(weeks[i - 1])).toBe(7 * 86_400_000);
    }
    const today = todayInRomania();
    expect(weeks[11] <= today).toBe(true);
    expect(Date.parse(today) - Date.parse(weeks[11])).toBeLessThan(7 * 86_400_000);
  });

  it("counts leads per week (zero-filled) and names their sources", async () => {
    const own = `${siteUrl()}/blog/un-articol`;
    await post({ utm_source: "newsletter", gclid: "G-API" });
    await post({ referrer: "https://exemplu.ro/" });
    await insert([
      // The first week starts at Monday midnight in Romania: that instant counts, a millisecond earlier does not.
      { createdAt: romanianMidnight(weeks[0]), gclid: "G0" },
      { createdAt: romanianMidnight(weeks[0], 1), gclid: "G-prea-vechi" },
      { createdAt: midweek(addDays(weeks[0], -7)), utmSource: "vechi" },
      { createdAt: midweek(weeks[3]) },
      { createdAt: midweek(weeks[3]), referrer: own },
      { createdAt: midweek(weeks[3]), referrer: "nu este o adresă" },
      { createdAt: midweek(weeks[6]), referrer: "https://www.Exemplu.ro/articol?x=1" },
      { createdAt: midweek(weeks[7]), fbclid: "F1" },
      { createdAt: midweek(weeks[7]), fbclid: "F2", referrer: "https://l.facebook.com/" },
      { createdAt: midweek(weeks[9]), gclid: "G1" },
      { createdAt: midweek(weeks[9]), gclid: "G2", referrer: "https://www.google.com/" },
      { createdAt: midweek(weeks[10]), utmSource: "newsletter" },
      { createdAt: midweek(weeks[10]), utmSource: " Newsletter ", fbclid: "F3" },
    ]);

    const stats = (await dashboard(admin)).leads as LeadStatsDto;
    expect(stats.weeks.map((w) => w.start)).toEqual(weeks);
    expect(stats.weeks.map((w) => w.count)).toEqual([1, 0, 0, 3, 0, 0, 1, 2, 0, 2, 2, 2]);
    expect(stats.total).toBe(13);
    // Most first, ties by name: the campaign tag beats the click ids, the click ids beat the referrer,
    // and a referrer from the site itself (or none, or no address) is a direct visit.
    expect(stats.sources).toEqual([
      { label: "Direct", count: 3 },
      { label: "Google Ads", count: 3 },
      { label: "newsletter", count: 3 },
      { label: "exemplu.ro", count: 2 },
      { label: "Facebook Ads", count: 2 },
    ]);
  });

  it("names the five largest sources and adds up the rest as Altele", async () => {
    await insert([
      { createdAt: midweek(weeks[5]), referrer: "https://www.linkedin.com/feed/" },
      { createdAt: midweek(weeks[5]), utmSource: "tiktok" },
    ]);
    const stats = (await dashboard(admin)).leads as LeadStatsDto;
    expect(stats.sources.map((s) => s.label)).toEqual(["Direct", "Google Ads", "newsletter", "exemplu.ro", "Facebook Ads", "Altele"]);
    expect(stats.sources.at(-1)).toEqual({ label: "Altele", count: 2 });
    expect(stats.sources.reduce((sum, s) => sum + s.count, 0)).toBe(15);
    expect(stats.weeks[5].count).toBe(2);
    expect(stats.total).toBe(15);
  });

  it("gives editors no lead data at all", async () => {
    const res = await api<Dashboard>("GET", "/api/dashboard", { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.articles).toBe(0);
    expect("leads" in res.body).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/newsletter|Google Ads|exemplu\.ro/);
  });
});

