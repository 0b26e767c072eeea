"use client";
import type { ReactNode } from "react";
import { openCookieSettings } from "./consent-store";

/** Reopens the cookie choice; used by the footer and by the cookie-policy page. */
export function CookieSettingsButton({ className = "", children = "Setări cookie-uri" }: { className?: string; children?: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => openCookieSettings()}>
      {children}
    </button>
  );
}
