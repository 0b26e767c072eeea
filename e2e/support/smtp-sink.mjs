// The e2e server's real SMTP server (smtp-server on loopback): every lead e-mail the app sends lands
// here, parsed, one JSON file per message, for the browser tests to read (e2e/support/mailbox.ts).
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export const SINK_USER = "agentie";
export const SINK_PASSWORD = "parola-smtp-e2e";

/** Starts the server on a free loopback port and resolves to the SMTP_URL the app should use. */
export async function startSmtpSink(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === SINK_USER && auth.password === SINK_PASSWORD ? callback(null, { user: auth.username }) : callback(new Error("535 Autentificare eșuată")),
    onData: (stream, session, callback) => {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        const mail = await simpleParser(Buffer.concat(chunks));
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? "",
          replyTo: mail.replyTo?.text ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
        };
        // Written whole, then renamed: a reader never sees half a message.
        const file = path.join(dir, `${String(++count).padStart(5, "0")}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(message));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`;
}
