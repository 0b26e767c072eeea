"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Select } from "@/components/ui/field";
import { api, errorMessage } from "@/lib/api/client";
import { BULK_ACTION_LABELS, BULK_UI, type BulkActionName, type BulkResult } from "@/lib/bulk";

/** Which rows of a list page are selected, for the bulk bar. */
export function useSelection(ids: number[]) {
  const [selected, setSelected] = useState<number[]>([]);
  const visible = selected.filter((id) => ids.includes(id));
  return {
    selected: visible,
    has: (id: number) => visible.includes(id),
    toggle: (id: number) => setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
    all: visible.length === ids.length && ids.length > 0,
    toggleAll: () => setSelected(visible.length === ids.length ? [] : ids),
    clear: () => setSelected([]),
  };
}

export type Selection = ReturnType<typeof useSelection>;

const CHECK = "h-4 w-4 shrink-0 accent-brand-600";

/** A row's checkbox, named after the item for screen readers. */
export function SelectBox({ selection, id, name, className = "" }: { selection: Selection; id: number; name: string; className?: string }) {
  return <input type="checkbox" className={`${CHECK} ${className}`} checked={selection.has(id)} onChange={() => selection.toggle(id)} aria-label={`Selectează ${name}`} />;
}

/** The header checkbox: every row on this page of the list; the column is named "Selecție" for screen readers. */
export function SelectAllBox({ selection, label }: { selection: Selection; label: string }) {
  return (
    <>
      <span className="sr-only">Selecție</span>
      <input type="checkbox" className={CHECK} checked={selection.all} onChange={selection.toggleAll} aria-label={label} />
    </>
  );
}

type Props = {
  /** POST path of the list's bulk route, e.g. "/blog/bulk". */
  path: string;
  selection: Selection;
  /** Whether "Mută în coș" is offered (the single delete's permission). */
  canDelete: boolean;
  /** The listed items, whose names the report of what failed uses. */
  items: { id: number; title: string }[];
  /** Reloads the list after the action. */
  onDone: () => void | Promise<unknown>;
};

/** The bar over a list while rows are selected: an action for all of them, then what worked and what did not (and why). */
export function BulkBar({ path, selection, canDelete, items, onDone }: Props) {
  const { selected } = selection;
  const nameOf = (id: number) => items.find((item) => item.id === id)?.title ?? `#${id}`;
  const [action, setAction] = useState<BulkActionName>("publish");
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ text: string; failures: string[] } | null>(null);

  async function apply() {
    if (action === "delete" && !confirmDelete(BULK_UI.confirmDelete(selected.length))) return;
    setBusy(true);
    try {
      const { results } = await api.post<{ results: BulkResult[] }>(path, { action, ids: selected });
      const failed = results.filter((r) => !r.ok);
      setReport({ text: BULK_UI.done(results.length - failed.length, failed.length), failures: failed.map((r) => `„${nameOf(r.id)}”: ${r.message ?? BULK_UI.error}`) });
      selection.clear();
      await onDone();
    } catch (error) {
      setReport({ text: errorMessage(error, BULK_UI.error), failures: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-4 space-y-2">
      {selected.length ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-100/50 px-4 py-3 text-sm ring-1 ring-brand-100">
          <span className="font-semibold text-ink">{BULK_UI.selected(selected.length)}</span>
          <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
            <Select id="bulk-action" aria-label={BULK_UI.choose} value={action} onChange={(e) => setAction(e.target.value as BulkActionName)}>
              {(Object.keys(BULK_ACTION_LABELS) as BulkActionName[])
                .filter((key) => key !== "delete" || canDelete)
                .map((key) => (
                  <option key={key} value={key}>
                    {BULK_ACTION_LABELS[key]}
                  </option>
                ))}
            </Select>
          </div>
          <Button size="sm" onClick={() => void apply()} disabled={busy} aria-busy={busy || undefined}>
            {BULK_UI.apply}
          </Button>
        </div>
      ) : null}
      {report ? (
        <div role="status" className="rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-slate-200">
          <p className="font-medium text-ink">{report.text}</p>
          {report.failures.length ? (
            <ul className="mt-1 list-disc pl-5 text-red-800">
              {report.failures.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
