/**
 * Links of the editor accept only http(s), mailto and tel (the same schemes the server sanitizer
 * keeps). A bare domain ("exemplu.ro/pagina") is taken as https; anything else is refused.
 */
export const LINK_MSG = {
  invalid: "Introduceți un link valid: http://, https://, mailto: sau tel:",
} as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#:].*)?$/i;

/** The href to store, or null when the input is not an allowed link. */
export function normalizeLinkHref(input: string | null | undefined): string | null {
  let value = (input ?? "").trim();
  // Phone numbers are often written with spaces: "tel:+40 721 000 000" -> "tel:+40721000000".
  if (/^tel:/i.test(value)) value = value.replace(/\s+/g, "");
  if (!value || /\s/.test(value)) return null;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === "http" || scheme === "https") {
    try {
      const url = new URL(value);
      return url.hostname ? value : null;
    } catch {
      return null;
    }
  }
  if (scheme === "mailto") return /^mailto:[^@\s]+@[^@\s]+$/i.test(value.split("?")[0]) ? value : null;
  if (scheme === "tel") return /^tel:\+?[\d\-.()]{3,}$/i.test(value) ? value : null;
  if (scheme) return null;
  if (/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(value)) return `mailto:${value}`;
  if (BARE_DOMAIN.test(value)) return `https://${value}`;
  return null;
}
