"use client";
import { useCallback } from "react";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { IMAGE_MSG, ImageUploadField } from "@/components/admin/forms/image-upload-field";
import { MetaFields } from "@/components/admin/forms/meta-fields";
import { useSlugFollowsTitle } from "@/components/admin/forms/slug";
import { StatusField } from "@/components/admin/forms/status-field";
import { PublishAtField } from "@/components/admin/forms/publish-at-field";
import { SitePreviewButton } from "@/components/admin/forms/site-preview-button";
import { formatBucharest } from "@/lib/bucharest-time";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { CASE_STUDY_UI, caseStudyPath, saveCaseStudy, type CaseStudy } from "@/lib/api/case-studies";
import { CaseStudyPreviewButton } from "./case-study-preview";
import {
  CASE_STUDY_FIELDS,
  caseStudyFieldId,
  initialCaseStudyValues,
  toCaseStudyPayload,
  validateCaseStudyValues,
  type CaseStudyField,
  type CaseStudyFormValues,
} from "./case-study-form-values";
import { ServicesField } from "./services-field";
import { STATUS_LABELS } from "@/lib/content-status";
import { CONTENT_PATH } from "@/lib/public-paths";
import { slugify } from "@/lib/slug";

export const CASE_STUDY_UPLOAD = "/case-studies/upload";

type Props = {
  /** The case study being edited; absent on /case-studies/new. */
  item?: CaseStudy | null;
  cancelHref: string;
  onSaved: (item: CaseStudy, created: boolean) => void;
  /** The edit page shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: CaseStudy) => void;
};

const id = caseStudyFieldId;

/** The fields compared when a save meets a newer version (QUALITY D1). */
const CONFLICT_FIELDS: ConflictField<CaseStudyFormValues>[] = [
  { key: "title", label: "Titlu", value: (v) => v.title },
  { key: "slug", label: "Slug", value: (v) => v.slug },
  { key: "excerpt", label: "Rezumat", value: (v) => v.excerpt },
  { key: "content", label: "Conținut", value: (v) => v.content, html: true },
  { key: "client", label: "Client", value: (v) => v.client },
  { key: "industry", label: "Industrie", value: (v) => v.industry },
  { key: "services", label: "Servicii", value: (v) => v.services },
  { key: "perioada", label: "Perioada", value: (v) => v.perioada },
  { key: "status", label: "Status", value: (v) => STATUS_LABELS[v.status] },
  { key: "publish_at", label: "Data publicării", value: (v) => formatBucharest(v.publish_at) },
  { key: "featuredImage", label: "Imagine reprezentativă", value: (v) => v.featuredImage ?? "" },
  { key: "metaTitle", label: "Meta titlu", value: (v) => v.metaTitle },
  { key: "metaDescription", label: "Meta descriere", value: (v) => v.metaDescription },
];

const failed = saveFailure<CaseStudyFormValues>({ fallback: CASE_STUDY_UI.saveError, duplicateSlug: CASE_STUDY_UI.duplicateSlug });

/**
 * Create and edit a case study (SPEC 2.2, 3, 5, 8): Formik with the shared yup schema; the strict
 * rules apply only when saving as published; the API fills blank meta fields on save.
 */
export function CaseStudyForm({ item, cancelHref, onSaved, onNewerLoaded }: Props) {
  const editor = useEditorForm({
    item,
    initialValues: initialCaseStudyValues(item),
    validate: validateCaseStudyValues,
    save: (values: CaseStudyFormValues, version) => saveCaseStudy(item?.id ?? null, toCaseStudyPayload(values, version)),
    onSaved,
    failed,
    uploadPending: CASE_STUDY_UI.uploadPending,
    conflict: {
      load: (current: CaseStudy) => api.get<CaseStudy>(caseStudyPath(current.id)),
      toValues: initialCaseStudyValues,
      fields: CONFLICT_FIELDS,
      onNewerLoaded,
      revisionsPath: (current: CaseStudy) => `/case-studies/${current.id}/revisions`,
    },
  });
  const { form, shown: show } = editor;
  useFocusFirstError(form, CASE_STUDY_FIELDS, id);

  const { setFieldValue } = form;
  const setSlug = useCallback((value: string) => void setFieldValue("slug", value), [setFieldValue]);
  const onSlugInput = useSlugFollowsTitle(form.values.title, form.values.slug, setSlug, Boolean(item));

  const published = form.values.status === "published";
  const text = (field: CaseStudyField) => ({
    ...form.getFieldProps(field),
    id: id(field),
    invalid: Boolean(show(field)),
  });

  const seoSlug = form.values.slug.trim() || slugify(form.values.title);
  return (
    <EditorForm editor={editor} cancelHref={cancelHref} submitLabel="Salvează studiul de caz">
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <FormSection title="Conținut" description="Titlul, rezumatul și povestea proiectului, așa cum apar pe site.">
            <Field id={id("title")} label="Titlu" required error={show("title")}>
              <TextInput {...text("title")} placeholder="Ex: Magazin online: dublarea vânzărilor în 6 luni" />
            </Field>
            <Field
              id={id("slug")}
              label="Slug"
              required={published}
              error={show("slug")}
              hint="Adresa paginii: /studii-de-caz/slug. Se completează din titlu până îl modificați."
            >
              <TextInput
                {...text("slug")}
                hasHint
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => onSlugInput(e.target.value)}
                placeholder="magazin-online-dublarea-vanzarilor"
              />
            </Field>
            <Field id={id("excerpt")} label="Rezumat" required={published} error={show("excerpt")}>
              <TextArea {...text("excerpt")} rows={3} placeholder="Una-două fraze despre rezultat, afișate în listă." />
            </Field>
            <Field id={id("content")} label="Conținut" required={published} error={show("content")}>
              <RichTextEditor
                id={id("content")}
                value={form.values.content}
                onChange={(html) => {
                  void form.setFieldValue("content", html);
                  void form.setFieldTouched("content", true, false);
                }}
                uploadPath={CASE_STUDY_UPLOAD}
                invalid={Boolean(show("content"))}
              />
            </Field>
          </FormSection>

          <FormSection title="Detalii proiect" description="Afișate în antetul studiului de caz.">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={id("client")} label="Client" error={show("client")}>
                <TextInput {...text("client")} placeholder="Numele clientului (opțional)" />
              </Field>
              <Field id={id("industry")} label="Industrie" required={published} error={show("industry")}>
                <TextInput {...text("industry")} placeholder="Ex: E-commerce" />
              </Field>
            </div>
            <ServicesField
              id={id("services")}
              value={form.values.services}
              onChange={(value) => void form.setFieldValue("services", value)}
              onBlur={() => void form.setFieldTouched("services", true)}
              error={show("services")}
              required={published}
            />
            <Field id={id("perioada")} label="Perioada" required={published} error={show("perioada")} hint="De exemplu: Ianuarie 2025 - Prezent">
              <TextInput {...text("perioada")} hasHint placeholder="Ianuarie 2025 - Prezent" />
            </Field>
          </FormSection>
        </div>

        <div className="grid min-w-0 items-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <FormSection title="Publicare">
            <StatusField id={id("status")} value={form.values.status} onChange={(status) => void form.setFieldValue("status", status)} />
            <PublishAtField id={id("publish_at")} status={form.values.status} value={form.values.publish_at} onChange={(at) => void form.setFieldValue("publish_at", at)} error={show("publish_at")} />
            <CaseStudyPreviewButton values={form.values} date={item?.date} />
            <SitePreviewButton kind="caseStudy" id={item?.id} payload={() => toCaseStudyPayload(form.values)} />
          </FormSection>

          <FormSection title="Imagine reprezentativă">
            <ImageUploadField
              id={id("featuredImage")}
              label="Imagine"
              value={form.values.featuredImage}
              onChange={(url) => void form.setFieldValue("featuredImage", url)}
              uploadPath={CASE_STUDY_UPLOAD}
              tooLargeMessage={IMAGE_MSG.tooLargeCaseStudy}
              error={show("featuredImage")}
              onBusyChange={editor.setUploading}
            />
          </FormSection>

          <FormSection title="SEO" className="md:col-span-2 xl:col-span-1">
            <MetaFields
              idPrefix="cs"
              metaTitle={form.values.metaTitle}
              metaDescription={form.values.metaDescription}
              errors={{ metaTitle: show("metaTitle"), metaDescription: show("metaDescription"), focusKeyphrase: show("focusKeyphrase") }}
              required={published}
              onChange={(field, value) => {
                void form.setFieldValue(field, value);
                void form.setFieldTouched(field, true, false);
              }}
              hint="Lăsat gol, meta titlul preia titlul, iar meta descrierea preia rezumatul."
              focusKeyphrase={form.values.focusKeyphrase}
              seo={{ title: form.values.title, slug: seoSlug, path: CONTENT_PATH.caseStudy(seoSlug), html: form.values.content, fallbackDescription: form.values.excerpt }}
            />
          </FormSection>
        </div>
      </div>
    </EditorForm>
  );
}
