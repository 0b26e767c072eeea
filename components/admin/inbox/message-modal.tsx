"use client";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Badge } from "@/components/ui/states";
import type { SubmissionRow } from "@/lib/api/hooks";
import { formatDateTime } from "@/lib/dates";
import { senderName } from "@/lib/leads/lead";
import { Icon } from "../icons";
import { AnswerGroups } from "./answer-groups";
import { AttributionList } from "./attribution-list";
import { FollowUpForm, StatusBadge, type FollowUpUpdate } from "./follow-up";
import { RELEASE_LABEL } from "./message-list";

type Props = {
  submission: SubmissionRow | null;
  onClose: () => void;
  onToggleRead: (s: SubmissionRow) => void;
  onDelete?: (s: SubmissionRow) => void;
  /** A suspect message: "Eliberează" moves it into the inbox. */
  onRelease?: (s: SubmissionRow) => void;
  /** Saves the status and the note; without it the follow-up is shown, not editable. */
  onSaveFollowUp?: (s: SubmissionRow, update: FollowUpUpdate) => Promise<void>;
  busy: boolean;
};

/** `wide`: a row of its own on phones; `full`: a row of its own everywhere. */
function Detail({ label, children, wide = false, full = false }: { label: string; children: ReactNode; wide?: boolean; full?: boolean }) {
  return (
    <div className={full ? "col-span-2" : wide ? "col-span-2 sm:col-span-1" : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The full message: every field, the package when one was chosen, the grouped questionnaire answers,
 * where it came from, and its follow-up (status and internal note).
 */
export function MessageModal({ submission, onClose, onToggleRead, onDelete, onRelease, onSaveFollowUp, busy }: Props) {
  const s = submission;
  return (
    <Modal
      open={s !== null}
      onClose={onClose}
      title={s ? `Mesaj de la ${senderName(s)}` : "Mesaj"}
      footer={
        s ? (
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-end">
            {onRelease && s.suspect ? (
              <Button onClick={() => onRelease(s)} disabled={busy} className="w-full sm:w-auto">
                <Icon name="check" className="h-4 w-4" />
                {RELEASE_LABEL}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => onToggleRead(s)} disabled={busy} className="w-full sm:w-auto">
              <Icon name={s.read ? "mail" : "mailOpen"} className="h-4 w-4" />
              {s.read ? "Marchează ca necitit" : "Marchează ca citit"}
            </Button>
            {onDelete ? (
              <Button variant="danger" onClick={() => onDelete(s)} disabled={busy} className="w-full sm:w-auto">
                <Icon name="trash" className="h-4 w-4" />
                Șterge mesajul
              </Button>
            ) : null}
          </div>
        ) : null
      }
    >
      {s ? (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            {s.suspect ? <Badge tone="amber">Suspect</Badge> : null}
            {s.read ? <Badge tone="slate">Citit</Badge> : <Badge tone="violet">New</Badge>}
            <StatusBadge status={s.status} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
            <Detail label="Prenume">{s.prenume}</Detail>
            <Detail label="Nume">{s.nume}</Detail>
            <Detail label="Email" wide>
              <a href={`mailto:${s.email}`} className={LINK}>
                {s.email}
              </a>
            </Detail>
            <Detail label="Website sau companie" wide>
              {s.website}
            </Detail>
            <Detail label="Telefon">
              <a href={`tel:${s.telefon.replace(/[^\d+]/g, "")}`} className={LINK}>
                {s.telefon}
              </a>
            </Detail>
            <Detail label="Primit la">
              <time dateTime={s.created_at}>{formatDateTime(s.created_at)}</time>
            </Detail>
            {s.selected_package ? (
              <Detail label="Pachet selectat" wide full>
                {s.selected_package}
              </Detail>
            ) : null}
          </dl>
          <section aria-labelledby="inbox-message-title">
            <h3 id="inbox-message-title" className="text-sm font-semibold text-ink">
              Mesaj
            </h3>
            <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-surface px-4 py-3 text-sm leading-relaxed text-ink ring-1 ring-slate-200">
              {s.mesaj}
            </p>
          </section>
          <AnswerGroups answers={s.answers} />
          <AttributionList attribution={s.attribution} />
          {onSaveFollowUp ? (
            <FollowUpForm key={`${s.id}:${s.updated_at}`} submission={s} onSave={(update) => onSaveFollowUp(s, update)} />
          ) : s.note ? (
            <section aria-labelledby="inbox-note-title">
              <h3 id="inbox-note-title" className="text-sm font-semibold text-ink">
                Notă internă
              </h3>
              <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">{s.note}</p>
            </section>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
