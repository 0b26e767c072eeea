import { Icon } from "@/components/public/icons/icon";
const BARS = [
  { month: "Ian", value: 34 },
  { month: "Feb", value: 42 },
  { month: "Mar", value: 55 },
  { month: "Apr", value: 68 },
  { month: "Mai", value: 84 },
  { month: "Iun", value: 100 },
];

/**
 * An illustration of the monthly report a client receives (large screens only, hidden from assistive
 * technology: the figures it shows are an example, the real ones are in the case studies).
 */
export function HeroReportCard() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-500/30 via-transparent to-accent-500/25 blur-2xl" />
      <div className="relative rounded-[2rem] bg-white/[0.08] p-7 ring-1 ring-inset ring-white/20 backdrop-blur-xl">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-3">
            <span className="grid h-10 w-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 font-display text-sm font-extrabold text-white">
              DV
            </span>
            <span>
              <span className="block text-sm font-semibold text-white">Raport lunar</span>
              <span className="block text-xs text-white/70">Clinică stomatologică · Google Ads + SEO</span>
            </span>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-semibold text-emerald-300">
            <span className="h-1.5 w-1.5 rounded-full bg-emerald-300" />
            Live
          </span>
        </div>

        <div className="mt-7 flex items-end justify-between gap-4">
          <div>
            <p className="text-xs font-medium uppercase tracking-[0.14em] text-white/70">Programări online</p>
            <p className="mt-1 font-display text-5xl font-extrabold tracking-tight text-white">
              ×3
              <span className="ml-2 align-middle text-base font-semibold tracking-normal text-emerald-300">în 6 luni</span>
            </p>
          </div>
        </div>

        <div className="mt-6 flex h-36 items-end gap-3 border-b border-white/15 pb-px">
          {BARS.map((bar, index) => (
            <div
              key={bar.month}
              className={`flex-1 rounded-t-lg ${index === BARS.length - 1 ? "bg-gradient-to-t from-brand-500 to-accent-500" : "bg-white/20"}`}
              style={{ height: `${bar.value}%` }}
            />
          ))}
        </div>
        <div className="mt-2 flex gap-3">
          {BARS.map((bar) => (
            <span key={bar.month} className="flex-1 text-center text-xs text-white/60">
              {bar.month}
            </span>
          ))}
        </div>

        <div className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-white/[0.07] p-4 ring-1 ring-inset ring-white/10">
            <p className="text-xs text-white/70">Cost per programare</p>
            <p className="mt-1 font-display text-xl font-bold text-white">−38%</p>
          </div>
          <div className="rounded-2xl bg-white/[0.07] p-4 ring-1 ring-inset ring-white/10">
            <p className="text-xs text-white/70">Apeluri din Google Maps</p>
            <p className="mt-1 font-display text-xl font-bold text-white">+164%</p>
          </div>
        </div>
      </div>

      <div className="absolute -bottom-6 -left-8 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-2xl shadow-ink/40">
        <span className="grid h-9 w-9 place-items-center rounded-full bg-accent-500/15 text-accent-600">
          <Icon name="trend" className="h-5 w-5" />
        </span>
        <span>
          <span className="block text-sm font-bold text-ink">ROAS peste 15000%</span>
          <span className="block text-xs text-muted">record pe campanii de brand</span>
        </span>
      </div>
    </div>
  );
}
