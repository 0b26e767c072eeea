import { Icon, type IconName } from "../icons";

/** The look shared by the dashboard's stat cards (links, and the pages card's button): a compact row on phones, a tile from sm. */
export const STAT_CARD =
  "group relative flex h-full w-full items-center gap-4 rounded-xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-col sm:items-start sm:gap-0 sm:p-5";

export function StatIcon({ name }: { name: IconName }) {
  return (
    <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
      <Icon name={name} className="h-6 w-6" />
    </span>
  );
}

export function StatBody({ value, label, detail, cta }: { value: number; label: string; detail?: string; cta: string }) {
  return (
    <>
      <span className="min-w-0 flex-1 sm:mt-4 sm:flex-none">
        <span className="block text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="stat-value">
          {value.toLocaleString("ro-RO")}
        </span>
        <span className="mt-0.5 block text-sm font-medium text-muted sm:mt-1">{label}</span>
        {detail ? <span className="block text-xs text-muted">{detail}</span> : null}
      </span>
      <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-brand-700 sm:mt-auto sm:pt-4">
        <span className="sr-only sm:not-sr-only">{cta}</span>
        <Icon name="arrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-0.5 sm:h-3.5 sm:w-3.5" />
      </span>
    </>
  );
}

const PANEL_ICON_TONE = { brand: "bg-brand-100 text-brand-700", accent: "bg-accent-500/10 text-accent-600" } as const;

/** The icon beside a dashboard panel's title (unread messages, the lead chart). */
export function PanelIcon({ name, tone }: { name: IconName; tone: keyof typeof PANEL_ICON_TONE }) {
  return (
    <span className={`grid h-9 w-9 shrink-0 place-items-center rounded-lg ${PANEL_ICON_TONE[tone]}`}>
      <Icon name={name} />
    </span>
  );
}
