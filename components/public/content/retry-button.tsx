"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Icon } from "@/components/public/icons/icon";

const TONES = {
  /** On a page's own list (the content pages). */
  ink: "bg-ink aria-disabled:opacity-70",
  /** Inside a home section, light or dark, in the brand colour and at a 44 px touch height. */
  brand: "min-h-11 justify-center bg-brand-600 aria-disabled:opacity-60",
} as const;

/**
 * Reloads the server-rendered list. A link to the page's own address (href="" resolves to it), so it
 * works before hydration and without JavaScript; with scripts it re-renders in place. A failed read is
 * never cached, so either way the server reads again.
 */
export function RetryButton({ label = "Încercați din nou", tone = "ink" }: { label?: string; tone?: keyof typeof TONES }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <a
      href=""
      onClick={(event) => {
        event.preventDefault();
        if (!pending) startTransition(() => router.refresh());
      }}
      aria-disabled={pending}
      aria-busy={pending}
      className={`inline-flex items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${TONES[tone]}`}
    >
      <Icon name="retry" className={`h-4 w-4 ${pending ? "animate-spin motion-reduce:animate-none" : ""}`} />
      {pending ? "Se reîncarcă..." : label}
    </a>
  );
}
