"use client";

import { useEffect } from "react";

/** Set on <html> once React has hydrated a public page. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated a public page: browser tests
 * that check what JavaScript adds (hover delays, carousels' autoplay) wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return null;
}
