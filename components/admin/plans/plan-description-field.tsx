import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Field } from "@/components/ui/field";

type Props = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | false;
};

/** The plan's rich description, written in the portal's rich-text editor (value in, HTML out). */
export function PlanDescriptionField({ id, value, onChange, onBlur, error }: Props) {
  return (
    <Field id={id} label="Descriere" required error={error} hint="Ce include pachetul: beneficii, livrabile, condiții. Apare pe cardul pachetului.">
      <div
        onBlur={(event) => {
          // Touched only when the focus leaves the whole editor (toolbar, popovers and text area).
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        <RichTextEditor
          id={id}
          value={value}
          onChange={onChange}
          uploadPath="/services/upload"
          invalid={Boolean(error)}
          variant="compact"
          placeholder="Descrieți ce include pachetul..."
        />
      </div>
    </Field>
  );
}
