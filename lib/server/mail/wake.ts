import "server-only";

/** The sender this process runs, if any (lib/server/mail/sender.ts registers it; the instrumentation starts it). */
export type RunningSender = { wake: () => void; stop: () => Promise<void> };

type MailGlobal = { __agencyMailSender?: RunningSender };
// On globalThis, not in a module variable: Next loads the instrumentation and the route handlers as
// separate bundles, each with its own copy of this module.
const store = globalThis as unknown as MailGlobal;

export function registerMailSender(sender: RunningSender | undefined): void {
  store.__agencyMailSender = sender;
}

export function runningMailSender(): RunningSender | undefined {
  return store.__agencyMailSender;
}

/** Right after a lead commits: send its e-mails now instead of at the next poll. A no-op where no sender runs. */
export function wakeMailSender(): void {
  store.__agencyMailSender?.wake();
}
