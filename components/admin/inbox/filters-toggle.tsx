import type { Ref } from "react";
import { buttonClass } from "@/components/ui/button";
import type { InboxFilters } from "@/lib/validation/leads";
import { Icon } from "../icons";

/** The filters a phone folds away behind "Filtre"; the search box stays in view, so it is not among them. */
export const FOLDED_FILTER_KEYS = ["status", "package", "from", "to"] as const satisfies ReadonlyArray<keyof InboxFilters>;

export const foldedFilterCount = (filters: InboxFilters): number => FOLDED_FILTER_KEYS.filter((key) => Boolean(filters[key])).length;

type Props = { count: number; expanded: boolean; controls: string; onToggle: () => void; ref?: Ref<HTMLButtonElement> };

/**
 * "Filtre" on phones only (sm:hidden): shows or hides the filter fields. Its count says how many of
 * them are set, so a folded panel still tells that the list is filtered.
 */
export function FiltersToggle({ count, expanded, controls, onToggle, ref }: Props) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={`${buttonClass("secondary")} w-full sm:hidden`}
    >
      <span className="flex-1 text-left">{count > 0 ? `Filtre (${count})` : "Filtre"}</span>
      <Icon name="chevron" className={`h-4 w-4 transition-transform ${expanded ? "-rotate-90" : "rotate-90"}`} />
    </button>
  );
}
