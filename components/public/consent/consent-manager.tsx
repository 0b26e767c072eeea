"use client";
import { SiteLink } from "@/components/public/site-link";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  COOKIE_CATEGORIES,
  COOKIE_POLICY_PATH,
  OPEN_CONSENT_EVENT,
  ensureConsentDefaults,
  loadGtm,
  readConsent,
  saveConsent,
  type ConsentChoice,
  type CookieCategory,
} from "./consent-store";
import { usePageLoaded } from "../use-page-loaded";
import { Icon } from "@/components/public/icons/icon";

const SSR = "ssr";

function subscribe(callback: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) callback();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, callback);
    window.removeEventListener("storage", onStorage);
  };
}

/** A string snapshot (stable by value) of the stored choice; "" when there is none. */
function snapshot(): string {
  const choice = readConsent();
  return choice ? JSON.stringify({ analytics: choice.analytics, marketing: choice.marketing }) : "";
}

/**
 * The cookie banner and Google Tag Manager. GTM is injected only when a container id is saved in "Setări" and
 * the visitor has allowed analytics or marketing cookies; the choice can be reopened at any time
 * (openCookieSettings(), <CookieSettingsLink /> and <CookieSettingsButton />).
 */
export function ConsentManager({ gtmId, policyHref = COOKIE_POLICY_PATH }: { gtmId: string; policyHref?: string }) {
  const raw = useSyncExternalStore(subscribe, snapshot, () => SSR);
  const choice = useMemo<Pick<ConsentChoice, "analytics" | "marketing"> | null>(
    () => (raw && raw !== SSR ? (JSON.parse(raw) as Pick<ConsentChoice, "analytics" | "marketing">) : null),
    [raw],
  );
  const [reopened, setReopened] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [draft, setDraft] = useState({ analytics: false, marketing: false });
  const dialogRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    ensureConsentDefaults();
  }, []);

  const analytics = choice?.analytics ?? false;
  const marketing = choice?.marketing ?? false;
  useEffect(() => {
    if (gtmId && (analytics || marketing)) loadGtm(gtmId);
  }, [gtmId, analytics, marketing]);

  useEffect(() => {
    const onOpen = () => {
      const stored = readConsent();
      setDraft({ analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false });
      setCustomising(true);
      setReopened(true);
      requestAnimationFrame(() => dialogRef.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
  }, []);

  // The first-visit banner waits for the page's load event: its entrance would otherwise draw frames
  // over a page that is still arriving.
  const loaded = usePageLoaded();
  const visible = raw !== SSR && ((raw === "" && loaded) || reopened);
  if (!visible) return null;

  const decide = (value: { analytics: boolean; marketing: boolean }) => {
    saveConsent(value);
    setReopened(false);
    setCustomising(false);
  };

  return (
    <section
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-cookie={CONSENT_COOKIE}
      className="fixed inset-x-3 bottom-3 z-[60] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-white p-5 shadow-[0_30px_80px_-20px_rgba(20,18,51,0.5)] ring-1 ring-slate-900/10 transition duration-300 ease-out focus:outline-none starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none sm:inset-x-auto sm:bottom-5 sm:right-5 sm:w-[28rem] sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-linear-to-br from-brand-100 to-accent-500/20 text-brand-700">
          <Icon name="cookie" className="h-6 w-6" />
        </span>
        <div>
          <h2 id={titleId} className="font-display text-lg font-bold text-ink">
            Cookie-uri și confidențialitate
          </h2>
          <p id={textId} className="mt-1.5 text-sm leading-relaxed text-muted">
            Folosim cookie-uri necesare pentru funcționarea site-ului și, doar cu acordul tău, cookie-uri de analiză și de
            marketing. Poți schimba oricând alegerea din „Setări cookie-uri”, în subsolul paginii. Detalii în{" "}
            <SiteLink href={policyHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              Politica de utilizare cookies
            </SiteLink>
            .
          </p>
        </div>
      </div>

      {customising && (
        <fieldset className="mt-5 space-y-2.5">
          <legend className="sr-only">Categorii de cookie-uri</legend>
          {COOKIE_CATEGORIES.map((category) => (
            <CategoryToggle
              key={category.key}
              category={category}
              checked={category.key === "necessary" ? true : draft[category.key]}
              disabled={category.key === "necessary"}
              onChange={(value) => {
                if (category.key !== "necessary") setDraft((d) => ({ ...d, [category.key]: value }));
              }}
            />
          ))}
        </fieldset>
      )}

      <div className="mt-5 grid grid-cols-2 gap-2.5">
        <button
          type="button"
          onClick={() => decide({ analytics: false, marketing: false })}
          className="h-11 rounded-full bg-white px-4 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Respinge
        </button>
        <button
          type="button"
          onClick={() => decide({ analytics: true, marketing: true })}
          className="h-11 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-md shadow-brand-500/25 transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          Acceptă toate
        </button>
        {customising ? (
          <button
            type="button"
            onClick={() => decide(draft)}
            className="col-span-2 h-11 rounded-full bg-ink px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            Salvează preferințele
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              setDraft({ analytics: false, marketing: false });
              setCustomising(true);
            }}
            className="col-span-2 h-10 rounded-full px-4 text-sm font-semibold text-brand-700 underline-offset-4 transition-colors hover:bg-brand-100/60 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            Alege
          </button>
        )}
      </div>
    </section>
  );
}

function CategoryToggle({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: CookieCategory;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const labelId = useId();
  const textId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-surface p-3.5">
      <div>
        <p id={labelId} className="text-sm font-semibold text-ink">
          {category.title}
          {disabled && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-[0.7rem] font-semibold text-brand-700">Mereu active</span>}
        </p>
        <p id={textId} className="mt-1 text-xs leading-relaxed text-muted">
          {category.text}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={textId}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-70 ${
          checked ? "bg-brand-600" : "bg-slate-300"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? "translate-x-[1.375rem]" : "translate-x-0.5"}`}
        />
      </button>
    </div>
  );
}
