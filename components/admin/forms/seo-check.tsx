"use client";
import { useDeferredValue, useMemo, useState } from "react";
import { cutDescription, cutTitle, seoChecks, type SeoLevel } from "@/lib/seo/check";
import { pageTitle } from "@/lib/seo/metadata";
import { absoluteUrl, siteUrl } from "@/lib/seo/site";

export type SeoSubject = {
  /** The item's own title, the meta title's fallback. */
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** What the page's description becomes when the meta description is left blank (the excerpt). */
  fallbackDescription?: string;
  /** Where the item will be on the site, e.g. "/blog/ghid-seo". */
  path: string;
  slug: string;
  /** The item's rich text. */
  html: string;
  keyphrase: string;
};

const LEVEL = {
  good: { label: "Bine", dot: "bg-emerald-500" },
  ok: { label: "De îmbunătățit", dot: "bg-amber-500" },
  bad: { label: "Problemă", dot: "bg-red-600" },
} satisfies Record<SeoLevel, { label: string; dot: string }>;

/** "agentie.ro › blog › ghid-seo": the address as Google writes it above a result. */
function displayUrl(path: string): string {
  const host = new URL(siteUrl()).host;
  return [host, ...path.split("/").filter(Boolean)].join(" › ");
}

/**
 * Beside the meta fields: the result as Google shows it (title and description cut where Google cuts
 * them, on a desktop or a phone), and the advice of lib/seo/check.ts. Advice only: saving never waits on it.
 */
export function SeoCheck({ subject }: { subject: SeoSubject }) {
  const [device, setDevice] = useState<"desktop" | "phone">("desktop");
  // The checks parse the whole text: they follow the typing without holding it up.
  const deferred = useDeferredValue(subject);
  const shownTitle = pageTitle(deferred.metaTitle.trim() || deferred.title);
  const title = cutTitle(shownTitle);
  const shownDescription = deferred.metaDescription.trim() || (deferred.fallbackDescription ?? "").trim();
  const description = cutDescription(shownDescription, device);
  const checks = useMemo(
    () => seoChecks({ title: shownTitle, description: shownDescription, slug: deferred.slug, html: deferred.html, keyphrase: deferred.keyphrase, origin: absoluteUrl("/") }),
    [shownTitle, shownDescription, deferred],
  );

  return (
    <section aria-label="Verificare SEO" className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">Previzualizare Google</h3>
        <div role="group" aria-label="Dispozitiv" className="inline-flex rounded-lg bg-white p-0.5 text-xs font-medium ring-1 ring-slate-200">
          {(["desktop", "phone"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className={`rounded-md px-3 py-1.5 ${device === option ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100"}`}
            >
              {option === "desktop" ? "Desktop" : "Telefon"}
            </button>
          ))}
        </div>
      </div>
      <div className={`rounded-lg bg-white p-4 font-[Arial,sans-serif] ring-1 ring-slate-200 ${device === "phone" ? "max-w-[400px]" : ""}`} data-testid="serp-preview">
        <p className="truncate text-xs text-[#4d5156]">{displayUrl(deferred.path)}</p>
        <p className={`mt-1 text-[20px] leading-snug text-[#1a0dab] ${device === "phone" ? "" : "whitespace-nowrap"}`}>{title.text}</p>
        <p className="mt-1 text-[14px] leading-[1.58] text-[#4d5156]">{description.text || "Google va alege un fragment din pagină."}</p>
      </div>
      {title.cut ? <p className="text-xs text-amber-800">Titlul este tăiat de Google: cuvintele importante să fie la început.</p> : null}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">Sfaturi SEO</h3>
        <ul className="space-y-1.5 text-sm">
          {checks.map((check) => (
            <li key={check.id} className="flex items-start gap-2">
              <span aria-hidden="true" className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${LEVEL[check.level].dot}`} />
              <span>
                <span className="sr-only">{LEVEL[check.level].label}: </span>
                {check.message}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted">Sunt doar sfaturi: puteți salva oricând.</p>
      </div>
    </section>
  );
}
