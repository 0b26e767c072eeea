import type { ReactNode } from "react";
import { MarkRenderFailed } from "./outage";
import { RetryButton } from "./retry-button";
import { Icon } from "@/components/public/icons/icon";

/** A public list that failed to load: the spec's message and a retry button; the render is marked failed. */
export function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-red-200">
      <span aria-hidden="true" className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <Icon name="warning" className="h-6 w-6" />
      </span>
      <p className="font-medium text-red-800">{message}</p>
      <div className="mt-6">
        <RetryButton />
      </div>
      {/* A page showing a failed list is answered with an error status and never cached (ARCHITECTURE 16). */}
      <MarkRenderFailed />
    </div>
  );
}

/** An empty public list. */
export function EmptyNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-brand-500/40 bg-white px-6 py-14 text-center">
      <span aria-hidden="true" className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon name="lines" className="h-6 w-6" />
      </span>
      <p className="text-lg font-semibold text-ink">{message}</p>
      {children ? <div className="mt-4 text-muted">{children}</div> : null}
    </div>
  );
}
