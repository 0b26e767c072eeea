// Cookie consent (Legea 506/2004 art. 4(5), GDPR): nothing but strictly necessary storage until the
// visitor chooses. The choice is versioned and kept both in localStorage and in a first-party cookie
// (so a server could read it too); Google Consent Mode v2 receives the defaults (all denied) before
// anything else and an update on every choice.

export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = "cookie-consent";
export const CONSENT_COOKIE = "cookie_consent";
/** Six months, then the visitor is asked again. */
export const CONSENT_MAX_AGE_DAYS = 180;
/** The cookie policy, and its section on the settings: where "Setări cookie-uri" leads without JavaScript. */
export const COOKIE_POLICY_PATH = "/politica-de-utilizare-cookies";
export const COOKIE_SETTINGS_ID = "setari-cookie-uri";
export const COOKIE_SETTINGS_HREF = `${COOKIE_POLICY_PATH}#${COOKIE_SETTINGS_ID}`;

export type CookieCategory = { key: "necessary" | "analytics" | "marketing"; title: string; text: string };

/** What each setting allows: the banner's toggles and the cookie policy's settings section. */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    key: "necessary",
    title: "Necesare",
    text: "Fac site-ul să funcționeze corect și țin minte această alegere. Sunt mereu active.",
  },
  {
    key: "analytics",
    title: "Analiză",
    text: "Ne arată, agregat și anonimizat, cum este folosit site-ul (Google Analytics prin Google Tag Manager), ca să-l îmbunătățim.",
  },
  {
    key: "marketing",
    title: "Marketing",
    text: "Măsoară rezultatele campaniilor și permit reclame relevante pentru tine (de exemplu Google Ads sau Meta).",
  },
];

/** Fired on window to reopen the choice (footer "Setări cookie-uri", cookie-policy page). */
export const OPEN_CONSENT_EVENT = "cookie-consent:open";
/** Fired on window whenever the stored choice changes. */
export const CONSENT_CHANGE_EVENT = "cookie-consent:change";

export type ConsentChoice = {
  v: number;
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO date of the choice. */
  at: string;
};

export type ConsentState = "granted" | "denied";
export type ConsentModeFields = {
  ad_storage: ConsentState;
  analytics_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
};

export const CONSENT_DEFAULTS: ConsentModeFields = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

export function consentModeFor(choice: Pick<ConsentChoice, "analytics" | "marketing">): ConsentModeFields {
  const state = (on: boolean): ConsentState => (on ? "granted" : "denied");
  return {
    ad_storage: state(choice.marketing),
    analytics_storage: state(choice.analytics),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; __consentDefaults?: boolean };

function w(): DataLayerWindow {
  return window as DataLayerWindow;
}

/** gtag() as Google documents it: pushes the `arguments` object itself (Consent Mode requires that). */
export function gtag(..._args: unknown[]): void {
  const win = w();
  win.dataLayer = win.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  win.dataLayer.push(arguments);
}

/**
 * The inline script the public layout renders first in <body>: the dataLayer, gtag(), the Consent
 * Mode defaults and, for a returning visitor, the stored choice. It runs while the HTML is parsed,
 * so it precedes Google Tag Manager (which loads only later, from React, after consent).
 */
export function consentBootstrapScript(): string {
  const defaults = JSON.stringify({ ...CONSENT_DEFAULTS, wait_for_update: 500 });
  return `(function(){var w=window;w.dataLayer=w.dataLayer||[];function g(){w.dataLayer.push(arguments);}w.gtag=w.gtag||g;if(w.__consentDefaults)return;w.__consentDefaults=true;g('consent','default',${defaults});g('set','ads_data_redaction',true);try{var c=JSON.parse(w.localStorage.getItem(${JSON.stringify(
    CONSENT_STORAGE_KEY,
  )})||'null');if(c&&c.v===${CONSENT_VERSION}){var a=c.analytics?'granted':'denied',m=c.marketing?'granted':'denied';g('consent','update',{ad_storage:m,analytics_storage:a,ad_user_data:m,ad_personalization:m});}}catch(e){}})();`;
}

/** Same as the inline script, for a client-side navigation into the public site (inline scripts do not run then). */
export function ensureConsentDefaults(): void {
  const win = w();
  win.dataLayer = win.dataLayer || [];
  if (!win.gtag) win.gtag = gtag;
  if (win.__consentDefaults) return;
  win.__consentDefaults = true;
  gtag("consent", "default", { ...CONSENT_DEFAULTS, wait_for_update: 500 });
  gtag("set", "ads_data_redaction", true);
  const stored = readConsent();
  if (stored) gtag("consent", "update", consentModeFor(stored));
}

function parse(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (value && value.v === CONSENT_VERSION && typeof value.analytics === "boolean" && typeof value.marketing === "boolean") {
      return { v: CONSENT_VERSION, necessary: true, analytics: value.analytics, marketing: value.marketing, at: String(value.at ?? "") };
    }
  } catch {
    // Unreadable or older format: ask again.
  }
  return null;
}

function readCookie(): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CONSENT_COOKIE.length + 1)) : null;
}

export function readConsent(): ConsentChoice | null {
  if (typeof window === "undefined") return null;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: fall back to the cookie.
  }
  return parse(raw) ?? parse(readCookie());
}

export function saveConsent(choice: { analytics: boolean; marketing: boolean }): ConsentChoice {
  const value: ConsentChoice = { v: CONSENT_VERSION, necessary: true, analytics: choice.analytics, marketing: choice.marketing, at: new Date().toISOString() };
  const raw = JSON.stringify(value);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
  } catch {
    // The cookie below still keeps the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(raw)}; Max-Age=${CONSENT_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
  gtag("consent", "update", consentModeFor(value));
  w().dataLayer?.push({ event: "cookie_consent_update", consent_analytics: value.analytics, consent_marketing: value.marketing });
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: value }));
  return value;
}

/** Reopens the cookie choice (the banner with the per-category toggles). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}

const GTM_SCRIPT_ID = "gtm-script";

/** Injects Google Tag Manager once; callers check consent first. */
export function loadGtm(id: string): boolean {
  if (!id || document.getElementById(GTM_SCRIPT_ID)) return false;
  w().dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}
