"use client";
import { editScreen, newScreen } from "@/components/admin/editor-shell/editor-screens";
import type { EditorModel } from "@/components/admin/editor-shell/editor-model";
import type { Plan } from "@/lib/api/hooks";
import { PLAN_UI, useRevalidatePlans } from "@/lib/api/plans";
import { ADMIN_BASE } from "@/lib/constants";
import { PlanForm } from "./plan-form";

/** The pricing plan editor (SPEC 2.2): /prices/new and /prices/{uuid}. */
export const PLAN_EDITOR: EditorModel<Plan> = {
  list: { href: `${ADMIN_BASE}/prices`, back: "Înapoi la pachete" },
  messages: PLAN_UI,
  edit: { title: "Editează pachetul", loading: "Se încarcă pachetul...", describe: (plan) => plan.name },
  create: {
    title: "Adaugă un pachet nou",
    description: "Completați detaliile pachetului; îl puteți salva ca Draft până este gata de publicare.",
  },
  path: (uuid) => `/packages/${encodeURIComponent(uuid)}`,
  useRefresh: useRevalidatePlans,
  Form: ({ item, ...props }) => <PlanForm plan={item} {...props} />,
};

export const EditPlan = editScreen(PLAN_EDITOR);
export const NewPlan = newScreen(PLAN_EDITOR);
