import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { waitUntil } from "./smtp";

/** A tests/support/mail-child.ts process: its own Node, its own database connection, killed for real. */
export type MailChild = { proc: ChildProcess; output: () => string; waitFor: (text: string, timeoutMs?: number) => Promise<void>; kill: (signal?: NodeJS.Signals) => Promise<void> };

const CHILD = path.join(process.cwd(), "tests/support/mail-child.ts");

/** The sender's delays in the children: a lease of 2 s instead of a minute, polls every 150 ms. */
export const CHILD_OPTIONS = { pollMs: 150, leaseMs: 2_000, smtpTimeoutMs: 1_500, retryMs: 300 };

/** Variables for the child on top of this process's own. */
export type ChildEnv = Record<string, string | undefined>;

export function startMailChild(command: "submit" | "work" | "report", env: ChildEnv): MailChild {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, MAIL_TEST_OPTIONS: JSON.stringify(CHILD_OPTIONS), ...env };
  // The jest process runs on in-memory PGlite with VM modules; the child opens the real database.
  delete childEnv.PGLITE_IN_MEMORY;
  delete childEnv.NODE_OPTIONS;
  const proc = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", CHILD, command], {
    cwd: process.cwd(),
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const chunks: string[] = [];
  proc.stdout?.on("data", (c: Buffer) => chunks.push(c.toString()));
  proc.stderr?.on("data", (c: Buffer) => chunks.push(c.toString()));
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  const output = () => chunks.join("");
  return {
    proc,
    output,
    waitFor: (text, timeoutMs = 30_000) =>
      waitUntil(
        () => {
          if (proc.exitCode !== null) throw new Error(`the ${command} process exited (${proc.exitCode}):\n${output()}`);
          return output().includes(text);
        },
        timeoutMs,
        `"${text}" from the ${command} process`,
      ),
    kill: async (signal = "SIGKILL") => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

export type OutboxReport = Array<{ id: number; submissionId: number; status: string; attempts: number }>;

/** The outbox as a fresh process reads it (on PGlite, after the others are gone). */
export async function reportOutbox(env: ChildEnv): Promise<OutboxReport> {
  const child = startMailChild("report", env);
  await new Promise<void>((resolve) => child.proc.once("exit", () => resolve()));
  const line = child.output().split("\n").find((l) => l.startsWith("["));
  if (!line) throw new Error(`no report:\n${child.output()}`);
  return JSON.parse(line) as OutboxReport;
}
