"use client";
import { Counter, Field, TextArea, TextInput } from "@/components/ui/field";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "@/lib/constants";

type Props = {
  idPrefix: string;
  metaTitle: string;
  metaDescription: string;
  errors: { metaTitle?: string; metaDescription?: string };
  required?: boolean;
  onChange: (field: "metaTitle" | "metaDescription", value: string) => void;
  hint?: string;
};

/** Meta title (60) and description (150) with live counters (SPEC 5). */
export function MetaFields({ idPrefix, metaTitle, metaDescription, errors, required, onChange, hint }: Props) {
  return (
    <>
      <Field
        id={`${idPrefix}-metaTitle`}
        label="Meta titlu"
        aside={<Counter value={metaTitle} max={META_TITLE_MAX} />}
        error={errors.metaTitle}
        required={required}
        hint={hint}
      >
        <TextInput
          id={`${idPrefix}-metaTitle`}
          name="metaTitle"
          value={metaTitle}
          onChange={(e) => onChange("metaTitle", e.target.value)}
          invalid={Boolean(errors.metaTitle)}
          hasHint={Boolean(hint)}
        />
      </Field>
      <Field
        id={`${idPrefix}-metaDescription`}
        label="Meta descriere"
        aside={<Counter value={metaDescription} max={META_DESCRIPTION_MAX} />}
        error={errors.metaDescription}
        required={required}
      >
        <TextArea
          id={`${idPrefix}-metaDescription`}
          name="metaDescription"
          rows={3}
          value={metaDescription}
          onChange={(e) => onChange("metaDescription", e.target.value)}
          invalid={Boolean(errors.metaDescription)}
        />
      </Field>
    </>
  );
}
