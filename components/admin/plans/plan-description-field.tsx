import { Field, TextArea } from "@/components/ui/field";

type Props = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | false;
};

/**
 * The plan's rich description (HTML). For now a plain textarea; the TipTap editor replaces the
 * control here later, behind the same props (value in, HTML out).
 */
export function PlanDescriptionField({ id, value, onChange, onBlur, error }: Props) {
  return (
    <Field
      id={id}
      label="Descriere"
      required
      error={error}
      hint="Conținut HTML afișat pe cardul pachetului, de exemplu: <p>Ce include</p><ul><li>Beneficiu</li></ul>"
    >
      <TextArea
        id={id}
        name="description"
        rows={10}
        value={value}
        invalid={Boolean(error)}
        hasHint
        spellCheck={false}
        className="font-mono text-[13px] leading-relaxed"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
