import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";

/**
 * A real SMTP server on loopback for the lead e-mail tests (smtp-server). It requires the login of
 * SMTP_URL, and can refuse with a 4xx, hold a session at the greeting, after the envelope or before
 * reading the message, and be stopped and started again on the same port. A message counts as received
 * only when its final dot arrived: one cut off by a dying sender is not a delivery.
 */
export type Received = { from: string; to: string[]; raw: string; mail: ParsedMail; user: string };

export type SmtpMode = "accept" | "refuse" | "hold-greeting" | "hold-rcpt" | "hold-data";

export const SMTP_USER = "agentie";
export const SMTP_PASSWORD = "parola-smtp";

/** This suite's ports (25250-25299), probed: another test file may hold some of them. */
async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 50);
  for (let i = 0; i < 50; i++) {
    const port = 25250 + ((start + i) % 50);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 25250-25299");
}

export class TestSmtp {
  readonly received: Received[] = [];
  /** Sessions that reached the greeting or the message data and are being held there. */
  held = 0;
  /** SMTP connections opened since the start (a pooled sender opens a few for many messages). */
  connections = 0;
  mode: SmtpMode = "accept";
  /** How long each message waits before it is accepted, so that concurrent senders overlap. */
  acceptDelayMs = 0;
  port = 0;
  private server: SMTPServer | undefined;
  private releases: Array<() => void> = [];

  /** `tag` is appended to the login name, to tell apart which sender delivered a message. */
  url(tag = ""): string {
    return `smtp://${SMTP_USER}${tag}:${SMTP_PASSWORD}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port ||= await freePort();
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      // Held sessions are dropped at once when the server stops.
      closeTimeout: 100,
      onAuth: (auth, _session, callback) => {
        if (auth.username?.startsWith(SMTP_USER) && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
        callback(Object.assign(new Error("535 Autentificare eșuată"), { responseCode: 535 }));
      },
      onConnect: (_session, callback) => {
        this.connections++;
        if (this.mode !== "hold-greeting") return callback();
        this.held++;
        this.releases.push(() => callback());
      },
      onMailFrom: (_address, _session, callback) => {
        if (this.mode === "refuse") return callback(Object.assign(new Error("Serverul este ocupat, reveniți"), { responseCode: 451 }));
        callback();
      },
      // In the middle of the SMTP transaction: the envelope is sent, the message not yet.
      onRcptTo: (_address, _session, callback) => {
        if (this.mode !== "hold-rcpt") return callback();
        this.held++;
        this.releases.push(() => callback());
      },
      onData: (stream, session, callback) => this.onData(stream, session, callback),
    });
    server.on("error", () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    return this;
  }

  private onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
    const chunks: Buffer[] = [];
    // A sender that dies mid-message destroys the stream with an error: nothing is received.
    stream.on("error", () => undefined);
    const read = () => {
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        if (this.acceptDelayMs) await new Promise((r) => setTimeout(r, this.acceptDelayMs));
        this.received.push({
          user: String(session.user ?? ""),
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          mail: await simpleParser(raw),
        });
        callback();
      });
    };
    if (this.mode === "hold-data") {
      this.held++;
      this.releases.push(read);
    } else read();
  }

  /** Lets the held sessions go on (those whose sender is still alive then finish their message). */
  release(): void {
    const pending = this.releases;
    this.releases = [];
    this.held = 0;
    pending.forEach((go) => go());
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.releases = [];
    this.held = 0;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` messages arrived, or fails after `timeoutMs`. */
  async waitForMessages(count: number, timeoutMs = 15_000): Promise<Received[]> {
    await waitUntil(() => this.received.length >= count, timeoutMs, `${count} e-mail(s), got ${this.received.length}`);
    return this.received;
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
