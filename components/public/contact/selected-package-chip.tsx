"use client";

import type { ContactTone } from "./contact-field";
import { clearSelectedPackage } from "./selected-package-store";
import { Icon } from "@/components/public/icons/icon";

/** Where removing the package leads without JavaScript: the pricing page's form, without a plan. */
const WITHOUT_PACKAGE_HREF = "/tarife#contact";

/** "Pachet selectat: X", sent with the message; the cross removes it (a plain link until the page's scripts run). */
export function SelectedPackageChip({ name, tone }: { name: string; tone: ContactTone }) {
  const chip = tone === "dark" ? "bg-white/15 text-white ring-white/30" : "bg-brand-100 text-brand-900 ring-brand-500/25";
  const button = tone === "dark" ? "hover:bg-white/20 focus-visible:outline-white" : "hover:bg-brand-500/15 focus-visible:outline-brand-600";
  return (
    <div className={`mb-5 inline-flex max-w-full items-center gap-2 rounded-full py-1.5 pl-4 pr-1.5 text-sm ring-1 ring-inset ${chip}`}>
      <span className="min-w-0 truncate">
        Pachet selectat: <strong className="font-semibold">{name}</strong>
      </span>
      <a
        href={WITHOUT_PACKAGE_HREF}
        onClick={(event) => {
          event.preventDefault();
          clearSelectedPackage();
        }}
        aria-label={`Elimină pachetul selectat: ${name}`}
        className={`grid h-7 w-7 shrink-0 cursor-pointer place-items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 ${button}`}
      >
        <Icon name="dismiss" className="h-3.5 w-3.5" />
      </a>
    </div>
  );
}
