"use client";
import { useCallback, useMemo, useState } from "react";
import { getIn } from "formik";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { escapeHtml } from "@/lib/escape-html";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { ImageUploadField } from "@/components/admin/forms/image-upload-field";
import { MetaFields } from "@/components/admin/forms/meta-fields";
import { useSlugFollowsTitle } from "@/components/admin/forms/slug";
import { StatusField } from "@/components/admin/forms/status-field";
import { SitePreviewButton } from "@/components/admin/forms/site-preview-button";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { RichTextEditor } from "@/components/editor/rich-text-editor";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { saveService, SERVICE_UI, useParentOptions, type ParentOption, type Service } from "@/lib/api/services";
import { faqFieldId, FaqList } from "./faq-list";
import { ParentField } from "./parent-field";
import {
  FIELD_ORDER,
  initialServiceValues,
  toServicePayload,
  validateServiceValues,
  type FaqErrors,
  type ServiceFormValues,
} from "./service-form-values";
import { ServicePreviewButton } from "./service-preview";
import { STATUS_LABELS } from "@/lib/content-status";
import { CONTENT_PATH } from "@/lib/public-paths";
import { slugify } from "@/lib/slug";

export const SERVICE_UPLOAD_PATH = "/services/upload";
const UPLOAD_PENDING = "Imaginea se încarcă încă. Salvați după ce încărcarea s-a terminat.";

/** The fields compared when a save meets a newer version (QUALITY D1); the parent by its title. */
function conflictFields(parents: ParentOption[] | undefined): ConflictField<ServiceFormValues>[] {
  const parent = (id: string) => (id ? (parents?.find((p) => String(p.id) === id)?.title ?? `#${id}`) : "Serviciu principal");
  return [
    { key: "title", label: "Titlu", value: (v) => v.title },
    { key: "slug", label: "Slug", value: (v) => v.slug },
    { key: "heroText", label: "Text hero", value: (v) => v.heroText },
    { key: "excerpt", label: "Rezumat", value: (v) => v.excerpt },
    { key: "heading", label: "Titlu secțiune conținut", value: (v) => v.heading },
    { key: "content", label: "Conținut", value: (v) => v.content, html: true },
    { key: "status", label: "Status", value: (v) => STATUS_LABELS[v.status] },
    { key: "parent_id", label: "Serviciu părinte", value: (v) => parent(v.parent_id) },
    { key: "image", label: "Imagine principală", value: (v) => v.image ?? "" },
    {
      key: "faqs",
      label: "Întrebări frecvente",
      value: (v) => v.faqs.map((faq, i) => `<p><strong>${i + 1}. ${escapeHtml(faq.question)}</strong></p>${faq.answer}`).join(""),
      html: true,
    },
    { key: "metaTitle", label: "Meta titlu", value: (v) => v.metaTitle },
    { key: "metaDescription", label: "Meta descriere", value: (v) => v.metaDescription },
  ];
}

type Props = {
  /** The service being edited; absent on /services/new. */
  service?: Service | null;
  /** ?parent_id= of /services/new: the parent preselected. */
  initialParentId?: string | null;
  cancelHref: string;
  onSaved: (service: Service, created: boolean) => void;
  /** The edit page shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: Service) => void;
};

type TextField = "title" | "slug" | "heroText" | "excerpt" | "heading" | "content" | "metaTitle" | "metaDescription" | "parent_id" | "image";

const ID: Record<TextField | "status", string> = {
  title: "service-title",
  slug: "service-slug",
  heroText: "service-heroText",
  excerpt: "service-excerpt",
  heading: "service-heading",
  content: "service-content",
  status: "service-status",
  parent_id: "service-parent",
  image: "service-image",
  metaTitle: "service-metaTitle",
  metaDescription: "service-metaDescription",
};

const failed = saveFailure<ServiceFormValues>({ fallback: SERVICE_UI.saveError, duplicateSlug: SERVICE_UI.duplicateSlug });

/** Create and edit a service (SPEC 2.2, 3, 5, 8): Formik with the shared yup schema. */
export function ServiceForm({ service, initialParentId, cancelHref, onSaved, onNewerLoaded }: Props) {
  const { data: parentOptions } = useParentOptions(service?.id);
  const editor = useEditorForm({
    item: service,
    initialValues: initialServiceValues(service, initialParentId),
    validate: validateServiceValues,
    save: (values: ServiceFormValues, version) => saveService(service?.id ?? null, toServicePayload(values, version)),
    onSaved,
    failed,
    uploadPending: UPLOAD_PENDING,
    conflict: {
      load: (current: Service) => api.get<Service>(`/services/id/${current.id}`),
      toValues: (newer: Service) => initialServiceValues(newer),
      fields: conflictFields(parentOptions),
      onNewerLoaded,
      revisionsPath: (current: Service) => `/services/${current.id}/revisions`,
    },
  });
  const { form, shown: show } = editor;
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = form;

  const setSlug = useCallback((value: string) => void setFieldValue("slug", value), [setFieldValue]);
  const onSlugInput = useSlugFollowsTitle(values.title, values.slug, setSlug, Boolean(service));

  // The first failing field in screen order, FAQ items included (question before answer).
  const order = useMemo(
    () =>
      FIELD_ORDER.flatMap((field) =>
        field === "faqs" ? ["faqs", ...values.faqs.flatMap((_, i) => [`faqs.${i}.question`, `faqs.${i}.answer`])] : [field],
      ),
    [values.faqs],
  );
  const idFor = (path: string) => {
    const faq = /^faqs\.(\d+)\.(question|answer)$/.exec(path);
    if (faq) {
      const item = values.faqs[Number(faq[1])];
      return item ? faqFieldId(item.key, faq[2] as keyof FaqErrors) : "";
    }
    return ID[path as TextField] ?? "";
  };
  useFocusFirstError(form, order, idFor);

  // An item added after the last submit keeps quiet until it is typed in or the form is submitted again.
  const [submitted, setSubmitted] = useState({ count: 0, keys: new Set<string>() });
  if (submitted.count !== submitCount) setSubmitted({ count: submitCount, keys: new Set(values.faqs.map((faq) => faq.key)) });
  const showFaq = (index: number, field: keyof FaqErrors) =>
    Boolean(getIn(touched, `faqs.${index}.${field}`)) || (submitCount > 0 && submitted.keys.has(values.faqs[index]?.key ?? ""));
  const published = values.status === "published";

  const text = (field: "title" | "heroText" | "heading", label: string, placeholder?: string) => (
    <Field id={ID[field]} label={label} required={field === "title" || published} error={show(field)}>
      <TextInput id={ID[field]} {...form.getFieldProps(field)} invalid={Boolean(show(field))} placeholder={placeholder} />
    </Field>
  );

  const seoSlug = values.slug.trim() || slugify(values.title);
  return (
    <EditorForm
      editor={editor}
      cancelHref={cancelHref}
      submitLabel="Salvează serviciul"
      actions={
        <>
          <ServicePreviewButton values={values} className="sm:mr-auto" />
          <SitePreviewButton kind="service" id={service?.id} payload={() => toServicePayload(values)} compact />
        </>
      }
    >
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <FormSection title="Detalii serviciu" className="2xl:col-start-1">
          {text("title", "Titlu", "Ex.: Optimizare SEO")}
          <Field
            id={ID.slug}
            label="Slug"
            error={show("slug")}
            hint="Adresa paginii: /servicii/slug. Se completează din titlu până îl modificați."
          >
            <TextInput
              id={ID.slug}
              name="slug"
              value={values.slug}
              onChange={(e) => onSlugInput(e.target.value)}
              onBlur={() => void setFieldTouched("slug", true)}
              invalid={Boolean(show("slug"))}
              hasHint
              autoCapitalize="off"
              spellCheck={false}
            />
          </Field>
          {text("heroText", "Text hero", "Fraza scurtă din antetul paginii")}
          <Field id={ID.excerpt} label="Rezumat" required={published} error={show("excerpt")} hint="Apare pe cardul serviciului.">
            <TextArea id={ID.excerpt} rows={3} {...form.getFieldProps("excerpt")} invalid={Boolean(show("excerpt"))} hasHint />
          </Field>
          {text("heading", "Titlu secțiune conținut")}
          <div className="space-y-1.5" onBlur={() => void setFieldTouched("content", true)}>
            <label htmlFor={ID.content} className="block text-sm font-medium text-ink">
              Conținut
              {published ? <span className="ml-0.5 text-red-600" aria-hidden="true">*</span> : null}
            </label>
            <RichTextEditor
              id={ID.content}
              value={values.content}
              onChange={(html) => void setFieldValue("content", html)}
              uploadPath={SERVICE_UPLOAD_PATH}
              invalid={Boolean(show("content"))}
              ariaLabel="Conținut"
            />
            {show("content") ? (
              <p id={`${ID.content}-error`} role="alert" className="text-sm text-red-600">
                {show("content")}
              </p>
            ) : null}
          </div>
        </FormSection>

        <div className="grid items-start gap-6 md:grid-cols-2 2xl:col-start-2 2xl:row-span-3 2xl:row-start-1 2xl:grid-cols-1">
          <FormSection title="Publicare">
            <StatusField id={ID.status} value={values.status} onChange={(status) => void setFieldValue("status", status)} />
            <ParentField
              id={ID.parent_id}
              value={values.parent_id}
              onChange={(value) => void setFieldValue("parent_id", value)}
              excludeId={service?.id}
              locked={Boolean(service?.sub_services.length)}
              error={show("parent_id")}
            />
          </FormSection>
          <FormSection title="Imagine">
            <ImageUploadField
              id={ID.image}
              label="Imagine principală"
              value={values.image}
              onChange={(url) => {
                void setFieldValue("image", url);
                void setFieldTouched("image", true, false);
              }}
              uploadPath={SERVICE_UPLOAD_PATH}
              error={show("image")}
              required={published}
              onBusyChange={editor.setUploading}
            />
          </FormSection>
        </div>

        <FormSection
          title="Întrebări frecvente"
          description="Afișate pe pagina serviciului în ordinea de mai jos."
          className="2xl:col-start-1"
        >
          <FaqList
            faqs={values.faqs}
            errors={errors.faqs}
            showErrors={showFaq}
            onChange={(faqs) => void setFieldValue("faqs", faqs)}
            onBlur={(index, field) => void setFieldTouched(`faqs.${index}.${field}`, true)}
            uploadPath={SERVICE_UPLOAD_PATH}
          />
        </FormSection>

        <FormSection title="SEO" description="Titlul și descrierea afișate în rezultatele motoarelor de căutare." className="2xl:col-start-1">
          <MetaFields
            idPrefix="service"
            metaTitle={values.metaTitle}
            metaDescription={values.metaDescription}
            errors={{ metaTitle: show("metaTitle"), metaDescription: show("metaDescription"), focusKeyphrase: show("focusKeyphrase") }}
            required={published}
            onChange={(field, value) => void setFieldValue(field, value)}
            focusKeyphrase={values.focusKeyphrase}
            seo={{ title: values.title, slug: seoSlug, path: CONTENT_PATH.service(seoSlug), html: values.content, fallbackDescription: values.excerpt }}
          />
        </FormSection>
      </div>
    </EditorForm>
  );
}
