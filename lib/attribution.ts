/**
 * Where a lead came from: the page it was sent from, the referrer and the campaign parameters. Read by
 * the server (lib/validation/leads.ts) and by the public form's script (components/public/contact/
 * attribution.ts), so this module stays free of yup and of anything server-only.
 */

/** Attribution fields as the form and the JSON API name them, with their bounds. */
export const ATTRIBUTION_FIELDS = [
  ["page", 500],
  ["referrer", 500],
  ["utm_source", 200],
  ["utm_medium", 200],
  ["utm_campaign", 200],
  ["utm_term", 200],
  ["utm_content", 200],
  ["gclid", 200],
  ["fbclid", 200],
] as const;

export type AttributionKey = (typeof ATTRIBUTION_FIELDS)[number][0];
export type Attribution = Record<AttributionKey, string | null>;

export const ATTRIBUTION_KEYS = ATTRIBUTION_FIELDS.map(([key]) => key) as AttributionKey[];

const CONTROL_GLOBAL = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Attribution comes from hidden fields the visitor never sees and cannot fix, so a lead is never refused
 * for it: a value that is not a string is dropped, control characters and line breaks are removed, and
 * the rest is trimmed and cut to its bound (a surrogate pair is never split). Blank becomes null.
 */
export function readAttribution(source: Record<string, unknown> | ((key: string) => unknown)): Attribution {
  const get = typeof source === "function" ? source : (key: string) => source[key];
  const out = {} as Attribution;
  for (const [key, max] of ATTRIBUTION_FIELDS) {
    const raw = get(key);
    if (typeof raw !== "string") {
      out[key] = null;
      continue;
    }
    const clean = Array.from(raw.replace(CONTROL_GLOBAL, " ").trim()).slice(0, max).join("").trim();
    out[key] = clean === "" ? null : clean;
  }
  return out;
}

export const emptyAttribution = (): Attribution => readAttribution({});

/** How the e-mail (lib/server/mail/lead-mail.ts) and the inbox's message name each field, in their order. */
export const ATTRIBUTION_LABELS = [
  ["page", "Trimis de pe pagina"],
  ["referrer", "Venit de la (referrer)"],
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_term", "utm_term"],
  ["utm_content", "utm_content"],
  ["gclid", "gclid (Google Ads)"],
  ["fbclid", "fbclid (Meta)"],
] as const satisfies ReadonlyArray<readonly [AttributionKey, string]>;
