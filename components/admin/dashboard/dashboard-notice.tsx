import Link from "next/link";
import type { ReactNode } from "react";
import { Icon, type IconName } from "../icons";

const TONES = {
  amber: {
    box: "bg-amber-50 text-amber-900 ring-amber-200",
    action: "bg-amber-900 hover:bg-amber-800 focus-visible:outline-amber-900",
  },
  sky: {
    box: "bg-sky-50 text-sky-950 ring-sky-200",
    action: "bg-sky-900 hover:bg-sky-800 focus-visible:outline-sky-900",
  },
} as const;

/** A band above the dashboard's cards: what needs an admin, and the one link that deals with it. */
export function DashboardNotice({
  id,
  tone,
  icon,
  title,
  children,
  action,
}: {
  id: string;
  tone: keyof typeof TONES;
  icon: IconName;
  title: ReactNode;
  children: ReactNode;
  action: { href: string; label: string };
}) {
  const colors = TONES[tone];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`mb-6 flex flex-col gap-3 rounded-xl px-5 py-4 text-sm ring-1 sm:flex-row sm:items-center sm:justify-between ${colors.box}`}
    >
      <div className="flex min-w-0 gap-3">
        <Icon name={icon} className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold">
            {title}
          </h2>
          <p className="mt-0.5">{children}</p>
        </div>
      </div>
      <Link
        href={action.href}
        className={`inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 ${colors.action}`}
      >
        {action.label}
        <Icon name="arrowRight" className="h-4 w-4" />
      </Link>
    </section>
  );
}
