import "server-only";
import nodemailer from "nodemailer";
import { ADMIN_BASE } from "@/lib/constants";
import { siteUrl } from "@/lib/seo/site";
import { buildSiteConfig } from "@/lib/site-config";
import { getSiteSettings } from "@/lib/server/site-settings";
import { getSubmission } from "@/lib/server/contact-submissions";
import { logError } from "@/lib/safe-log";
import { readMailConfig, type MailSettings } from "./config";
import { buildAutoReply, buildLeadNotification, type LeadMail } from "./lead-mail";
import { claimNextMail, MAIL_MAX_ATTEMPTS, markMailFailed, markMailSent, renewMailLease, retryDelayMs, type MailClaim } from "./outbox";
import { registerMailSender, runningMailSender } from "./wake";

export type SenderOptions = {
  /** How often the outbox is read for due e-mails: retries, and leads stored by other instances. */
  pollMs: number;
  /**
   * How long a claim holds without news from its sender. The sender renews it while it sends, so a
   * slow SMTP server never loses it; one that died frees its e-mail for another sender after this.
   */
  leaseMs: number;
  /** nodemailer's connection, greeting and idle socket timeouts. */
  smtpTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: (attempt: number) => number;
  /** E-mails in flight at once, each on one of as many pooled SMTP connections. */
  concurrency: number;
};

export const DEFAULT_SENDER_OPTIONS: SenderOptions = {
  pollMs: 15_000,
  leaseMs: 60_000,
  smtpTimeoutMs: 30_000,
  maxAttempts: MAIL_MAX_ATTEMPTS,
  retryDelayMs,
  concurrency: 3,
};

/** Where the e-mail's link opens the lead in the portal (its own page, whichever inbox page it is on by then). */
export const leadPortalUrl = (id: number) => `${siteUrl()}${ADMIN_BASE}/contact-submissions/${id}`;

/** What the admins read in the portal: the SMTP server's answer, or the connection error; never a password. */
function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response } = error as Error & { code?: string; response?: string };
  return [code, response || error.message].filter(Boolean).join(": ");
}

/** The brand the visitor's confirmation signs with, as saved in "Setări" when the e-mail leaves. */
async function brandName(): Promise<string> {
  return buildSiteConfig((await getSiteSettings()).settings).brandName;
}

function envelope(claim: MailClaim, lead: LeadMail, settings: MailSettings, brandName: string) {
  // The same Message-ID on every attempt: a mailbox that got the e-mail from an attempt whose
  // confirmation was lost (the one duplicate an outbox cannot rule out) can tell the two apart.
  const domain = settings.from.match(/@([^\s>]+)/)?.[1] ?? "localhost";
  const messageId = `<lead-${lead.id}-${Date.parse(lead.created_at)}-${claim.kind}@${domain}>`;
  if (claim.kind === "lead-auto-reply") {
    return { from: settings.from, to: lead.email, replyTo: settings.notifyTo[0], messageId, ...buildAutoReply(brandName) };
  }
  return { from: settings.from, to: settings.notifyTo, replyTo: lead.email, messageId, ...buildLeadNotification(lead, leadPortalUrl(lead.id)) };
}

/**
 * Sends the e-mails of the outbox in the background, polled every `pollMs` and woken after a lead
 * commits in this process: `concurrency` workers each claim a row (lead notifications first, newest
 * first) and send it over one pooled SMTP transport, so a backlog drains over a few kept-open
 * connections instead of one connection per e-mail, one at a time. A failure is recorded on the row and
 * retried later; nothing here ever reaches the visitor's request.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** The pooled transport and the SMTP_URL it was made for: a changed URL gets a new one. */
  private pool: { url: string; transport: nodemailer.Transporter } | undefined;

  constructor(private readonly options: SenderOptions = DEFAULT_SENDER_OPTIONS) {}

  start(): this {
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    // A pending poll must not keep a finished process (a test, a script) alive.
    this.timer.unref();
    this.wake();
    return this;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      // Read the outbox again when this round ends: the new row may have been missed by it.
      this.again = true;
      return;
    }
    this.again = false;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) this.wake();
    });
  }

  /** No new claims; waits for the e-mails being sent, so a clean stop never leaves a lease behind, then closes the connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.pool?.transport.close();
    this.pool = undefined;
  }

  private async drain(): Promise<void> {
    await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency) }, () => this.work()));
  }

  /** One worker: claims and sends until nothing is due. */
  private async work(): Promise<void> {
    try {
      while (!this.stopped) {
        const config = readMailConfig();
        if (!config.enabled) return;
        const claim = await claimNextMail(this.options.leaseMs);
        if (!claim) return;
        await this.deliver(claim, config.settings);
      }
    } catch (error) {
      // The database is unreachable: the next poll tries again, and leases free what was claimed.
      logError("[mail] the outbox could not be read", error);
    }
  }

  private transportFor(smtpUrl: string): nodemailer.Transporter {
    if (this.pool?.url !== smtpUrl) {
      this.pool?.transport.close();
      // As query parameters of the connection URL: given an options object with `url`, nodemailer reads
      // the URL alone and drops every other option (the timeouts were never applied that way).
      const url = new URL(smtpUrl);
      const timeout = String(this.options.smtpTimeoutMs);
      const settings = { pool: "true", maxConnections: String(Math.max(1, this.options.concurrency)), connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout };
      for (const [key, value] of Object.entries(settings)) url.searchParams.set(key, value);
      const transport = nodemailer.createTransport(url.toString());
      // A dropped pooled connection fails only the e-mails on it (recorded and retried); never the process.
      transport.on("error", (error) => logError("[mail] an SMTP connection failed", error));
      this.pool = { url: smtpUrl, transport };
    }
    return this.pool.transport;
  }

  private async deliver(claim: MailClaim, settings: MailSettings): Promise<void> {
    // Read when it is sent (the outbox keeps only the id), so the e-mail shows the lead as it is now.
    const lead = await getSubmission(claim.submissionId);
    // Deleted meanwhile: its e-mails went with it (ON DELETE CASCADE).
    if (!lead) return;
    const renewal = setInterval(() => {
      renewMailLease(claim, this.options.leaseMs).catch((error) => logError("[mail] a lease could not be renewed", error));
    }, this.options.leaseMs / 3);
    try {
      await this.send(settings.smtpUrl, envelope(claim, lead, settings, await brandName()));
    } catch (error) {
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      const smtp = typeof responseCode === "number" ? `, SMTP ${responseCode}` : "";
      logError(`[mail] e-mail ${claim.id} (${claim.kind}) not sent, attempt ${claim.attempts}${smtp}`, error);
      await markMailFailed(claim, describeSendError(error), this.options.maxAttempts, this.options.retryDelayMs(claim.attempts));
      return;
    } finally {
      clearInterval(renewal);
    }
    await markMailSent(claim);
  }

  private async send(smtpUrl: string, message: nodemailer.SendMailOptions): Promise<void> {
    await this.transportFor(smtpUrl).sendMail(message);
  }
}

/**
 * Starts this process's sender when the e-mail settings are complete (called at server start, after
 * the database is ready). Without them nothing is queued, so there is nothing to send.
 */
export function startMailSender(options: SenderOptions = DEFAULT_SENDER_OPTIONS): MailSender | null {
  // Started once per process, whichever bundle asks.
  if (runningMailSender()) return null;
  const config = readMailConfig();
  if (!config.enabled) {
    console.log(`[start] ${config.notice}`);
    return null;
  }
  const sender = new MailSender(options).start();
  registerMailSender(sender);
  return sender;
}

export async function stopMailSender(): Promise<void> {
  const current = runningMailSender();
  registerMailSender(undefined);
  await current?.stop();
}
