"use client";
import { yupToFormErrors } from "formik";
import { ValidationError } from "yup";
import type { EditorFormProps } from "@/components/admin/editor-shell/editor-model";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { Field, Select, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { REDIRECTS_KEY, saveRedirect, type RedirectDto } from "@/lib/api/redirects";
import { REDIRECT_CODES, type RedirectCode } from "@/lib/redirects/rules";
import { REDIRECT_MSG, redirectSchema } from "@/lib/validation/redirect";

type Values = { from: string; to: string; code: RedirectCode };
const FIELDS = ["from", "to", "code"] as const;
const fieldId = (path: string) => `redirect-${path}`;

export const CODE_LABELS: Record<RedirectCode, string> = {
  301: "301: mutată definitiv",
  302: "302: mutată temporar",
  410: "410: ștearsă definitiv",
};

async function validate(values: Values) {
  try {
    await redirectSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<Values>(error);
    throw error;
  }
}

/** One redirect: the old address, where it leads, and how (Redirecționări, admins). */
export function RedirectForm({ item, cancelHref, onSaved, onNewerLoaded }: EditorFormProps<RedirectDto>) {
  const editor = useEditorForm({
    item,
    initialValues: { from: item?.from ?? "", to: item?.to ?? "", code: (item?.code ?? 301) as RedirectCode },
    validate,
    save: (values: Values, version) => saveRedirect(item?.id ?? null, { ...values, ...(version ? { updated_at: version } : {}) }),
    onSaved,
    failed: saveFailure<Values>({ fallback: REDIRECT_MSG.saveError }),
    conflict: item
      ? {
          load: (current) => api.get<RedirectDto>(`${REDIRECTS_KEY}/${current.id}`),
          toValues: (loaded) => ({ from: loaded.from, to: loaded.to, code: loaded.code as RedirectCode }),
          fields: [
            { key: "from", label: "Adresa veche", value: (v) => v.from },
            { key: "to", label: "Destinația", value: (v) => v.to },
            { key: "code", label: "Tipul", value: (v) => CODE_LABELS[v.code] },
          ],
          onNewerLoaded,
        }
      : undefined,
  });
  const { form, shown } = editor;
  useFocusFirstError(form, [...FIELDS], fieldId);
  const gone = Number(form.values.code) === 410;

  return (
    <EditorForm editor={editor} cancelHref={cancelHref} submitLabel="Salvează redirecționarea" label="Redirecționare">
      <FormSection title="Redirecționare" description="Vizitatorii și motoarele de căutare care cer adresa veche ajung la destinație; parametrii din adresă se păstrează.">
        <Field id={fieldId("from")} label="Adresa veche" required error={shown("from")} hint="O cale de pe acest site, de exemplu /2019/05/articol-vechi.">
          <TextInput {...form.getFieldProps("from")} id={fieldId("from")} invalid={Boolean(shown("from"))} hasHint placeholder="/pagina-veche" autoComplete="off" />
        </Field>
        <Field id={fieldId("code")} label="Tipul" error={shown("code")}>
          <Select {...form.getFieldProps("code")} id={fieldId("code")} invalid={Boolean(shown("code"))}>
            {REDIRECT_CODES.map((code) => (
              <option key={code} value={code}>
                {CODE_LABELS[code]}
              </option>
            ))}
          </Select>
        </Field>
        {gone ? null : (
          <Field id={fieldId("to")} label="Destinația" required error={shown("to")} hint="O cale de pe site (/blog/articol-nou) sau o adresă completă https://.">
            <TextInput {...form.getFieldProps("to")} id={fieldId("to")} invalid={Boolean(shown("to"))} hasHint placeholder="/blog/articol-nou" autoComplete="off" />
          </Field>
        )}
      </FormSection>
    </EditorForm>
  );
}
