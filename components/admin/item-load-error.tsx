"use client";
import { ButtonLink } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { ApiClientError } from "@/lib/api/client";
import { Icon } from "./icons";

/** The API answered that the item does not exist (never was, or was deleted). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 404;
}

type Props = {
  /** What the load failed with; a 404 means the item is gone, anything else may pass on a retry. */
  error: unknown;
  /** The address cannot name an item at all (a malformed id), or the item is missing from a list that loaded. */
  missing?: boolean;
  /** "Articolul nu a fost găsit." */
  notFoundMessage: string;
  /** The screen's load error (SPEC 8), shown with the retry when the server could not answer. */
  loadErrorMessage: string;
  listHref: string;
  /** "Înapoi la articole" */
  listLabel: string;
  onRetry?: () => void;
};

/**
 * An edit screen whose item could not be shown. A missing or deleted item says so and links back to
 * its list (a retry could never succeed); a real load failure (server down, 500) keeps the retry.
 */
export function ItemLoadError({ error, missing = false, notFoundMessage, loadErrorMessage, listHref, listLabel, onRetry }: Props) {
  if (missing || isNotFound(error)) {
    // The participle agrees with the item as its own message does: "Pagina nu a fost găsită" -> ștearsă.
    const deleted = /găsită\.?$/.test(notFoundMessage.trim()) ? "ștearsă" : "șters";
    return (
      <div role="alert" className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center" data-testid="item-not-found">
        <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-slate-100 text-muted" aria-hidden="true">
          <Icon name="question" className="h-6 w-6" />
        </span>
        <p className="mt-3 text-base font-semibold text-ink">{notFoundMessage}</p>
        <p className="mt-1 text-sm text-muted">Este posibil să fi fost {deleted} sau ca adresa să fie greșită.</p>
        <ButtonLink href={listHref} variant="secondary" className="mt-5">
          ← {listLabel}
        </ButtonLink>
      </div>
    );
  }
  return <ErrorState message={loadErrorMessage} onRetry={onRetry} />;
}
