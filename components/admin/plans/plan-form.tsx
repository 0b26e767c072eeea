"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFormik } from "formik";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { Card } from "@/components/ui/states";
import { api, ApiClientError, errorMessage } from "@/lib/api/client";
import { useCategories, type Category, type Plan } from "@/lib/api/hooks";
import { PLAN_TYPE_OPTIONS, PLAN_UI, savePlan } from "@/lib/api/plans";
import { CategoryField } from "./category-field";
import { PlanDescriptionField } from "./plan-description-field";
import { PlanPublishFields } from "./plan-publish-fields";
import {
  initialPlanValues,
  PLAN_FIELDS,
  serverFieldErrors,
  toPlanPayload,
  validatePlanValues,
  type PlanField,
  type PlanFormValues,
} from "./plan-form-values";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditConflictPanel, useEditConflict } from "@/components/admin/forms/form-kit";
import { releaseHistoryGuard, useUnsavedChanges } from "@/components/admin/forms/use-unsaved-changes";
import { STATUS_LABELS } from "@/lib/content-status";

type Props = {
  /** The plan being edited; absent on /prices/new. */
  plan?: Plan | null;
  cancelHref: string;
  onSaved: (plan: Plan, created: boolean) => void;
  /** The edit page shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: Plan) => void;
};

const FIELD_IDS: Record<PlanField, string> = {
  name: "plan-name",
  price: "plan-price",
  description: "plan-description",
  planType: "plan-type",
  category_id: "plan-category",
  status: "plan-status",
};

/** The fields compared when a save meets a newer version (QUALITY D1); categories give their names. */
function conflictFields(categories: Category[] | undefined): ConflictField<PlanFormValues>[] {
  const category = (id: string) => (id ? (categories?.find((c) => String(c.id) === id)?.name ?? `#${id}`) : PLAN_UI.noCategory);
  return [
    { key: "name", label: "Nume", value: (v) => v.name },
    { key: "price", label: "Preț", value: (v) => v.price },
    { key: "description", label: "Descriere", value: (v) => v.description, html: true },
    { key: "planType", label: "Tip", value: (v) => PLAN_TYPE_OPTIONS.find((o) => o.value === v.planType)?.label ?? v.planType },
    { key: "category_id", label: "Categorie", value: (v) => category(v.category_id) },
    { key: "status", label: "Status", value: (v) => STATUS_LABELS[v.status] },
  ];
}

function Section({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={`p-5 sm:p-6 ${className}`}>
      <h2 className="mb-5 text-base font-semibold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

/** Create and edit a pricing plan (SPEC 2.2, 3, 5, 8): Formik with the shared yup schema. */
export function PlanForm({ plan, cancelHref, onSaved, onNewerLoaded }: Props) {
  const [formError, setFormError] = useState("");
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const { data: categories } = useCategories();
  const conflict = useEditConflict({
    item: plan,
    load: (current: Plan) => api.get<Plan>(`/packages/${encodeURIComponent(current.uuid)}`),
    toValues: initialPlanValues,
    fields: conflictFields(categories),
    onNewerLoaded,
  });

  const form = useFormik<PlanFormValues>({
    initialValues: initialPlanValues(plan),
    validate: validatePlanValues,
    onSubmit: async (values, helpers) => {
      setFormError("");
      try {
        const result = await savePlan(plan?.uuid ?? null, toPlanPayload(values, conflict.version()));
        setSaved(true);
        await releaseHistoryGuard();
        onSaved(result, !plan);
      } catch (error) {
        if (conflict.caught(error)) return;
        if (error instanceof ApiClientError && error.status === 422) helpers.setErrors(serverFieldErrors(error.errors));
        setFormError(errorMessage(error, PLAN_UI.saveError));
      }
    },
  });

  useUnsavedChanges(form.dirty && !saved);

  // After a refused submit, the first failing field gets the focus (and scrolls into view).
  const { submitCount, isValid, isSubmitting, errors } = form;
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const first = PLAN_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }, [submitCount, isValid, isSubmitting, errors]);

  useEffect(() => {
    if (formError) alertRef.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [formError]);

  const show = (field: PlanField) => ((form.touched[field] || form.submitCount > 0) && form.errors[field]) || undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting} className="space-y-6">
      {formError ? (
        <div ref={alertRef} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {formError}
        </div>
      ) : null}
      <EditConflictPanel conflict={conflict} form={form} />

      {/* Stacked up to 1536 px (the portal sidebar takes room); a settings column beside the details above. */}
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Section title="Detalii pachet">
          <div className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="plan-name" label="Nume" required error={show("name")}>
                <TextInput id="plan-name" {...form.getFieldProps("name")} invalid={Boolean(show("name"))} placeholder="Ex: Google Ads Start" />
              </Field>
              <Field id="plan-price" label="Preț" required error={show("price")} hint="Text liber, de exemplu: de la 800 €">
                <TextInput id="plan-price" {...form.getFieldProps("price")} invalid={Boolean(show("price"))} hasHint placeholder="de la 800 €" />
              </Field>
            </div>
            <PlanDescriptionField
              id="plan-description"
              value={form.values.description}
              onChange={(html) => void form.setFieldValue("description", html)}
              onBlur={() => void form.setFieldTouched("description", true)}
              error={show("description")}
            />
          </div>
        </Section>

        <div className="grid items-start gap-6 md:grid-cols-2 2xl:grid-cols-1">
          <Section title="Publicare">
            <PlanPublishFields
              status={form.values.status}
              planType={form.values.planType}
              onStatus={(status) => void form.setFieldValue("status", status)}
              onPlanType={(type) => void form.setFieldValue("planType", type)}
              planTypeError={show("planType")}
            />
          </Section>
          <Section title="Categorie">
            <CategoryField
              value={form.values.category_id}
              onChange={(value) => void form.setFieldValue("category_id", value)}
              error={show("category_id")}
              currentName={plan?.category_name}
            />
          </Section>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink href={cancelHref} variant="secondary">
          Anulează
        </ButtonLink>
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? "Se salvează..." : "Salvează pachetul"}
        </Button>
      </div>
    </form>
  );
}
