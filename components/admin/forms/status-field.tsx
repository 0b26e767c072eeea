"use client";
import { Field, Select } from "@/components/ui/field";
import { CONTENT_STATUSES, STATUS_LABELS, type Status } from "@/lib/content-status";

/** Draft / Publicat; the form switches freely, strict rules apply only when saving as published. */
export function StatusField({ id, value, onChange }: { id: string; value: Status; onChange: (value: Status) => void }) {
  return (
    <Field id={id} label="Status" hint="Regulile complete de validare se aplică doar la publicare.">
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value === "published" ? "published" : "draft")}>
        {CONTENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
