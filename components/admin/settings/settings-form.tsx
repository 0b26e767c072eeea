"use client";
import { ValidationError } from "yup";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { Field, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { ADMIN_BASE } from "@/lib/constants";
import { saveSettings, SETTINGS_KEY, type SiteSettingsDto } from "@/lib/api/settings";
import { SETTINGS_MSG, settingsSchema, type SettingsFields } from "@/lib/validation/settings";
import { SETTINGS_FIELD_ORDER, SETTINGS_SECTIONS, type SettingsField } from "./settings-fields";

const fieldId = (path: string) => `settings-${path.split(/[.[]/)[0]}`;
const failed = saveFailure<SettingsFields>({ fallback: SETTINGS_MSG.saveError });

/** The fields compared when a save meets a newer one (QUALITY D1). */
const CONFLICT_FIELDS: ConflictField<SettingsFields>[] = SETTINGS_SECTIONS.flatMap((section) =>
  section.fields.map((field) => ({ key: field.key, label: field.label, value: (values: SettingsFields) => values[field.key] })),
);

/** The shared schema, one message per field. */
async function validate(values: SettingsFields): Promise<Partial<Record<SettingsField, string>>> {
  try {
    await settingsSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<SettingsField, string>> = {};
    for (const item of error.inner) errors[item.path as SettingsField] ??= item.message;
    return errors;
  }
}

/** "Setări" (admins): the agency's identity everywhere on the site, saved without a rebuild. */
export function SettingsForm({ current, onSaved }: { current: SiteSettingsDto; onSaved: (saved: SiteSettingsDto) => void }) {
  const editor = useEditorForm({
    item: current.updated_at ? { ...current, updated_at: current.updated_at } : null,
    initialValues: current.settings,
    validate,
    save: (values: SettingsFields, version) => saveSettings({ ...values, ...(version ? { updated_at: version } : {}) }),
    onSaved: (saved) => onSaved(saved),
    failed,
    conflict: {
      load: () => api.get<SiteSettingsDto>(SETTINGS_KEY).then((loaded) => (loaded.updated_at ? { ...loaded, updated_at: loaded.updated_at } : null)),
      toValues: (loaded) => loaded.settings,
      fields: CONFLICT_FIELDS,
    },
  });
  const { form, shown } = editor;
  useFocusFirstError(form, SETTINGS_FIELD_ORDER, fieldId);

  return (
    <EditorForm editor={editor} cancelHref={`${ADMIN_BASE}/dashboard`} submitLabel="Salvează setările" label="Setări">
      {SETTINGS_SECTIONS.map((section) => (
        <FormSection key={section.title} title={section.title} description={section.description}>
          <div className="grid gap-5 sm:grid-cols-2">
            {section.fields.map((field) => (
              <Field key={field.key} id={fieldId(field.key)} label={field.label} error={shown(field.key)} hint={field.hint}>
                <TextInput
                  {...form.getFieldProps(field.key)}
                  id={fieldId(field.key)}
                  type={field.type ?? "text"}
                  invalid={Boolean(shown(field.key))}
                  hasHint={Boolean(field.hint)}
                  placeholder={field.placeholder}
                  autoComplete="off"
                />
              </Field>
            ))}
          </div>
        </FormSection>
      ))}
    </EditorForm>
  );
}
