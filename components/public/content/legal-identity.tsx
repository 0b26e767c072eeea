import type { ReactNode } from "react";
import { getSiteConfig } from "@/lib/server/public-data";
import { phoneHref } from "@/lib/site-config";

export const LEGAL_IDENTITY_ID = "date-de-identificare";
export const LEGAL_IDENTITY_TITLE = "Date de identificare";

/**
 * The operator's identification (Law 365/2002 art. 5) on every legal page, from "Setări": the texts
 * refer to it instead of copying the company's details, so a change of address is made once.
 */
export async function LegalIdentity() {
  const { company, emails, phone, isDemoIdentity } = await getSiteConfig();
  const rows: Array<[label: string, value: ReactNode]> = [
    ["Denumire", company.name],
    ["Sediu", company.address],
    ["Nr. de înregistrare", company.registry],
    ["CUI", company.cui],
    ["E-mail", <a key="mail" href={`mailto:${emails.office}`} className="font-semibold text-brand-700 underline underline-offset-4">{emails.office}</a>],
    ["Telefon", <a key="tel" href={phoneHref(phone)} className="font-semibold text-brand-700 underline underline-offset-4">{phone}</a>],
  ];
  return (
    <section id={LEGAL_IDENTITY_ID} aria-labelledby={`${LEGAL_IDENTITY_ID}-titlu`} className="mb-12 scroll-mt-28 rounded-2xl bg-surface p-6 ring-1 ring-slate-200/80 sm:p-8">
      <h2 id={`${LEGAL_IDENTITY_ID}-titlu`} className="font-display text-xl font-bold text-ink">{LEGAL_IDENTITY_TITLE}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-[0.95rem] sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {isDemoIdentity ? <p className="mt-4 text-sm text-muted">Date demonstrative ale unei companii fictive.</p> : null}
    </section>
  );
}
