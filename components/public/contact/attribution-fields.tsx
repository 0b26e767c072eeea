"use client";

import { useEffect, useRef } from "react";
import { CONSENT_CHANGE_EVENT } from "@/components/public/consent/consent-store";
import { ATTRIBUTION_KEYS } from "@/lib/attribution";
import { attributionValues, noteLanding, syncLanding } from "./attribution";

/**
 * Hidden fields that tell the agency where a message comes from (components/public/contact/
 * attribution.ts). They are filled as the form is sent, before React's submit handler reads the form;
 * without JavaScript they stay empty and the server reads the page from the request's Referer.
 */
export function AttributionFields() {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    noteLanding();
    window.addEventListener(CONSENT_CHANGE_EVENT, syncLanding);
    const form = ref.current?.closest("form");
    const fill = () => {
      const values = attributionValues();
      for (const key of ATTRIBUTION_KEYS) {
        const input = form?.querySelector<HTMLInputElement>(`input[type="hidden"][name="${key}"]`);
        if (input) input.value = values[key];
      }
    };
    // On the form itself: it runs before React's handler, which listens at the page's root.
    form?.addEventListener("submit", fill, true);
    return () => {
      window.removeEventListener(CONSENT_CHANGE_EVENT, syncLanding);
      form?.removeEventListener("submit", fill, true);
    };
  }, []);

  return (
    <span ref={ref} hidden>
      {ATTRIBUTION_KEYS.map((key) => (
        <input key={key} type="hidden" name={key} defaultValue="" />
      ))}
    </span>
  );
}
