"use client";

import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "./page-settle";

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated a public page. A page from the
 * page cache starts its scripts after the first paint, so for a moment a visitor sees buttons that do
 * not answer yet; the browser tests wait for this mark before they click, and the page counts as
 * settled only after it (components/public/page-settle.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
