"use client";
import { useSearchParams } from "next/navigation";
import { editScreen, NewScreen } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { SERVICE_UI, useRevalidateServices, type Service } from "@/lib/api/services";
import { ADMIN_BASE } from "@/lib/constants";
import { ServiceForm } from "./service-form";
import { parseParentId } from "./service-form-values";

/** ?parent_id= of /services/new preselects the parent (SPEC 2.2); an edit keeps the saved one. */
const useParentFromAddress = () => parseParentId(useSearchParams().get("parent_id"));

/** The service editor (SPEC 2.2): /services/new and /services/{id}. */
export const SERVICE_EDITOR: EditorModel<Service> = {
  list: { href: `${ADMIN_BASE}/services`, back: "Înapoi la servicii" },
  messages: SERVICE_UI,
  edit: { title: "Editează serviciul", loading: "Se încarcă serviciul...", describe: (service) => service.title },
  create: {
    title: "Adaugă un serviciu nou",
    description: "Completați detaliile serviciului; îl puteți salva ca Draft până este gata de publicare.",
  },
  path: (id) => (isNumericId(id) ? `/services/id/${id}` : null),
  useRefresh: useRevalidateServices,
  Form: function ServiceEditorForm({ item, ...props }) {
    const parentId = useParentFromAddress();
    return <ServiceForm service={item} initialParentId={parentId} {...props} />;
  },
};

export const EditService = editScreen(SERVICE_EDITOR);

export function NewService() {
  return <NewScreen model={SERVICE_EDITOR} title={useParentFromAddress() ? "Adaugă un sub-serviciu" : undefined} />;
}
