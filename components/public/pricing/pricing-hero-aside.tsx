import { CheckIcon } from "@/components/public/home/ui";

const INCLUDED = [
  "Un consultant dedicat, de la prima discuție",
  "Raport lunar cu cifre reale, nu impresii",
  "Conturile și datele rămân ale tale",
  "Fără costuri ascunse, preaviz de o lună",
] as const;

/** The hero's right-hand card: what every package includes, whatever its price. */
export function PricingHeroAside() {
  return (
    <div className="rounded-3xl bg-white/[0.07] p-7 ring-1 ring-white/15 backdrop-blur">
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-500">Inclus în orice pachet</p>
      <ul className="mt-5 space-y-3.5">
        {INCLUDED.map((item) => (
          <li key={item} className="flex items-start gap-3 font-medium text-white">
            <span className="check-dot check-dot-accent">
              <CheckIcon className="h-3.5 w-3.5" />
            </span>
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t border-white/10 pt-5 text-sm text-white/75">
        Site-uri de prezentare de la <strong className="font-display text-lg text-white">800 €</strong>
      </p>
    </div>
  );
}
