"use client";
import { useState } from "react";
import { Field, TextInput } from "@/components/ui/field";
import { bucharestInputToIso, formatBucharest, isoToBucharestInput } from "@/lib/bucharest-time";
import { SCHEDULED_LABEL, type Status } from "@/lib/content-status";

type Props = {
  id: string;
  status: Status;
  /** ISO 8601 with its offset, or null for "at the save". */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | false;
};

/**
 * Scheduled publishing: a date and time in Romanian time, kept in the form as ISO with its offset. A
 * published item whose time is ahead waits for it ("Programat"); empty or past publishes with the save.
 */
export function PublishAtField({ id, status, value, onChange, error }: Props) {
  // The time the form opened is "now" enough for a hint; the server decides at the save.
  const [openedAt] = useState(Date.now);
  const ahead = value !== null && Date.parse(value) > openedAt;
  const hint =
    status === "draft"
      ? "Se aplică la salvarea cu statusul Publicat. Ora României."
      : ahead
        ? `${SCHEDULED_LABEL}: apare pe site pe ${formatBucharest(value)} (ora României).`
        : "Gol sau în trecut: apare pe site la salvare. Alegeți o dată viitoare pentru a programa publicarea (ora României).";
  return (
    <Field id={id} label="Data publicării" error={error} hint={<span aria-live="polite">{hint}</span>}>
      <TextInput
        id={id}
        type="datetime-local"
        value={isoToBucharestInput(value)}
        onChange={(e) => onChange(bucharestInputToIso(e.target.value))}
        invalid={Boolean(error)}
        hasHint
      />
    </Field>
  );
}
