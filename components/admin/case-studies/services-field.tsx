"use client";
import { Field, TextInput } from "@/components/ui/field";
import { splitServices } from "./case-study-form-values";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
};

/** Services as one comma-separated text (SPEC 3), echoed as chips so the split is visible. */
export function ServicesField({ id, value, onChange, onBlur, error, required }: Props) {
  const items = splitServices(value);
  return (
    <Field id={id} label="Servicii" required={required} error={error} hint="Separați serviciile prin virgulă, de exemplu: SEO, Google Ads, Social Media.">
      <TextInput
        id={id}
        name="services"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        invalid={Boolean(error)}
        hasHint
        placeholder="SEO, Google Ads"
      />
      {items.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Servicii introduse">
          {items.map((item, i) => (
            <li key={`${item}-${i}`} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
              {item}
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
