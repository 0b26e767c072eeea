"use client";

import { useEffect } from "react";

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated a public page. A page from the
 * page cache starts its scripts after the first paint, so for a moment a visitor sees buttons that do
 * not answer yet; the browser tests wait for this mark before they click.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
