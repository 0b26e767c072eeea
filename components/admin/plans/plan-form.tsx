"use client";
import type { ConflictField } from "@/components/admin/forms/edit-conflict";
import { EditorForm, saveFailure, useEditorForm } from "@/components/admin/forms/editor-form";
import { FormSection } from "@/components/admin/forms/form-kit";
import { useFocusFirstError } from "@/components/admin/forms/use-focus-first-error";
import { Field, TextInput } from "@/components/ui/field";
import { api } from "@/lib/api/client";
import { useCategories, type Category, type Plan } from "@/lib/api/hooks";
import { PLAN_TYPE_OPTIONS, PLAN_UI, savePlan } from "@/lib/api/plans";
import { STATUS_LABELS } from "@/lib/content-status";
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

const failed = saveFailure<PlanFormValues>({ fallback: PLAN_UI.saveError, fieldErrors: serverFieldErrors });

/** Create and edit a pricing plan (SPEC 2.2, 3, 5, 8): Formik with the shared yup schema. */
export function PlanForm({ plan, cancelHref, onSaved, onNewerLoaded }: Props) {
  const { data: categories } = useCategories();
  const editor = useEditorForm({
    item: plan,
    initialValues: initialPlanValues(plan),
    validate: validatePlanValues,
    save: (values: PlanFormValues, version) => savePlan(plan?.uuid ?? null, toPlanPayload(values, version)),
    onSaved,
    failed,
    conflict: {
      load: (current: Plan) => api.get<Plan>(`/packages/${encodeURIComponent(current.uuid)}`),
      toValues: initialPlanValues,
      fields: conflictFields(categories),
      onNewerLoaded,
      revisionsPath: (current: Plan) => `/packages/${encodeURIComponent(current.uuid)}/revisions`,
    },
  });
  const { form, shown: show } = editor;
  useFocusFirstError(form, PLAN_FIELDS, (field) => FIELD_IDS[field as PlanField]);

  return (
    <EditorForm editor={editor} cancelHref={cancelHref} submitLabel="Salvează pachetul">
      {/* Stacked up to 1536 px (the portal sidebar takes room); a settings column beside the details above. */}
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <FormSection title="Detalii pachet">
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
        </FormSection>

        <div className="grid items-start gap-6 md:grid-cols-2 2xl:grid-cols-1">
          <FormSection title="Publicare">
            <PlanPublishFields
              status={form.values.status}
              planType={form.values.planType}
              onStatus={(status) => void form.setFieldValue("status", status)}
              onPlanType={(type) => void form.setFieldValue("planType", type)}
              planTypeError={show("planType")}
            />
          </FormSection>
          <FormSection title="Categorie">
            <CategoryField
              value={form.values.category_id}
              onChange={(value) => void form.setFieldValue("category_id", value)}
              error={show("category_id")}
              currentName={plan?.category_name}
            />
          </FormSection>
        </div>
      </div>
    </EditorForm>
  );
}
