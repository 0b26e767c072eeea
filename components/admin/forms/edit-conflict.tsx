"use client";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api/client";
import { formatDateTime } from "@/lib/dates";
import { releaseHistoryGuard } from "./use-unsaved-changes";

/** The server's 409 text for a stale save (QUALITY D1), used when a 409 arrives without one. */
export const STALE_SAVE_MESSAGE =
  "Conținutul a fost modificat de altcineva între timp. Reîncărcați pagina pentru a vedea ultima versiune înainte de a salva.";

export const CONFLICT_UI = {
  heading: "Versiunea salvată între timp",
  loading: "Se încarcă versiunea salvată între timp...",
  loadFailed: "Versiunea salvată între timp nu a putut fi încărcată.",
  retry: "Încearcă din nou",
  overwrite: "Salvează oricum",
  loadNewer: "Încarcă versiunea nouă",
  copy: "Copiază textul dvs.",
  copied: "Textul dvs. a fost copiat. Îl puteți lipi oriunde, de exemplu după ce încărcați versiunea nouă.",
  copyFailed: "Copierea automată nu este disponibilă: selectați textul de mai jos și copiați-l.",
  confirmLoadNewer: "Modificările dvs. nesalvate se vor pierde și formularul va arăta versiunea nouă. Continuați?",
  same: "Câmpurile principale sunt la fel în versiunea nouă și în a dvs.",
  newer: "Versiunea nouă",
  mine: "Versiunea dvs.",
  empty: "(gol)",
} as const;

type Versioned = { updated_at?: string | null };

/** One field of the comparison: its label and its value as text (HTML for the rich-text fields). */
export type ConflictField<V> = { label: string; value: (values: V) => string; html?: boolean };

/** A 409 for a save over a newer version; a duplicate slug is also a 409 and stays on its field. */
export function isEditConflict(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 409 && !/duplicate slug/i.test(error.message);
}

type ConflictState<T> = { message: string; status: "loading" | "ready" | "failed"; newer: T | null };

type Options<T, V> = {
  /** The version the form was loaded from; absent on create, where no save can be stale. */
  item: T | null | undefined;
  /** Fetches the newest saved version of `item`. */
  load: (item: T) => Promise<T | null | undefined>;
  /** The form's values for a version (the form's own initial-values function). */
  toValues: (item: T) => V;
  fields: ConflictField<V>[];
  /** After "Încarcă versiunea nouă": the page shows that version too (its header names the item). */
  onNewerLoaded?: (item: T) => void;
};

export type EditConflict<T extends Versioned, V> = {
  /** The updated_at to send with a save: the loaded version's, or the newer one's after "Salvează oricum". */
  version: () => string | undefined;
  /** For the form's catch, with every error: true (and the panel opens) when it is a stale save. */
  caught: (error: unknown) => boolean;
  state: ConflictState<T> | null;
  retry: () => void;
  /** Takes the newer version as the one being edited: the next save may overwrite it. */
  adopt: (newer: T) => void;
  /** Adopts the newer version as the form's content ("Încarcă versiunea nouă"). */
  loaded: (newer: T) => void;
  toValues: (item: T) => V;
  fields: ConflictField<V>[];
};

/**
 * QUALITY D1 without a dead end: a save refused as stale keeps the editor's text and shows what the
 * newer version holds; the editor then overwrites it on purpose, loads it, or copies their own text.
 */
export function useEditConflict<T extends Versioned, V>({ item, load, toValues, fields, onNewerLoaded }: Options<T, V>): EditConflict<T, V> {
  const version = useRef<string | undefined>(item?.updated_at ?? undefined);
  const request = useRef(0);
  const [state, setState] = useState<ConflictState<T> | null>(null);

  const fetchNewer = (message: string) => {
    if (!item) return;
    const id = ++request.current;
    setState({ message, status: "loading", newer: null });
    const settle = (newer: T | null) => {
      if (id !== request.current) return;
      setState((current) => current && { ...current, newer, status: newer ? "ready" : "failed" });
    };
    Promise.resolve()
      .then(() => load(item))
      .then(
        (newer) => settle(newer?.updated_at ? newer : null),
        () => settle(null),
      );
  };

  const adopt = (newer: T) => {
    version.current = newer.updated_at ?? undefined;
    request.current++;
    setState(null);
  };
  return {
    version: () => version.current,
    caught: (error) => {
      if (!item || !isEditConflict(error)) {
        // Another failure ends an earlier conflict: the form's own message takes over.
        request.current++;
        setState(null);
        return false;
      }
      fetchNewer(error.message || STALE_SAVE_MESSAGE);
      return true;
    },
    state,
    retry: () => {
      if (state) fetchNewer(state.message);
    },
    adopt,
    loaded: (newer) => {
      adopt(newer);
      onNewerLoaded?.(newer);
    },
    toValues,
    fields,
  };
}

/** What the form gives the panel: Formik's values and the two actions it needs. */
export type ConflictForm<V> = {
  values: V;
  initialValues: V;
  isSubmitting: boolean;
  submitForm: () => Promise<unknown>;
  resetForm: (next: { values: V }) => void;
};

/** Rich text as readable text: one line per paragraph, list item or heading. */
export function htmlToText(html: string): string {
  if (!html) return "";
  const marked = html.replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div|tr|blockquote)>/gi, "$&\n");
  const doc = new DOMParser().parseFromString(marked, "text/html");
  return (doc.body.textContent ?? "").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function asText<V>(field: ConflictField<V>, values: V): string {
  const raw = field.value(values);
  return field.html ? htmlToText(raw) : raw.trim();
}

/** The editor's own version, as plain text and as HTML (rich text keeps its formatting when pasted). */
function ownVersion<V>(fields: ConflictField<V>[], values: V): { text: string; html: string } {
  const text = fields.map((field) => `${field.label}:\n${asText(field, values) || CONFLICT_UI.empty}`).join("\n\n");
  const html = fields
    .map((field) => {
      const raw = field.value(values);
      return `<h3>${escapeHtml(field.label)}</h3>${field.html ? raw || "<p></p>" : `<p>${escapeHtml(raw.trim())}</p>`}`;
    })
    .join("");
  return { text, html };
}

async function copyToClipboard({ text, html }: { text: string; html: string }): Promise<boolean> {
  try {
    const Item = (window as unknown as { ClipboardItem?: typeof ClipboardItem }).ClipboardItem;
    if (Item && navigator.clipboard?.write) {
      await navigator.clipboard.write([
        new Item({ "text/plain": new Blob([text], { type: "text/plain" }), "text/html": new Blob([html], { type: "text/html" }) }),
      ]);
      return true;
    }
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // permission refused or no secure context: the text is shown for copying by hand
  }
  return false;
}

function VersionText({ title, text, tone }: { title: string; text: string; tone: "newer" | "mine" }) {
  return (
    <div className={`min-w-0 rounded-lg px-3 py-2 ring-1 ${tone === "newer" ? "bg-white ring-amber-200" : "bg-brand-50 ring-brand-100"}`}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</p>
      <p className="mt-1 max-h-40 overflow-y-auto whitespace-pre-line break-words text-sm text-ink">{text || CONFLICT_UI.empty}</p>
    </div>
  );
}

/**
 * The stale-save notice (the server's SPEC wording) with the newer version: when it was saved, which
 * fields it changed, and each field where it differs from the editor's text. Then: "Salvează oricum"
 * (the editor's text, sent with the newer updated_at: a conscious overwrite), "Încarcă versiunea
 * nouă" (the editor's text is dropped after a question) and "Copiază textul dvs.".
 */
export function EditConflictPanel<T extends Versioned, V>({ conflict, form }: { conflict: EditConflict<T, V>; form: ConflictForm<V> }) {
  const { state, fields } = conflict;
  const box = useRef<HTMLElement>(null);
  const headingId = useId();
  const [copy, setCopy] = useState<"" | "done" | "failed">("");
  const open = Boolean(state);

  useEffect(() => {
    if (open) box.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [open]);

  if (!state) return null;
  const newer = state.status === "ready" ? state.newer : null;
  const newerValues = newer ? conflict.toValues(newer) : null;
  const changedByOther = newerValues ? fields.filter((f) => f.value(newerValues) !== f.value(form.initialValues)).map((f) => f.label) : [];
  const differences = newerValues ? fields.filter((f) => f.value(newerValues) !== f.value(form.values)) : [];
  const own = ownVersion(fields, form.values);
  const busy = form.isSubmitting;

  const overwrite = () => {
    if (!newer) return;
    conflict.adopt(newer);
    setCopy("");
    void form.submitForm();
  };
  const loadNewer = () => {
    if (!newer || !newerValues || !window.confirm(CONFLICT_UI.confirmLoadNewer)) return;
    conflict.loaded(newer);
    setCopy("");
    form.resetForm({ values: newerValues });
    void releaseHistoryGuard();
  };
  const copyOwn = async () => setCopy((await copyToClipboard(own)) ? "done" : "failed");

  return (
    <section
      ref={box}
      aria-labelledby={headingId}
      data-edit-conflict=""
      className="scroll-mt-24 space-y-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <p role="alert" className="text-sm font-medium text-red-800">
        {state.message}
      </p>
      <div>
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {CONFLICT_UI.heading}
        </h2>
        {state.status === "loading" ? <p className="mt-1 text-sm text-muted">{CONFLICT_UI.loading}</p> : null}
        {state.status === "failed" ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-sm text-red-800">{CONFLICT_UI.loadFailed}</p>
            <Button variant="secondary" size="sm" onClick={conflict.retry}>
              {CONFLICT_UI.retry}
            </Button>
          </div>
        ) : null}
        {newer ? (
          <p className="mt-1 text-sm text-muted">
            Salvată la {formatDateTime(newer.updated_at)}, de altcineva sau dintr-o altă filă.
            {changedByOther.length ? ` Modificări față de versiunea deschisă de dvs.: ${changedByOther.join(", ")}.` : ""}
          </p>
        ) : null}
      </div>

      {newerValues ? (
        differences.length ? (
          <dl className="space-y-3" aria-label="Diferențe între versiunea nouă și a dvs.">
            {differences.map((field) => (
              <div key={field.label}>
                <dt className="text-sm font-semibold text-ink">{field.label}</dt>
                <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                  <VersionText title={CONFLICT_UI.newer} text={asText(field, newerValues)} tone="newer" />
                  <VersionText title={CONFLICT_UI.mine} text={asText(field, form.values)} tone="mine" />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-ink">{CONFLICT_UI.same}</p>
        )
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button onClick={overwrite} disabled={!newer || busy}>
          {CONFLICT_UI.overwrite}
        </Button>
        <Button variant="secondary" onClick={loadNewer} disabled={!newer || busy}>
          {CONFLICT_UI.loadNewer}
        </Button>
        <Button variant="secondary" onClick={() => void copyOwn()}>
          {CONFLICT_UI.copy}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-ink empty:hidden">
        {copy === "done" ? CONFLICT_UI.copied : copy === "failed" ? CONFLICT_UI.copyFailed : ""}
      </p>
      {copy === "failed" ? (
        <textarea
          readOnly
          aria-label={CONFLICT_UI.mine}
          value={own.text}
          rows={8}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-ink"
        />
      ) : null}
    </section>
  );
}
