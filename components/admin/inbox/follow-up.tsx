"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Counter, Field, Select, TextArea } from "@/components/ui/field";
import { Badge } from "@/components/ui/states";
import type { SubmissionRow } from "@/lib/api/hooks";
import { hasControlChars } from "@/lib/validation/common";
import { LEADS_MSG, NOTE_MAX, statusLabel, type SubmissionStatus } from "@/lib/validation/leads";
import { StatusOptions } from "./status-options";

const STATUS_TONE: Record<SubmissionStatus, "violet" | "blue" | "amber" | "green" | "red"> = {
  nou: "violet",
  contactat: "blue",
  oferta_trimisa: "amber",
  castigat: "green",
  pierdut: "red",
};

/** The follow-up status as a coloured label (list rows, the message). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{statusLabel(status)}</Badge>;
}

/** With the version the form was loaded with (QUALITY D1: a save over another admin's newer change is refused). */
export type FollowUpUpdate = { status: SubmissionStatus; note: string; updated_at: string };

type Props = {
  submission: SubmissionRow;
  /** Resolves once saved; rejects with the message to show. */
  onSave: (update: FollowUpUpdate) => Promise<void>;
};

/**
 * The admins' follow-up of one lead: its status (Nou, Contactat, Ofertă trimisă, Câștigat, Pierdut)
 * and an internal note the visitor never sees. Saved together with "Salvează urmărirea". The parent
 * gives it a `key` per message, so another message starts from its own values.
 */
export function FollowUpForm({ submission, onSave }: Props) {
  const [status, setStatus] = useState<SubmissionStatus>(submission.status);
  const [note, setNote] = useState(submission.note);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteError = note.length > NOTE_MAX ? LEADS_MSG.noteMax : hasControlChars(note) ? LEADS_MSG.noteChars : null;
  const changed = status !== submission.status || note.trim() !== submission.note;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (noteError || !changed) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ status, note: note.trim(), updated_at: submission.updated_at });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "Nu s-a putut salva urmărirea mesajului.");
    } finally {
      setSaving(false);
    }
  }

  const id = `follow-up-${submission.id}`;
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg bg-surface p-4 ring-1 ring-slate-200">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        Urmărire
      </h3>
      <Field id={`${id}-status`} label="Stare">
        <Select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as SubmissionStatus)}>
          <StatusOptions />
        </Select>
      </Field>
      <Field
        id={`${id}-note`}
        label="Notă internă"
        hint="Vizibilă doar administratorilor."
        error={noteError ?? false}
        aside={<Counter value={note} max={NOTE_MAX} />}
      >
        <TextArea id={`${id}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} invalid={Boolean(noteError)} hasHint />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving || !changed || Boolean(noteError)} aria-busy={saving}>
          {saving ? "Se salvează..." : "Salvează urmărirea"}
        </Button>
      </div>
    </form>
  );
}
