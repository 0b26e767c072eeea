import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is acting in this request, for the audit log and the revisions: set once by withAuth around every
 * API handler (and by the sign-in routes), read by the data layer inside its transactions, so no write
 * function takes the caller as a parameter it could forget to pass on.
 */
export type Actor = { userId: number | null; email: string; address: string };

const store = new AsyncLocalStorage<Actor>();

/** The schedule job and the start sequence act as the system. */
export const SYSTEM_ACTOR: Actor = { userId: null, email: "sistem", address: "" };

export function withActor<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
  return store.run(actor, work);
}

export function currentActor(): Actor {
  return store.getStore() ?? SYSTEM_ACTOR;
}
