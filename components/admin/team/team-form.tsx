"use client";
import { useEffect, useRef, useState } from "react";
import { useFormik } from "formik";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditConflictPanel, FormActions, FormError, FormSection, useEditConflict } from "@/components/admin/forms/form-kit";
import { ImageUploadField } from "@/components/admin/forms/image-upload-field";
import { serverErrorsToFormik, useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { releaseHistoryGuard, useUnsavedChanges } from "@/components/admin/forms/use-unsaved-changes";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Field, TextInput } from "@/components/ui/field";
import { api, ApiClientError, errorMessage } from "@/lib/api/client";
import { saveTeamMember, TEAM_UI, teamMemberPath, type TeamMember } from "@/lib/api/team";
import {
  initialTeamValues,
  TEAM_FIELDS,
  teamFieldId,
  toTeamPayload,
  validateTeamValues,
  type TeamField,
  type TeamFormValues,
} from "./team-form-values";

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

/** Create and edit a team member (SPEC 3, 5, 8): every field required, the photo included. */
export function TeamForm({ member, cancelHref, onSaved, onNewerLoaded }: Props) {
  const [formError, setFormError] = useState("");
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const conflict = useEditConflict({
    item: member,
    load: (current: TeamMember) => api.get<TeamMember>(teamMemberPath(current.id)),
    toValues: initialTeamValues,
    fields: CONFLICT_FIELDS,
    onNewerLoaded,
  });

  const form = useFormik<TeamFormValues>({
    initialValues: initialTeamValues(member),
    validate: validateTeamValues,
    onSubmit: async (values, helpers) => {
      if (uploading) {
        setFormError(TEAM_UI.uploadPending);
        return;
      }
      setFormError("");
      try {
        const result = await saveTeamMember(member?.id ?? null, toTeamPayload(values, conflict.version()));
        setSaved(true);
        await releaseHistoryGuard();
        onSaved(result, !member);
      } catch (error) {
        if (conflict.caught(error)) return;
        if (error instanceof ApiClientError && error.status === 422) helpers.setErrors(serverErrorsToFormik(error.errors));
        setFormError(errorMessage(error, TEAM_UI.saveError));
      }
    },
  });

  useUnsavedChanges(form.dirty && !saved);
  useFocusFirstError(form, TEAM_FIELDS, id);

  useEffect(() => {
    if (formError) errorRef.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [formError]);

  const show = (field: TeamField) => ((form.touched[field] || form.submitCount > 0) && form.errors[field]) || undefined;
  const text = (field: "name" | "title" | "keyword") => ({
    ...form.getFieldProps(field),
    id: id(field),
    invalid: Boolean(show(field)),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting} className="space-y-6">
      <div ref={errorRef}>
        <FormError message={formError} />
      </div>
      <EditConflictPanel conflict={conflict} form={form} />

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
            onBusyChange={setUploading}
          />
        </FormSection>
      </div>

      <FormActions cancelHref={cancelHref} submitting={form.isSubmitting} submitLabel="Salvează membrul" />
    </form>
  );
}
