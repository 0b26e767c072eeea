import { ATTRIBUTION_KEYS, type AttributionKey } from "@/lib/attribution";
import { readConsent } from "@/components/public/consent/consent-store";

/**
 * Where a message comes from, as the public form sends it in hidden fields (lib/attribution.ts).
 * The campaign parameters of the visit's landing page are what tells a lead's source, but keeping them
 * across pages means storing them: that happens only after the visitor accepted analytics cookies, and
 * only for the visit (sessionStorage). Until then the landing page is known to this page's memory
 * alone, and a message carries the parameters of the page it is sent from.
 */
export const LANDING_STORAGE_KEY = "lead-landing";

const CAMPAIGN_KEYS = ATTRIBUTION_KEYS.filter((k) => k !== "page" && k !== "referrer");

type Source = Partial<Record<AttributionKey, string>>;

/** The referrer and campaign parameters of one address. */
export function sourceOf(href: string, referrer: string): Source {
  const out: Source = {};
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return out;
  }
  for (const key of CAMPAIGN_KEYS) {
    const value = url.searchParams.get(key);
    if (value) out[key] = value;
  }
  // A referrer from this site says nothing about where the visitor came from.
  if (referrer) {
    try {
      if (new URL(referrer).origin !== url.origin) out.referrer = referrer;
    } catch {
      // not an address
    }
  }
  return out;
}

/** The first page of this page load (client-side navigations keep it), in memory only. */
let landing: Source | null = null;

const analyticsAllowed = () => readConsent()?.analytics === true;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function stored(): Source | null {
  try {
    const raw = storage()?.getItem(LANDING_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === "object" ? (value as Source) : null;
  } catch {
    return null;
  }
}

/** Keeps the landing page's source for the visit, once analytics are allowed; forgets it when they are not. */
export function syncLanding(): void {
  const store = storage();
  if (!store) return;
  try {
    if (!analyticsAllowed()) store.removeItem(LANDING_STORAGE_KEY);
    else if (landing && !store.getItem(LANDING_STORAGE_KEY)) store.setItem(LANDING_STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage full or blocked: the message then carries the current page's parameters.
  }
}

/** Called when the page's scripts start: remembers (in memory) the page the visit landed on. */
export function noteLanding(): void {
  landing ??= sourceOf(window.location.href, document.referrer);
  syncLanding();
}

/** The hidden fields' values for a message sent now. */
export function attributionValues(): Record<AttributionKey, string> {
  const { origin, pathname, search } = window.location;
  const source = (analyticsAllowed() && stored()) || sourceOf(window.location.href, document.referrer);
  const out = { page: `${origin}${pathname}${search}` } as Record<AttributionKey, string>;
  for (const key of ATTRIBUTION_KEYS) if (key !== "page") out[key] = source[key] ?? "";
  return out;
}

/** For tests: forget this page load's landing page. */
export function resetLandingForTests(): void {
  landing = null;
}
