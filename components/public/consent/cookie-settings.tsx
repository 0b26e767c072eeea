"use client";
import type { MouseEvent, ReactNode } from "react";
import { COOKIE_SETTINGS_HREF, openCookieSettings } from "./consent-store";

/**
 * "Setări cookie-uri" in the footer: a link to the cookie policy's settings section, which says what
 * the settings are and how to change them without JavaScript. Once scripts run, a plain click opens
 * the consent manager's settings in place instead (a click meant for a new tab keeps the link).
 */
export function CookieSettingsLink({ className = "", children = "Setări cookie-uri" }: { className?: string; children?: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openCookieSettings();
  };
  return (
    <a href={COOKIE_SETTINGS_HREF} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Reopens the cookie choice; used inside the cookie policy's settings section. It needs JavaScript,
 * so without it the stylesheet hides it (the section explains the browser's own controls instead).
 */
export function CookieSettingsButton({ className = "", children = "Setări cookie-uri" }: { className?: string; children?: ReactNode }) {
  return (
    <button type="button" className={`${className} noscript:hidden`} onClick={() => openCookieSettings()}>
      {children}
    </button>
  );
}
