import type { ContactTone } from "./contact-field";

/** "Pachet selectat: X", sent with the message; removable when it came from the pricing page's choice. */
export function SelectedPackageChip({ name, tone, onRemove }: { name: string; tone: ContactTone; onRemove?: () => void }) {
  const chip = tone === "dark" ? "bg-white/15 text-white ring-white/30" : "bg-brand-100 text-brand-900 ring-brand-500/25";
  const button = tone === "dark" ? "hover:bg-white/20 focus-visible:outline-white" : "hover:bg-brand-500/15 focus-visible:outline-brand-600";
  return (
    <div className={`mb-5 inline-flex max-w-full items-center gap-2 rounded-full py-1.5 pl-4 text-sm ring-1 ring-inset ${chip} ${onRemove ? "pr-1.5" : "pr-4"}`}>
      <span className="min-w-0 truncate">
        Pachet selectat: <strong className="font-semibold">{name}</strong>
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Elimină pachetul selectat: ${name}`}
          className={`grid h-7 w-7 shrink-0 cursor-pointer place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 ${button}`}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5">
            <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
