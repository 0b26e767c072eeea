/** @jest-environment node */
import { autoReplyHourlyRule, leadSettingNotices, suspectRule } from "@/lib/server/lead-settings";

// The lead pipeline's defences an operator may tune (issue 38): whole numbers in range, 0 turns a
// defence off (or, for the hourly cap, sends no confirmations), anything else falls back to the default
// and the start log says so.
/** An environment of just these variables. */
const env = (vars: Record<string, string> = {}) => vars as NodeJS.ProcessEnv;
const MAIL = { SMTP_URL: "smtp://u:p@127.0.0.1:2525", MAIL_FROM: "site@agentie.ro", LEADS_NOTIFY_TO: "vanzari@agentie.ro" };

describe("LEADS_SUSPECT_LIMIT and LEADS_SUSPECT_WINDOW_MINUTES", () => {
  it("default to 60 leads in 10 minutes, site-wide", () => {
    expect(suspectRule(env())).toEqual({ scope: "lead-flood", limit: 60, windowSeconds: 600 });
    expect(leadSettingNotices(env())).toEqual([
      "Peste 60 de mesaje în 10 minute, mesajele noi sunt marcate ca suspecte și nu se trimit pe e-mail până nu sunt eliberate.",
    ]);
  });

  it("take whole numbers, and 0 in either turns the marking off", () => {
    expect(suspectRule(env({ LEADS_SUSPECT_LIMIT: " 200 ", LEADS_SUSPECT_WINDOW_MINUTES: "30" }))).toMatchObject({ limit: 200, windowSeconds: 1800 });
    expect(suspectRule(env({ LEADS_SUSPECT_LIMIT: "0" }))).toBeNull();
    expect(suspectRule(env({ LEADS_SUSPECT_WINDOW_MINUTES: "0" }))).toBeNull();
    expect(leadSettingNotices(env({ LEADS_SUSPECT_LIMIT: "0" }))).toEqual([
      "Marcarea mesajelor ca suspecte la un val de mesaje este oprită (LEADS_SUSPECT_LIMIT sau LEADS_SUSPECT_WINDOW_MINUTES este 0).",
    ]);
  });

  it.each(["-5", "2.5", "multe", "100001"])("fall back to the default on %p, and the start log says so", (value) => {
    expect(suspectRule(env({ LEADS_SUSPECT_LIMIT: value }))).toMatchObject({ limit: 60 });
    expect(leadSettingNotices(env({ LEADS_SUSPECT_LIMIT: value }))[0]).toBe("LEADS_SUSPECT_LIMIT nu este un număr întreg între 0 și 100000; se folosește 60.");
    expect(suspectRule(env({ LEADS_SUSPECT_WINDOW_MINUTES: value === "100001" ? "1441" : value }))).toMatchObject({ windowSeconds: 600 });
  });
});

describe("LEADS_AUTO_REPLY_HOURLY_MAX", () => {
  it("defaults to 20 an hour; 0 sends none; the start log tells when confirmations are on", () => {
    expect(autoReplyHourlyRule(env())).toEqual({ scope: "auto-reply", limit: 20, windowSeconds: 3600 });
    expect(autoReplyHourlyRule(env({ LEADS_AUTO_REPLY_HOURLY_MAX: "0" })).limit).toBe(0);
    expect(autoReplyHourlyRule(env({ LEADS_AUTO_REPLY_HOURLY_MAX: "x" })).limit).toBe(20);
    expect(leadSettingNotices(env({ ...MAIL, LEADS_AUTO_REPLY: "true" }))).toContain(
      "Confirmări automate: cel mult una pe adresă în 24 de ore și 20 pe oră în total.",
    );
    expect(leadSettingNotices(env({ ...MAIL, LEADS_AUTO_REPLY: "true", LEADS_AUTO_REPLY_HOURLY_MAX: "0" }))).toContain(
      "LEADS_AUTO_REPLY_HOURLY_MAX=0: nu se trimit confirmări automate.",
    );
    expect(leadSettingNotices(env({ ...MAIL, LEADS_AUTO_REPLY: "false" })).some((line) => line.startsWith("Confirmări"))).toBe(false);
  });
});
