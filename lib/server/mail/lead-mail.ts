import "server-only";
import { ATTRIBUTION_LABELS } from "@/lib/attribution";
import { escapeHtml } from "@/lib/escape-html";
import { groupAnswers, senderName } from "@/lib/leads/lead";
import type { SubmissionDto } from "@/lib/server/contact-submissions";

/** Everything the e-mails say about one lead: the inbox's message as it is now. */
export type LeadMail = SubmissionDto;

/** One e-mail, as nodemailer takes it (the addresses are added by the sender). */
export type MailContent = { subject: string; text: string; html: string };

type Row = { label: string; value: string };

/** A header line: newlines and runs of spaces collapsed, so a visitor's value cannot start another header. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export const fullName = (lead: Pick<SubmissionDto, "nume" | "prenume">) => oneLine(senderName(lead));

function receivedAt(iso: string): string {
  return new Date(iso).toLocaleString("ro-RO", {
    timeZone: "Europe/Bucharest",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

function leadRows(lead: LeadMail): Row[] {
  return [
    { label: "Nume", value: lead.nume },
    { label: "Prenume", value: lead.prenume },
    { label: "E-mail", value: lead.email },
    { label: "Telefon", value: lead.telefon },
    { label: "Website sau companie", value: lead.website },
    { label: "Pachet selectat", value: lead.selected_package?.trim() || "niciunul" },
  ];
}

function attributionRows(lead: LeadMail): Row[] {
  return ATTRIBUTION_LABELS.flatMap(([key, label]) => {
    const value = lead.attribution[key]?.trim();
    return value ? [{ label, value }] : [];
  });
}

const textRows = (rows: Row[]) => rows.map((r) => `${r.label}: ${r.value}`).join("\n");

const htmlRows = (rows: Row[]) =>
  `<table cellpadding="4" cellspacing="0" style="border-collapse:collapse">${rows
    .map(
      (r) =>
        `<tr><th align="left" valign="top" style="padding-right:16px;color:#555;font-weight:600">${escapeHtml(r.label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(r.value)}</td></tr>`,
    )
    .join("")}</table>`;

const htmlPage = (body: string) =>
  `<!doctype html><html lang="ro"><head><meta charset="utf-8"></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#111">${body}</body></html>`;

/** The e-mail to the agency: every field, the package, the answers by question, where the lead came from and a link to it. */
export function buildLeadNotification(lead: LeadMail, portalUrl: string): MailContent {
  const name = fullName(lead);
  const groups = groupAnswers(lead.answers);
  const origin = attributionRows(lead);
  const when = receivedAt(lead.created_at);
  const subject = oneLine(`Mesaj nou de la ${name}${lead.selected_package ? ` (${lead.selected_package})` : ""}`);

  const text = [
    `${name} a trimis un mesaj din formularul de contact al site-ului, pe ${when}.`,
    "",
    textRows(leadRows(lead)),
    "",
    "Mesaj:",
    lead.mesaj,
    ...(groups.length ? ["", "Răspunsuri la chestionar:", ...groups.map((g) => `- ${g.question}: ${g.labels.join(", ")}`)] : []),
    ...(origin.length ? ["", "Proveniență:", textRows(origin)] : []),
    "",
    `Deschideți mesajul în portal: ${portalUrl}`,
    "",
  ].join("\n");

  const html = htmlPage(
    [
      `<p><strong>${escapeHtml(name)}</strong> a trimis un mesaj din formularul de contact al site-ului, pe ${escapeHtml(when)}.</p>`,
      htmlRows(leadRows(lead)),
      `<h3 style="margin:20px 0 4px">Mesaj</h3><p style="white-space:pre-wrap;margin:0">${escapeHtml(lead.mesaj)}</p>`,
      groups.length
        ? `<h3 style="margin:20px 0 4px">Răspunsuri la chestionar</h3><ul style="margin:0;padding-left:20px">${groups
            .map((g) => `<li><strong>${escapeHtml(g.question)}</strong>: ${g.labels.map(escapeHtml).join(", ")}</li>`)
            .join("")}</ul>`
        : "",
      origin.length ? `<h3 style="margin:20px 0 4px">Proveniență</h3>${htmlRows(origin)}` : "",
      `<p style="margin-top:24px"><a href="${escapeHtml(portalUrl)}">Deschideți mesajul în portal</a></p>`,
    ].join(""),
  );
  return { subject, text, html };
}

/**
 * The short confirmation to the visitor (LEADS_AUTO_REPLY=true): fixed text from the agency that quotes
 * nothing the sender typed, not even a name (QUALITY R8), so that whoever types someone else's address
 * cannot use the site to send that person words of their own.
 */
export function buildAutoReply(brandName: string): MailContent {
  const lines = [
    "Bună ziua,",
    "Vă mulțumim pentru mesaj! L-am primit și vă vom contacta în curând.",
    "Dacă doriți să adăugați ceva, răspundeți direct la acest e-mail.",
    "Dacă nu ne-ați scris dumneavoastră, ignorați acest e-mail: adresa a fost introdusă de altcineva în formularul nostru de contact.",
  ];
  return {
    subject: `Am primit mesajul dumneavoastră – ${brandName}`,
    text: [...lines.flatMap((l) => [l, ""]), `Echipa ${brandName}`, ""].join("\n"),
    html: htmlPage(`${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p>Echipa ${escapeHtml(brandName)}</p>`),
  };
}
