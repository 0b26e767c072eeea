"use client";
import { Counter, Field, TextArea, TextInput } from "@/components/ui/field";
import { FOCUS_KEYPHRASE_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX } from "@/lib/constants";
import { SeoCheck, type SeoSubject } from "./seo-check";

type MetaField = "metaTitle" | "metaDescription" | "focusKeyphrase";

type Props = {
  idPrefix: string;
  metaTitle: string;
  metaDescription: string;
  focusKeyphrase: string;
  errors: Partial<Record<MetaField, string>>;
  required?: boolean;
  onChange: (field: MetaField, value: string) => void;
  hint?: string;
  /** What the SEO check reads besides these fields: the item's title, address and text. */
  seo: Omit<SeoSubject, "metaTitle" | "metaDescription" | "keyphrase">;
};

/** Meta title (60) and description (150) with live counters (SPEC 5), the focus keyphrase and the SEO check. */
export function MetaFields({ idPrefix, metaTitle, metaDescription, focusKeyphrase, errors, required, onChange, hint, seo }: Props) {
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
      <Field
        id={`${idPrefix}-focusKeyphrase`}
        label="Expresie cheie (opțional)"
        error={errors.focusKeyphrase}
        hint="Cuvintele după care vreți să fie găsită pagina; verificarea de mai jos arată unde apar."
      >
        <TextInput
          id={`${idPrefix}-focusKeyphrase`}
          name="focusKeyphrase"
          value={focusKeyphrase}
          maxLength={FOCUS_KEYPHRASE_MAX}
          onChange={(e) => onChange("focusKeyphrase", e.target.value)}
          invalid={Boolean(errors.focusKeyphrase)}
          hasHint
        />
      </Field>
      <SeoCheck subject={{ ...seo, metaTitle, metaDescription, keyphrase: focusKeyphrase }} />
    </>
  );
}
