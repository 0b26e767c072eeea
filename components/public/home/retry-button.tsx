"use client";

import { Suspense, useTransition } from "react";
import { FailServerRender } from "@/components/public/content/fail-server-render";
import { useRouter } from "next/navigation";

/**
 * Re-renders the current page on the server (the data layer does not cache failures, so it refetches).
 * A link to the page's own address (href="" resolves to it): it works without JavaScript too.
 */
export function RetryButton({ label = "Încercați din nou" }: { label?: string }) {
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
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:opacity-60"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={`h-4 w-4 ${pending ? "animate-spin motion-reduce:animate-none" : ""}`}>
        <path d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.5h-3.5" />
      </svg>
      {pending ? "Se reîncarcă..." : label}
    </a>
  );
}

/** A failed list: the message and a retry button (SPEC 2.1: "Lists that fail to load show a retry button"). */
export function LoadError({ message, tone = "light" }: { message: string; tone?: "light" | "dark" }) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-4 rounded-2xl px-6 py-10 text-center ring-1 ring-inset ${
        tone === "dark" ? "bg-white/5 text-white ring-white/15" : "bg-white text-ink ring-brand-900/10"
      }`}
    >
      <p className="text-base font-medium">{message}</p>
      <RetryButton />
      {/* A page showing a failed list is answered with an error status and never cached (ARCHITECTURE 16). */}
      <Suspense fallback={null}>
        <FailServerRender />
      </Suspense>
    </div>
  );
}
