"use client";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { ApiClientError, isDuplicateSlug } from "@/lib/api/client";
import { formatDateTime, relativeTime } from "@/lib/dates";
import { escapeHtml } from "@/lib/escape-html";
import { releaseHistoryGuard } from "./use-unsaved-changes";

/**
 * What the panel says of a stale save (QUALITY D1), in place of the server's 409 text, which asks for
 * a reload: here a reload would drop the editor's text, and the panel offers better.
 */
export const STALE_SAVE_MESSAGE =
  "Altcineva a salvat între timp o versiune nouă. Textul dvs. a rămas în formular: mai jos vedeți ce s-a schimbat și alegeți ce păstrați.";

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
  takenTheirs: "Preluate din versiunea colegului (modificate doar acolo)",
  bothChanged: "Modificate și de dvs., și de coleg: alegeți ce păstrați",
  noOverlap: "Ați modificat câmpuri diferite: la salvare se păstrează modificările amândurora.",
  keepMine: "Păstrați varianta dvs.",
  keepTheirs: "Păstrați varianta colegului",
  chooseFirst: (labels: string[]) => `Alegeți ce păstrați pentru: ${labels.join(", ")}.`,
  newer: "Varianta colegului",
  mine: "Varianta dvs.",
  empty: "(gol)",
  savedBy: (email: string) => `Salvată de ${email || "sistem"},`,
} as const;

/** The updated_at a save carries back (QUALITY D1); an item of an API that keeps no versions has none. */
export function versionOf(item: object | null | undefined): string | undefined {
  const value = item && "updated_at" in item ? item.updated_at : undefined;
  return typeof value === "string" && value ? value : undefined;
}

/**
 * One field of the comparison: the form value it is (`key`), its label, and its value as text (HTML for
 * the rich-text fields), which decides whether two versions differ there.
 */
export type ConflictField<V> = { key: keyof V; label: string; value: (values: V) => string; html?: boolean };

/** Who changed each field since the version the editor opened (base): the three-way merge of a stale save. */
export type ThreeWay<V> = {
  /** Only the colleague: their value is saved. */
  theirs: ConflictField<V>[];
  /** Only the editor: theirs is kept as it is in the form. */
  mine: ConflictField<V>[];
  /** Both, differently: the editor chooses. */
  both: ConflictField<V>[];
};

export function threeWay<V>(fields: ConflictField<V>[], base: V, theirs: V, mine: V): ThreeWay<V> {
  const out: ThreeWay<V> = { theirs: [], mine: [], both: [] };
  for (const field of fields) {
    const [b, t, m] = [field.value(base), field.value(theirs), field.value(mine)];
    if (t === m) continue;
    if (m === b) out.theirs.push(field);
    else if (t === b) out.mine.push(field);
    else out.both.push(field);
  }
  return out;
}

export type Choice = "mine" | "theirs";

/**
 * The values to save: the form's, with the colleague's where only they changed a field and where
 * the editor chose theirs. Undefined while a field both changed has no choice yet.
 */
export function mergedValues<V>(merge: ThreeWay<V>, theirs: V, mine: V, choices: Partial<Record<keyof V, Choice>>): V | undefined {
  if (merge.both.some((field) => !choices[field.key])) return undefined;
  const merged = { ...mine };
  for (const field of [...merge.theirs, ...merge.both]) {
    if (merge.theirs.includes(field) || choices[field.key] === "theirs") merged[field.key] = theirs[field.key];
  }
  return merged;
}

/** A 409 for a save over a newer version; a duplicate slug is also a 409 and stays on its field. */
export function isEditConflict(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError && error.status === 409 && !isDuplicateSlug(error);
}

/** Who saved the newer version and when (its newest revision), when the item keeps revisions. */
export type Saver = { author_email: string; created_at: string };

type ConflictState<T> = { message: string; status: "loading" | "ready" | "failed"; newer: T | null; savedBy?: Saver | null };

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
  /** Who saved the newest version (the item's revisions); the panel names them. */
  savedBy?: (item: T) => Promise<Saver | null>;
};

export type EditConflict<T extends object, V> = {
  /** The updated_at to send with a save: the loaded version's, or the newer one's after "Salvează oricum". */
  version: () => string | undefined;
  /** The version the form's text is based on (the base of the three-way merge). */
  base: () => T | null | undefined;
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
export function useEditConflict<T extends object, V>({ item, load, toValues, fields, onNewerLoaded, savedBy }: Options<T, V>): EditConflict<T, V> {
  const version = useRef<string | undefined>(versionOf(item));
  const base = useRef(item);
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
      .then(() => {
        const newer = load(item);
        // Who saved it is a courtesy: without the name the panel works the same.
        savedBy?.(item).then(
          (saver) => id === request.current && setState((current) => current && { ...current, savedBy: saver }),
          () => undefined,
        );
        return newer;
      })
      .then(
        (newer) => settle(newer && versionOf(newer) ? newer : null),
        () => settle(null),
      );
  };

  const adopt = (newer: T) => {
    version.current = versionOf(newer);
    base.current = newer;
    request.current++;
    setState(null);
  };
  return {
    version: () => version.current,
    base: () => base.current,
    caught: (error) => {
      if (!item || !isEditConflict(error)) {
        // Another failure ends an earlier conflict: the form's own message takes over.
        request.current++;
        setState(null);
        return false;
      }
      fetchNewer(STALE_SAVE_MESSAGE);
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
  setValues: (values: V, validate?: boolean) => unknown;
};

/** Rich text as readable text: one line per paragraph, list item or heading. */
export function htmlToText(html: string): string {
  if (!html) return "";
  const marked = html.replace(/<br\s*\/?>|<\/(p|li|h[1-6]|div|tr|blockquote)>/gi, "$&\n");
  const doc = new DOMParser().parseFromString(marked, "text/html");
  return (doc.body.textContent ?? "").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}

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

/** A field both changed: the two texts side by side and the editor's choice between them. */
function BothChanged<V>({
  field,
  theirs,
  mine,
  choice,
  onChoose,
}: {
  field: ConflictField<V>;
  theirs: V;
  mine: V;
  choice: Choice | undefined;
  onChoose: (choice: Choice) => void;
}) {
  const name = useId();
  const option = (value: Choice, label: string) => (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
      <input type="radio" name={name} value={value} checked={choice === value} onChange={() => onChoose(value)} className="h-4 w-4 accent-brand-600" />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-2" data-conflict-field={String(field.key)}>
      <legend className="text-sm font-semibold text-ink">{field.label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <VersionText title={CONFLICT_UI.newer} text={asText(field, theirs)} tone="newer" />
        <VersionText title={CONFLICT_UI.mine} text={asText(field, mine)} tone="mine" />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {option("mine", CONFLICT_UI.keepMine)}
        {option("theirs", CONFLICT_UI.keepTheirs)}
      </div>
    </fieldset>
  );
}

/**
 * The stale-save notice with the newer version: when it was saved and which fields it changed. A save
 * from here is a three-way merge against the version the editor opened: the fields only the colleague
 * changed take their text, those only the editor changed keep the editor's, and where both changed a
 * field the panel asks which to keep ("Salvează oricum", sent with the newer updated_at). Or "Încarcă
 * versiunea nouă" (the editor's text is dropped after a question) and "Copiază textul dvs.".
 */
export function EditConflictPanel<T extends object, V>({ conflict, form }: { conflict: EditConflict<T, V>; form: ConflictForm<V> }) {
  const { state, fields } = conflict;
  const box = useRef<HTMLElement>(null);
  const headingId = useId();
  const [copy, setCopy] = useState<"" | "done" | "failed">("");
  // The choices belong to one newer version: another conflict asks again.
  const [choices, setChoices] = useState<{ version: string; picked: Partial<Record<keyof V, Choice>> }>({ version: "", picked: {} });
  const [unchosen, setUnchosen] = useState<string[]>([]);
  const open = Boolean(state);

  useEffect(() => {
    if (open) box.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [open]);

  if (!state) return null;
  const newer = state.status === "ready" ? state.newer : null;
  const newerValues = newer ? conflict.toValues(newer) : null;
  const baseItem = conflict.base();
  const baseValues = baseItem ? conflict.toValues(baseItem) : form.initialValues;
  const changedByOther = newerValues ? fields.filter((f) => f.value(newerValues) !== f.value(baseValues)).map((f) => f.label) : [];
  const merge = newerValues ? threeWay(fields, baseValues, newerValues, form.values) : null;
  const picked: Partial<Record<keyof V, Choice>> = newer && choices.version === versionOf(newer) ? choices.picked : {};
  const own = ownVersion(fields, form.values);
  const busy = form.isSubmitting;

  const choose = (key: keyof V, choice: Choice) => {
    const version = versionOf(newer);
    if (!version) return;
    setChoices({ version, picked: { ...picked, [key]: choice } });
    setUnchosen([]);
  };
  const overwrite = () => {
    if (!newer || !newerValues || !merge) return;
    const merged = mergedValues(merge, newerValues, form.values, picked);
    if (!merged) {
      const missing = merge.both.filter((field) => !picked[field.key]);
      setUnchosen(missing.map((field) => field.label));
      box.current?.querySelector<HTMLInputElement>(`[data-conflict-field="${String(missing[0]?.key)}"] input`)?.focus();
      return;
    }
    conflict.adopt(newer);
    setCopy("");
    // Formik submits the values of its last render: the merged ones are rendered first.
    flushSync(() => void form.setValues(merged, false));
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
        {state.savedBy ? (
          <p className="mt-1 text-sm text-ink">
            {CONFLICT_UI.savedBy(state.savedBy.author_email)} <time dateTime={state.savedBy.created_at}>{relativeTime(state.savedBy.created_at).toLowerCase()}</time>.
          </p>
        ) : null}
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
            Salvată la {formatDateTime(versionOf(newer))}, de altcineva sau dintr-o altă filă.
            {changedByOther.length ? ` Modificări față de versiunea deschisă de dvs.: ${changedByOther.join(", ")}.` : ""}
          </p>
        ) : null}
      </div>

      {merge && newerValues ? (
        merge.theirs.length || merge.both.length || merge.mine.length ? (
          <>
            {merge.theirs.length ? (
              <div>
                <h3 className="text-sm font-semibold text-ink">{CONFLICT_UI.takenTheirs}</h3>
                <dl className="mt-2 space-y-2">
                  {merge.theirs.map((field) => (
                    <div key={field.label}>
                      <dt className="text-sm font-medium text-ink">{field.label}</dt>
                      <dd className="mt-1">
                        <VersionText title={CONFLICT_UI.newer} text={asText(field, newerValues)} tone="newer" />
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            {merge.both.length ? (
              <div className="space-y-3">
                <h3 className="text-sm font-semibold text-ink">{CONFLICT_UI.bothChanged}</h3>
                {merge.both.map((field) => (
                  <BothChanged
                    key={field.label}
                    field={field}
                    theirs={newerValues}
                    mine={form.values}
                    choice={picked[field.key]}
                    onChoose={(choice) => choose(field.key, choice)}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-ink">{CONFLICT_UI.noOverlap}</p>
            )}
          </>
        ) : (
          <p className="text-sm text-ink">{CONFLICT_UI.same}</p>
        )
      ) : null}

      {unchosen.length ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {CONFLICT_UI.chooseFirst(unchosen)}
        </p>
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
