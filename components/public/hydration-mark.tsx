"use client";

import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "./page-settle";

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated a public page. The page counts
 * as settled only after it (components/public/page-settle.ts); browser tests that check what
 * JavaScript adds (hover delays, carousels' autoplay) wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
