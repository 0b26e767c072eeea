"use client";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { ImageUploadField } from "@/components/admin/forms/image-upload-field";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Field, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { saveTeamMember, TEAM_UI, teamMemberPath, type TeamMember } from "@/lib/api/team";
import { initialTeamValues, TEAM_FIELDS, teamFieldId, toTeamPayload, validateTeamValues, type TeamFormValues } from "./team-form-values";

export const TEAM_UPLOAD = "/team/upload";

type Props = {
  /** The member being edited; absent on /team/new. */
  member?: TeamMember | null;
  cancelHref: string;
  onSaved: (member: TeamMember, created: boolean) => void;
  /** The edit page shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: TeamMember) => void;
};

const id = teamFieldId;

/** The fields compared when a save meets a newer version (QUALITY D1). */
const CONFLICT_FIELDS: ConflictField<TeamFormValues>[] = [
  { key: "name", label: "Nume", value: (v) => v.name },
  { key: "title", label: "Funcție", value: (v) => v.title },
  { key: "keyword", label: "Cuvânt cheie", value: (v) => v.keyword },
  { key: "description", label: "Descriere", value: (v) => v.description, html: true },
  { key: "image", label: "Fotografie", value: (v) => v.image ?? "" },
];

const failed = saveFailure<TeamFormValues>({ fallback: TEAM_UI.saveError });

/** Create and edit a team member (SPEC 3, 5, 8): every field required, the photo included. */
export function TeamForm({ member, cancelHref, onSaved, onNewerLoaded }: Props) {
  const editor = useEditorForm({
    item: member,
    initialValues: initialTeamValues(member),
    validate: validateTeamValues,
    save: (values: TeamFormValues, version) => saveTeamMember(member?.id ?? null, toTeamPayload(values, version)),
    onSaved,
    failed,
    uploadPending: TEAM_UI.uploadPending,
    conflict: {
      load: (current: TeamMember) => api.get<TeamMember>(teamMemberPath(current.id)),
      toValues: initialTeamValues,
      fields: CONFLICT_FIELDS,
      onNewerLoaded,
    },
  });
  const { form, shown: show } = editor;
  useFocusFirstError(form, TEAM_FIELDS, id);

  const text = (field: "name" | "title" | "keyword") => ({
    ...form.getFieldProps(field),
    id: id(field),
    invalid: Boolean(show(field)),
  });

  return (
    <EditorForm editor={editor} cancelHref={cancelHref} submitLabel="Salvează membrul">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <FormSection title="Date membru" description="Numele, rolul și prezentarea afișate pe pagina Echipa.">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={id("name")} label="Nume" required error={show("name")}>
              <TextInput {...text("name")} autoComplete="off" placeholder="Ex: Ana Popescu" />
            </Field>
            <Field id={id("title")} label="Funcție" required error={show("title")}>
              <TextInput {...text("title")} placeholder="Ex: Head of SEO" />
            </Field>
          </div>
          <Field id={id("keyword")} label="Cuvânt cheie" required error={show("keyword")} hint="Domeniul de expertiză, afișat ca etichetă pe card.">
            <TextInput {...text("keyword")} hasHint placeholder="Ex: SEO" />
          </Field>
          <Field id={id("description")} label="Descriere" required error={show("description")}>
            <RichTextEditor
              id={id("description")}
              value={form.values.description}
              onChange={(html) => {
                void form.setFieldValue("description", html);
                void form.setFieldTouched("description", true, false);
              }}
              uploadPath={TEAM_UPLOAD}
              invalid={Boolean(show("description"))}
              variant="compact"
            />
          </Field>
        </FormSection>

        <FormSection title="Fotografie">
          <ImageUploadField
            id={id("image")}
            label="Imagine"
            required
            value={form.values.image}
            onChange={(url) => {
              void form.setFieldValue("image", url);
              void form.setFieldTouched("image", true, false);
            }}
            uploadPath={TEAM_UPLOAD}
            error={show("image")}
            onBusyChange={editor.setUploading}
          />
        </FormSection>
      </div>
    </EditorForm>
  );
}
