import { MarkRenderFailed } from "@/components/public/content/outage";
import { RetryButton } from "@/components/public/content/retry-button";

/** A failed home section list: the message and a retry button (SPEC 2.1: "Lists that fail to load show a retry button"). */
export function LoadError({ message, tone = "light" }: { message: string; tone?: "light" | "dark" }) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-4 rounded-2xl px-6 py-10 text-center ring-1 ring-inset ${
        tone === "dark" ? "bg-white/5 text-white ring-white/15" : "bg-white text-ink ring-brand-900/10"
      }`}
    >
      <p className="text-base font-medium">{message}</p>
      <RetryButton tone="brand" />
      {/* A page showing a failed list is answered with an error status and never cached (ARCHITECTURE 16). */}
      <MarkRenderFailed />
    </div>
  );
}
