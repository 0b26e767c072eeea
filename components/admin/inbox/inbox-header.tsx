import { Button } from "@/components/ui/button";
import { COUNT_BADGE } from "@/components/ui/states";
import { Icon } from "../icons";
import { unreadLabel } from "./inbox-logic";

const ON_THIS_PAGE = "pe această pagină";

type Props = {
  unread: number;
  total?: number;
  markingAll: boolean;
  onMarkAll: () => void;
  /** The "Suspecte" view: its messages are not the inbox's, so neither the badge nor mark-all. */
  suspect?: boolean;
};

/**
 * "Inbox" with the unread badge and the mark-all-read button. SPEC 4 counts the badge from the current
 * page only, so it says so ("pe această pagină"): 10 must not read as the inbox's total.
 */
export function InboxHeader({ unread, total, markingAll, onMarkAll, suspect = false }: Props) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Inbox</h1>
          <span aria-live="polite" className="inline-flex">
            {unread > 0 && !suspect ? (
              <span className="inline-flex items-center gap-1.5" title={`${unreadLabel(unread)} ${ON_THIS_PAGE}`}>
                <span className={`${COUNT_BADGE} min-w-7`}>
                  <span aria-hidden="true">{unread}</span>
                  <span className="sr-only">{unreadLabel(unread)}</span>
                </span>
                <span className="text-xs font-medium text-muted">{ON_THIS_PAGE}</span>
              </span>
            ) : null}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted">
          {suspect ? "Mesajele marcate ca suspecte" : "Mesajele trimise din formularul de contact și din chestionar"}
          {typeof total === "number" && total > 0 ? ` (${total} în total)` : ""}.
        </p>
      </div>
      {suspect ? null : (
        <Button variant="secondary" onClick={onMarkAll} disabled={unread === 0 || markingAll} aria-busy={markingAll}>
          <Icon name="check" className="h-4 w-4" />
          {markingAll ? "Se marchează..." : "Marchează toate ca citite"}
        </Button>
      )}
    </div>
  );
}
