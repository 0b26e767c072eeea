"use client";
import { useCallback } from "react";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { ImageUploadField } from "@/components/admin/forms/image-upload-field";
import { MetaFields } from "@/components/admin/forms/meta-fields";
import { useSlugFollowsTitle } from "@/components/admin/forms/slug";
import { StatusField } from "@/components/admin/forms/status-field";
import { PublishAtField } from "@/components/admin/forms/publish-at-field";
import { SitePreviewButton } from "@/components/admin/forms/site-preview-button";
import { formatBucharest } from "@/lib/bucharest-time";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { BLOG_UI, saveBlogPost, type BlogPost } from "@/lib/api/blog";
import { BlogCategoriesField } from "./blog-categories-field";
import {
  BLOG_FIELD_ORDER,
  BLOG_ID_PREFIX as P,
  blogFieldId,
  blogServerErrors,
  effectiveSlug,
  initialBlogValues,
  toBlogPayload,
  validateBlogValues,
  type BlogFormValues,
} from "./blog-form-values";
import { BlogPreviewButton } from "./blog-preview-button";
import { RichContentField } from "./rich-content-field";
import { STATUS_LABELS } from "@/lib/content-status";
import { CONTENT_PATH } from "@/lib/public-paths";

type Props = {
  /** The article being edited; absent on /blog/new. */
  post?: BlogPost | null;
  cancelHref: string;
  onSaved: (post: BlogPost, created: boolean) => void;
  /** The edit page shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: BlogPost) => void;
};

export const BLOG_UPLOAD_PATH = "/blog/upload";
const WAIT_FOR_UPLOAD = "Imaginea se încarcă încă. Așteptați finalizarea încărcării, apoi salvați din nou.";

/** The fields compared when a save meets a newer version (QUALITY D1). */
const CONFLICT_FIELDS: ConflictField<BlogFormValues>[] = [
  { key: "title", label: "Titlu", value: (v) => v.title },
  { key: "slug", label: "Slug", value: (v) => v.slug },
  { key: "excerpt", label: "Rezumat", value: (v) => v.excerpt },
  { key: "content", label: "Conținut", value: (v) => v.content, html: true },
  { key: "status", label: "Status", value: (v) => STATUS_LABELS[v.status] },
  { key: "publish_at", label: "Data publicării", value: (v) => formatBucharest(v.publish_at) },
  { key: "categories", label: "Categorii", value: (v) => v.categories.join(", ") },
  { key: "featuredImage", label: "Imagine reprezentativă", value: (v) => v.featuredImage ?? "" },
  { key: "metaTitle", label: "Meta titlu", value: (v) => v.metaTitle },
  { key: "metaDescription", label: "Meta descriere", value: (v) => v.metaDescription },
];

const failed = saveFailure<BlogFormValues>({ fallback: BLOG_UI.saveError, duplicateSlug: BLOG_UI.duplicateSlug, fieldErrors: blogServerErrors });

/** Create and edit an article (SPEC 2.2, 4, 5, 8): Formik with the shared yup schema. */
export function BlogForm({ post, cancelHref, onSaved, onNewerLoaded }: Props) {
  const editor = useEditorForm({
    item: post,
    initialValues: initialBlogValues(post),
    validate: validateBlogValues,
    save: (values: BlogFormValues, version) => saveBlogPost(post?.id ?? null, toBlogPayload(values, version)),
    onSaved,
    failed,
    uploadPending: WAIT_FOR_UPLOAD,
    conflict: { load: (current: BlogPost) => api.get<BlogPost>(`/blog/${current.id}`), toValues: initialBlogValues, fields: CONFLICT_FIELDS, onNewerLoaded, revisionsPath: (current: BlogPost) => `/blog/${current.id}/revisions` },
  });
  const { form, shown: show } = editor;

  const { setFieldValue } = form;
  const setSlug = useCallback((value: string) => void setFieldValue("slug", value), [setFieldValue]);
  const onSlugInput = useSlugFollowsTitle(form.values.title, form.values.slug, setSlug, Boolean(post));
  useFocusFirstError(form, BLOG_FIELD_ORDER, blogFieldId);

  const slugPreview = effectiveSlug(form.values);

  const seoSlug = effectiveSlug(form.values);
  return (
    <EditorForm
      editor={editor}
      cancelHref={cancelHref}
      submitLabel="Salvează articolul"
      label={post ? "Editează articolul" : "Articol nou"}
      actions={
        <>
          <BlogPreviewButton values={form.values} createdAt={post?.created_at} />
          <SitePreviewButton kind="blog" id={post?.id} payload={() => toBlogPayload(form.values)} compact />
        </>
      }
    >
      <p className="text-sm text-muted">
        Câmpurile marcate cu <span className="text-red-600">*</span> sunt obligatorii la publicare; un draft are nevoie doar de titlu.
      </p>

      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <FormSection title="Conținutul articolului" className="2xl:col-start-1 2xl:row-start-1">
          <Field id={`${P}-title`} label="Titlu" required error={show("title")}>
            <TextInput id={`${P}-title`} {...form.getFieldProps("title")} invalid={Boolean(show("title"))} placeholder="Ex: Cum alegi cuvintele cheie potrivite" />
          </Field>
          <Field
            id={`${P}-slug`}
            label="Slug"
            required
            error={show("slug")}
            hint={
              <>
                Se completează din titlu până îl modificați. Adresa articolului:{" "}
                <span className="break-all font-mono text-ink">/blog/{slugPreview || "…"}</span>
              </>
            }
          >
            <TextInput
              id={`${P}-slug`}
              name="slug"
              value={form.values.slug}
              onChange={(e) => onSlugInput(e.target.value)}
              onBlur={form.handleBlur}
              invalid={Boolean(show("slug"))}
              hasHint
              autoCapitalize="none"
              spellCheck={false}
              className="font-mono"
            />
          </Field>
          <Field id={`${P}-excerpt`} label="Rezumat" required error={show("excerpt")} hint="Apare în lista de articole și pe cardurile din site.">
            <TextArea id={`${P}-excerpt`} rows={3} {...form.getFieldProps("excerpt")} invalid={Boolean(show("excerpt"))} hasHint />
          </Field>
          <RichContentField
            id={`${P}-content`}
            label="Conținut"
            required
            value={form.values.content}
            onChange={(html) => void setFieldValue("content", html)}
            uploadPath={BLOG_UPLOAD_PATH}
            error={show("content")}
          />
        </FormSection>

        <div className="grid items-start gap-6 md:grid-cols-2 2xl:col-start-2 2xl:row-span-2 2xl:row-start-1 2xl:grid-cols-1">
          <FormSection title="Publicare">
            <StatusField id={`${P}-status`} value={form.values.status} onChange={(status) => void setFieldValue("status", status)} />
            <PublishAtField id={`${P}-publish_at`} status={form.values.status} value={form.values.publish_at} onChange={(at) => void setFieldValue("publish_at", at)} error={show("publish_at")} />
            <BlogCategoriesField
              idPrefix={P}
              required
              value={form.values.categories}
              onChange={(categories) => void setFieldValue("categories", categories)}
              error={show("categories")}
            />
          </FormSection>
          <FormSection title="Imagine reprezentativă" description="Fundalul articolului pe site și imaginea din lista de articole.">
            <ImageUploadField
              id={`${P}-featuredImage`}
              label="Imagine"
              value={form.values.featuredImage}
              onChange={(url) => void setFieldValue("featuredImage", url)}
              uploadPath={BLOG_UPLOAD_PATH}
              error={show("featuredImage")}
              onBusyChange={editor.setUploading}
            />
          </FormSection>
        </div>

        <FormSection title="SEO" description="Cum apare articolul în rezultatele motoarelor de căutare." className="2xl:col-start-1 2xl:row-start-2">
          <MetaFields
            idPrefix={P}
            required
            metaTitle={form.values.metaTitle}
            metaDescription={form.values.metaDescription}
            errors={{ metaTitle: show("metaTitle"), metaDescription: show("metaDescription"), focusKeyphrase: show("focusKeyphrase") }}
            onChange={(field, value) => void setFieldValue(field, value)}
            focusKeyphrase={form.values.focusKeyphrase}
            seo={{ title: form.values.title, slug: seoSlug, path: CONTENT_PATH.blog(seoSlug), html: form.values.content, fallbackDescription: form.values.excerpt }}
          />
        </FormSection>
      </div>
    </EditorForm>
  );
}
