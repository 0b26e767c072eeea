import { ADMIN_BASE } from "@/lib/constants";

/**
 * What a redirect may say (pure: the form, the API, the CSV import and the resolver share it).
 * 301 moved for good (search engines pass the old URL's rank on), 302 for now, 410 gone (no target).
 */
export const REDIRECT_CODES = [301, 302, 410] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

/** Characters no address holds as typed (spaces, control characters, backslashes): the URL parser would re-encode them silently. */
const UNSENDABLE = /[\s\u0000-\u001f\u007f-\u009f\\]/;

/** Paths the site itself owns: never the source of a redirect. */
const RESERVED = ["/api", ADMIN_BASE, "/_next", "/uploads"];

/**
 * The stored form of a source or target path: no query or fragment, no trailing slash (Next serves
 * "/x/" as "/x" already), percent-encoding as a browser sends it. Null when the value is not a path.
 */
export function normalizePath(value: string): string | null {
  const raw = value.trim();
  if (!raw.startsWith("/") || raw.startsWith("//") || UNSENDABLE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, "http://x");
  } catch {
    return null;
  }
  const path = url.pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function isReservedPath(path: string): boolean {
  return RESERVED.some((root) => path === root || path.startsWith(`${root}/`));
}

/** An absolute http(s) address (a redirect to another site), normalised; null otherwise. */
export function absoluteTarget(value: string): string | null {
  const raw = value.trim();
  if (!/^https?:\/\//i.test(raw) || UNSENDABLE.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** A target as stored: a normalised path (its query kept) or an absolute URL; null when it is neither. */
export function normalizeTarget(value: string): string | null {
  const absolute = absoluteTarget(value);
  if (absolute) return absolute;
  const raw = value.trim();
  const path = normalizePath(raw);
  if (!path) return null;
  const query = raw.includes("?") ? raw.slice(raw.indexOf("?")).split("#")[0] : "";
  return `${path}${query}`;
}

/** The path part of a target that stays on this site (what chains and loops are followed through). */
export function localPathOf(target: string): string | null {
  if (absoluteTarget(target)) return null;
  return normalizePath(target.split("?")[0]);
}
