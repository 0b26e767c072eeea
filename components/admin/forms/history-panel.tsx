"use client";
import { diffWords } from "diff";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/admin/icons";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Badge, ErrorState, Spinner } from "@/components/ui/states";
import { api, errorMessage } from "@/lib/api/client";
import { useApi } from "@/lib/api/hooks";
import { formatDateTime, relativeTime } from "@/lib/dates";
import { htmlToText, type ConflictField } from "./edit-conflict";

export const HISTORY_UI = {
  open: "Istoric",
  title: "Istoricul versiunilor",
  loadError: "Istoricul nu a putut fi încărcat.",
  versionError: "Versiunea nu a putut fi încărcată.",
  empty: "Nicio versiune salvată încă.",
  compare: "Compară",
  pickTwo: "Bifați două versiuni pentru a le compara.",
  restore: "Restaurează",
  restored: (when: string) => `Versiunea din ${when} este acum în formular. Salvați pentru a o păstra; nimic nu s-a schimbat pe site.`,
  unchanged: "Neschimbat",
  older: "versiunea mai veche",
  newer: "versiunea mai nouă",
} as const;

type Revision = { id: number; created_at: string; author_email: string; published: boolean };

type Props<V> = {
  /** GET …/{id}/revisions of the item being edited. */
  path: string;
  fields: ConflictField<V>[];
  toValues: (saved: never) => V;
  /** Puts a version's values into the form as an unsaved change. */
  onRestore: (values: V, when: string) => void;
};

/** A field's text as compared: rich text as readable text. */
const shown = <V,>(field: ConflictField<V>, values: V) => (field.html ? htmlToText(field.value(values)) : field.value(values));

/** Words added (marked) and removed (struck) from one text to the other. */
function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {diffWords(before, after).map((part, index) =>
        part.added ? (
          <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className="bg-red-100 text-red-900">
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

/**
 * "Istoric": the item's saved versions (who, when, published or draft); one opens read-only, two are
 * compared field by field (changes highlighted, text with its insertions and deletions), and
 * "Restaurează" puts a version into the form, unsaved: the editor saves it (a new version) or not.
 */
export function HistoryPanel<V>({ path, fields, toValues, onRestore }: Props<V>) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [shownVersions, setShownVersions] = useState<{ status: "loading" | "ready" | "failed"; items: Array<{ revision: Revision; values: V }> } | null>(null);
  const { data, error, mutate } = useApi<{ revisions: Revision[] }>(open ? path : null);
  const revisions = data?.revisions ?? [];
  const label = (r: Revision) => `${formatDateTime(r.created_at)} (${r.author_email || "sistem"})`;

  async function show(ids: number[]) {
    setShownVersions({ status: "loading", items: [] });
    try {
      const items = await Promise.all(
        ids.map(async (id) => ({ revision: revisions.find((r) => r.id === id) as Revision, values: toValues((await api.get<object>(`${path}/${id}`)) as never) })),
      );
      // Oldest on the left: the comparison reads as "from … to …".
      items.sort((a, b) => a.revision.created_at.localeCompare(b.revision.created_at));
      setShownVersions({ status: "ready", items });
    } catch {
      setShownVersions({ status: "failed", items: [] });
    }
  }

  const toggle = (id: number) => setPicked((current) => (current.includes(id) ? current.filter((p) => p !== id) : [...current.slice(-1), id]));
  const [left, right] = shownVersions?.items ?? [];
  // The version or comparison shows under a list of up to 50: bring it into view.
  const shownRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (left) shownRef.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [left, right]);

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Icon name="clock" className="h-4 w-4" />
        {HISTORY_UI.open}
      </Button>
      <Modal open={open} onClose={() => { setOpen(false); setShownVersions(null); setPicked([]); }} title={HISTORY_UI.title}>
        {error ? (
          <ErrorState message={errorMessage(error, HISTORY_UI.loadError)} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner />
        ) : revisions.length === 0 ? (
          <p className="text-sm text-muted">{HISTORY_UI.empty}</p>
        ) : (
          <div className="space-y-5">
            <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
              {revisions.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 text-sm">
                  <input type="checkbox" checked={picked.includes(r.id)} onChange={() => toggle(r.id)} aria-label={`Alege pentru comparare: ${label(r)}`} className="h-4 w-4 accent-brand-600" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{r.author_email || "sistem"}</span>
                    <time dateTime={r.created_at} className="text-muted">
                      {relativeTime(r.created_at)} · {formatDateTime(r.created_at)}
                    </time>
                  </span>
                  <Badge tone={r.published ? "green" : "amber"}>{r.published ? "Publicat" : "Draft"}</Badge>
                  <Button variant="secondary" size="sm" onClick={() => void show([r.id])} aria-label={`Vezi versiunea din ${label(r)}`}>
                    Vezi
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" size="sm" disabled={picked.length !== 2} onClick={() => void show(picked)}>
                {HISTORY_UI.compare}
              </Button>
              {picked.length !== 2 ? <span className="text-xs text-muted">{HISTORY_UI.pickTwo}</span> : null}
            </div>
            {shownVersions?.status === "loading" ? <Spinner /> : null}
            {shownVersions?.status === "failed" ? <p className="text-sm text-red-700">{HISTORY_UI.versionError}</p> : null}
            {left ? (
              <section ref={shownRef} aria-label={right ? "Comparația versiunilor" : "Versiunea aleasă"} className="scroll-mt-4 space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-ink">{right ? `${label(left.revision)} → ${label(right.revision)}` : label(left.revision)}</h3>
                  {(right ? [left, right] : [left]).map((item) => (
                    <Button
                      key={item.revision.id}
                      size="sm"
                      onClick={() => {
                        onRestore(item.values, formatDateTime(item.revision.created_at));
                        setOpen(false);
                        setShownVersions(null);
                        setPicked([]);
                      }}
                    >
                      {HISTORY_UI.restore}
                      {right ? ` ${item === left ? HISTORY_UI.older : HISTORY_UI.newer}` : ""}
                    </Button>
                  ))}
                </div>
                <dl className="space-y-3 text-sm">
                  {fields.map((field) => {
                    const before = shown(field, left.values);
                    const after = right ? shown(field, right.values) : before;
                    const changed = before !== after;
                    return (
                      <div key={String(field.key)} className={`rounded-lg p-3 ring-1 ${changed ? "bg-amber-50 ring-amber-200" : "ring-slate-200"}`}>
                        <dt className="flex items-center gap-2 font-medium text-ink">
                          {field.label}
                          {right && !changed ? <span className="text-xs font-normal text-muted">{HISTORY_UI.unchanged}</span> : null}
                        </dt>
                        <dd className="mt-1 text-ink">{changed ? <TextDiff before={before} after={after} /> : <p className="whitespace-pre-wrap break-words">{after || "—"}</p>}</dd>
                      </div>
                    );
                  })}
                </dl>
              </section>
            ) : null}
          </div>
        )}
      </Modal>
    </>
  );
}
