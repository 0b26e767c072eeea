"use client";
import { useCallback, useState } from "react";
import { RichContentField } from "@/components/admin/blog/rich-content-field";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { MetaFields } from "@/components/admin/forms/meta-fields";
import { useSlugFollowsTitle } from "@/components/admin/forms/slug";
import { StatusField } from "@/components/admin/forms/status-field";
import { PublishAtField } from "@/components/admin/forms/publish-at-field";
import { SitePreviewButton } from "@/components/admin/forms/site-preview-button";
import { formatBucharest } from "@/lib/bucharest-time";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { Icon } from "@/components/admin/icons";
import { Button } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Field, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { deletePage, PAGE_UI, pageDetailPath, publicPagePath, savePage, type PageDto } from "@/lib/api/pages";
import { slugify } from "@/lib/slug";
import {
  initialPageValues,
  PAGE_FIELD_ORDER,
  PAGE_ID_PREFIX as P,
  pageFieldId,
  toPagePayload,
  validatePageValues,
  type PageFormValues,
} from "./page-form-values";
import { STATUS_LABELS } from "@/lib/content-status";
import { CONTENT_PATH } from "@/lib/public-paths";

type Props = {
  /** The page being edited; absent on /pages/new. */
  page?: PageDto | null;
  cancelHref: string;
  /** Admins only (SPEC 6), and only in edit mode. */
  canDelete: boolean;
  onSaved: (page: PageDto, created: boolean) => void;
  onDeleted: (page: PageDto) => void;
  /** Reports a failed delete (a toast). */
  onDeleteFailed: (message: string) => void;
  /** The edit page shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: PageDto) => void;
};

/** There is no upload route for pages; images in page content go to the shared uploads storage. */
const PAGE_UPLOAD_PATH = "/blog/upload";

/** The fields compared when a save meets a newer version (QUALITY D1). */
const CONFLICT_FIELDS: ConflictField<PageFormValues>[] = [
  { key: "name", label: "Numele paginii", value: (v) => v.name },
  { key: "slug", label: "Slug", value: (v) => v.slug },
  { key: "status", label: "Status", value: (v) => STATUS_LABELS[v.status] },
  { key: "publish_at", label: "Data publicării", value: (v) => formatBucharest(v.publish_at) },
  { key: "metaTitle", label: "Meta titlu", value: (v) => v.metaTitle },
  { key: "metaDescription", label: "Meta descriere", value: (v) => v.metaDescription },
  { key: "upperContent", label: "Conținut superior", value: (v) => v.upperContent, html: true },
  { key: "lowerContent", label: "Conținut inferior", value: (v) => v.lowerContent, html: true },
];

const failed = saveFailure<PageFormValues>({ fallback: PAGE_UI.saveError, duplicateSlug: PAGE_UI.duplicateSlug });

/** Create and edit a static page (SPEC 2.2, 3, 5, 8): Formik with the shared yup schema. */
export function PageForm({ page, cancelHref, canDelete, onSaved, onDeleted, onDeleteFailed, onNewerLoaded }: Props) {
  const [deleting, setDeleting] = useState(false);
  const editor = useEditorForm({
    item: page,
    initialValues: initialPageValues(page),
    validate: validatePageValues,
    save: (values: PageFormValues, version) => savePage(page?.id ?? null, toPagePayload(values, version)),
    onSaved,
    failed,
    conflict: {
      load: (current: PageDto) => api.get<PageDto>(pageDetailPath(current.id)),
      toValues: initialPageValues,
      fields: CONFLICT_FIELDS,
      onNewerLoaded,
      revisionsPath: (current: PageDto) => `/pages/${current.id}/revisions`,
    },
  });
  const { form, shown: show } = editor;

  const { setFieldValue } = form;
  const setSlug = useCallback((value: string) => void setFieldValue("slug", value), [setFieldValue]);
  const onSlugInput = useSlugFollowsTitle(form.values.name, form.values.slug, setSlug, Boolean(page));
  useFocusFirstError(form, PAGE_FIELD_ORDER, pageFieldId);

  const remove = async () => {
    if (!page || !confirmDelete(PAGE_UI.deleteConfirm)) return;
    setDeleting(true);
    try {
      await deletePage(page.id);
      await editor.leave();
      onDeleted(page);
    } catch {
      onDeleteFailed(PAGE_UI.deleteError);
      setDeleting(false);
    }
  };

  const published = form.values.status === "published";
  const address = publicPagePath(form.values.slug.trim() || slugify(form.values.name) || "…");

  const seoSlug = form.values.slug.trim() || slugify(form.values.name);
  return (
    <EditorForm
      editor={editor}
      cancelHref={cancelHref}
      submitLabel="Salvează pagina"
      label={page ? "Editează pagina" : "Pagină nouă"}
      busy={deleting}
      actions={
        page && canDelete ? (
          <Button
            variant="secondary"
            className="mr-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => void remove()}
            disabled={deleting || form.isSubmitting}
            aria-busy={deleting || undefined}
            aria-label="Șterge pagina"
          >
            <Icon name="trash" className="h-4 w-4" />
            {deleting ? "Se șterge..." : (
              <>
                Șterge<span className="hidden sm:inline"> pagina</span>
              </>
            )}
          </Button>
        ) : null
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <FormSection title="Detalii pagină">
          <Field id={`${P}-name`} label="Numele paginii" required error={show("name")}>
            <TextInput id={`${P}-name`} {...form.getFieldProps("name")} invalid={Boolean(show("name"))} placeholder="Ex: Marketing pentru stomatologi" />
          </Field>
          <Field
            id={`${P}-slug`}
            label="Slug"
            required
            error={show("slug")}
            hint={
              <>
                Se completează din nume până îl modificați. Adresa paginii: <span className="break-all font-mono text-ink">{address}</span>
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
          <StatusField id={`${P}-status`} value={form.values.status} onChange={(status) => void setFieldValue("status", status)} />
          <PublishAtField id={`${P}-publish_at`} status={form.values.status} value={form.values.publish_at} onChange={(at) => void setFieldValue("publish_at", at)} error={show("publish_at")} />
          <SitePreviewButton kind="page" id={page?.id} payload={() => toPagePayload(form.values)} className="w-full justify-center" />
        </FormSection>

        <FormSection title="SEO" description={published ? "Obligatorii pentru o pagină publicată." : "Obligatorii la publicare."}>
          <MetaFields
            idPrefix={P}
            required={published}
            metaTitle={form.values.metaTitle}
            metaDescription={form.values.metaDescription}
            errors={{ metaTitle: show("metaTitle"), metaDescription: show("metaDescription"), focusKeyphrase: show("focusKeyphrase") }}
            onChange={(field, value) => void setFieldValue(field, value)}
            focusKeyphrase={form.values.focusKeyphrase}
            seo={{ title: form.values.name, slug: seoSlug, path: CONTENT_PATH.page(seoSlug), html: form.values.upperContent + form.values.lowerContent }}
          />
        </FormSection>
      </div>

      <FormSection title="Conținut">
        <RichContentField
          id={`${P}-upperContent`}
          label="Conținut superior"
          hint="Se afișează doar pe paginile care au o secțiune hero, în partea de sus a paginii."
          value={form.values.upperContent}
          onChange={(html) => void setFieldValue("upperContent", html)}
          uploadPath={PAGE_UPLOAD_PATH}
          error={show("upperContent")}
          variant="compact"
        />
        <RichContentField
          id={`${P}-lowerContent`}
          label="Conținut inferior"
          hint="Conținutul principal al paginii, afișat sub titlu."
          value={form.values.lowerContent}
          onChange={(html) => void setFieldValue("lowerContent", html)}
          uploadPath={PAGE_UPLOAD_PATH}
          error={show("lowerContent")}
        />
      </FormSection>
    </EditorForm>
  );
}
