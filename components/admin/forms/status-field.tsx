"use client";
import { Field, Select } from "@/components/ui/field";

/** Draft / Publicat; the form switches freely, strict rules apply only when saving as published. */
export function StatusField({ id, value, onChange }: { id: string; value: "draft" | "published"; onChange: (value: "draft" | "published") => void }) {
  return (
    <Field id={id} label="Status" hint="Regulile complete de validare se aplică doar la publicare.">
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value === "published" ? "published" : "draft")}>
        <option value="draft">Draft</option>
        <option value="published">Publicat</option>
      </Select>
    </Field>
  );
}
