"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFormik, type FormikConfig, type FormikErrors, type FormikHelpers, type FormikValues } from "formik";
import { api, ApiClientError, errorMessage, isDuplicateSlug } from "@/lib/api/client";
import { EditConflictPanel, useEditConflict, type ConflictField, type Saver } from "./edit-conflict";
import { FormActions, FormError } from "./form-kit";
import { HISTORY_UI, HistoryPanel } from "./history-panel";
import { useDraftKeeper } from "./use-draft-keeper";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { serverErrorsToFormik } from "./use-focus-first-error";
import { releaseHistoryGuard, useUnsavedChanges } from "./use-unsaved-changes";

export const DRAFT_UI = {
  offer: (when: string) => `Aveți modificări nesalvate din ${when}:`,
  restore: "Restaurați",
  discard: "Renunțați",
} as const;

/**
 * A refused save: puts what it can on the fields (through `helpers`) and returns the message shown
 * above the form, "" for none.
 */
export type SaveFailure<V> = (error: unknown, helpers: FormikHelpers<V>, values: V) => string;

/**
 * The usual refusal: a duplicate slug on the slug field and above the form, the API's 422 field
 * errors on their fields, and the server's message (or `fallback`) above the form.
 */
export function saveFailure<V>({
  fallback,
  duplicateSlug,
  fieldErrors = serverErrorsToFormik,
}: {
  fallback: string;
  duplicateSlug?: string;
  fieldErrors?: (errors: Record<string, string> | undefined) => object;
}): SaveFailure<V> {
  return (error, helpers) => {
    if (duplicateSlug && isDuplicateSlug(error)) {
      helpers.setFieldError("slug", duplicateSlug);
      return duplicateSlug;
    }
    if (error instanceof ApiClientError && error.status === 422 && error.errors) helpers.setErrors(fieldErrors(error.errors) as FormikErrors<V>);
    return errorMessage(error, fallback);
  };
}

export type EditorFormOptions<T extends object, V extends FormikValues, R> = {
  /** The version being edited; absent on a new item. */
  item: T | null | undefined;
  initialValues: V;
  validate: FormikConfig<V>["validate"];
  /** Sends the values; `version` is the updated_at the save must carry (QUALITY D1). */
  save: (values: V, version: string | undefined) => Promise<R>;
  /** After a save, with the unsaved-changes guard already off. */
  onSaved?: (saved: R, created: boolean) => void;
  failed: SaveFailure<V>;
  /** The message for a save pressed while an image still uploads (see `setUploading`). */
  uploadPending?: string;
  /** The stale-save comparison (QUALITY D1); absent where the API keeps no versions. */
  conflict?: {
    load: (item: T) => Promise<T | null | undefined>;
    toValues: (item: T) => V;
    fields: ConflictField<V>[];
    onNewerLoaded?: (item: T) => void;
    /** The item's revisions (GET …/{id}/revisions), so the panel can say who saved the newer version. */
    revisionsPath?: (item: T) => string;
  };
};

const noNewer = async () => null;

/** The newest revision's author and time. */
async function newestSaver(path: string): Promise<Saver | null> {
  const { revisions } = await api.get<{ revisions: Saver[] }>(path);
  return revisions[0] ?? null;
}

/**
 * What every editor does around its fields: Formik with the shared yup schema, the save and what a
 * refused one shows, the stale-save panel, the unsaved-changes guard (QUALITY D2), the wait for an
 * upload. The form component keeps only its fields.
 */
export function useEditorForm<T extends object, V extends FormikValues, R>(options: EditorFormOptions<T, V, R>) {
  const { item, save, onSaved, failed, uploadPending } = options;
  const [error, setError] = useState("");
  /** What the form did on its own that the editor should know (a version restored from "Istoric"). */
  const [notice, setNotice] = useState("");
  const [left, setLeft] = useState(false);
  const uploading = useRef(false);
  const errorBox = useRef<HTMLDivElement>(null);
  const conflict = useEditConflict<T, V>({
    item: options.conflict ? item : null,
    load: options.conflict?.load ?? noNewer,
    toValues: options.conflict?.toValues ?? (() => options.initialValues),
    fields: options.conflict?.fields ?? [],
    onNewerLoaded: options.conflict?.onNewerLoaded,
    savedBy: options.conflict?.revisionsPath ? (current) => newestSaver(options.conflict?.revisionsPath?.(current) ?? "") : undefined,
  });

  const form = useFormik<V>({
    initialValues: options.initialValues,
    validate: options.validate,
    onSubmit: async (values, helpers) => {
      if (uploading.current && uploadPending) {
        setError(uploadPending);
        return;
      }
      setError("");
      setNotice("");
      try {
        const saved = await save(values, conflict.version());
        drafts.clear();
        setLeft(true);
        await releaseHistoryGuard();
        onSaved?.(saved, !item);
      } catch (caught) {
        if (conflict.caught(caught)) return;
        setError(failed(caught, helpers, values));
      }
    },
  });

  useUnsavedChanges(form.dirty && !left);
  const revisionsPath = item && options.conflict?.revisionsPath ? options.conflict.revisionsPath(item) : null;
  const drafts = useDraftKeeper<V>({
    values: form.values,
    dirty: form.dirty && !left,
    version: conflict.version(),
    autosavePath: revisionsPath ? revisionsPath.replace(/\/revisions$/, "/autosave") : null,
  });
  /** "Istoric" for an item that keeps revisions: a restored version becomes the form's unsaved content. */
  const history =
    revisionsPath && options.conflict
      ? {
          path: revisionsPath,
          fields: options.conflict.fields,
          toValues: options.conflict.toValues as (saved: never) => V,
          onRestore: (values: V, when: string) => {
            void form.setValues(values, true);
            setNotice(HISTORY_UI.restored(when));
          },
        }
      : null;

  useEffect(() => {
    if (error) errorBox.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [error]);

  return {
    form,
    history,
    notice,
    drafts,
    conflict,
    error,
    errorBox,
    /** A field's error once it was left or a save was tried. */
    shown: (field: keyof V & string): string | undefined => {
      const message = form.errors[field];
      return (form.touched[field] || form.submitCount > 0) && typeof message === "string" ? message : undefined;
    },
    /** For the image fields' onBusyChange: a save waits for the upload. */
    setUploading: (busy: boolean) => {
      uploading.current = busy;
    },
    /** Before the form leaves the page on its own (a delete): the guard lets it go. */
    leave: async () => {
      setLeft(true);
      await releaseHistoryGuard();
    },
  };
}

export type EditorFormState<T extends object, V extends FormikValues> = ReturnType<typeof useEditorForm<T, V, unknown>>;

/**
 * The editor's frame: the form element, the save error, the stale-save panel, the fields, and the save
 * bar (with `actions` beside Anulează, e.g. a preview or a delete button).
 */
export function EditorForm<T extends object, V extends FormikValues>({
  editor,
  cancelHref,
  submitLabel,
  label,
  busy = false,
  actions,
  children,
}: {
  editor: EditorFormState<T, V>;
  cancelHref: string;
  submitLabel: string;
  /** The form's accessible name, where a page holds more than one form or a test finds it by name. */
  label?: string;
  /** Another action of the form is running (a delete). */
  busy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { form, conflict, error, errorBox, history, notice, drafts } = editor;
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting || busy} aria-label={label} className="space-y-6">
      <div ref={errorBox} aria-live="polite">
        <FormError message={error} />
        {notice ? <p className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200">{notice}</p> : null}
      </div>
      {drafts.offer ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <p>{DRAFT_UI.offer(formatDateTime(drafts.offer.at))}</p>
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                const values = drafts.restore();
                if (values) void form.setValues(values, true);
              }}
            >
              {DRAFT_UI.restore}
            </Button>
            <Button size="sm" variant="secondary" onClick={drafts.discard}>
              {DRAFT_UI.discard}
            </Button>
          </div>
        </div>
      ) : null}
      <EditConflictPanel conflict={conflict} form={form} />
      {/* Above the fields, not in the save bar: that bar stays one row on a phone. */}
      {history ? (
        <div className="flex justify-end">
          <HistoryPanel {...history} />
        </div>
      ) : null}
      {children}
      <FormActions cancelHref={cancelHref} submitting={form.isSubmitting} submitLabel={submitLabel}>
        {actions}
      </FormActions>
    </form>
  );
}
