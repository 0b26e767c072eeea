"use client";
import { editScreen, newScreen, refreshKey } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { REDIRECTS_KEY, type RedirectDto } from "@/lib/api/redirects";
import { ADMIN_BASE } from "@/lib/constants";
import { REDIRECT_MSG } from "@/lib/validation/redirect";
import { RedirectForm } from "./redirect-form";

/** /redirects/new and /redirects/{id} (admins). */
export const REDIRECT_EDITOR: EditorModel<RedirectDto> = {
  list: { href: `${ADMIN_BASE}/redirects`, back: "Înapoi la redirecționări" },
  messages: { notFound: REDIRECT_MSG.notFound, loadError: REDIRECT_MSG.loadError, created: REDIRECT_MSG.created, saved: REDIRECT_MSG.saved },
  edit: { title: "Editează redirecționarea", loading: "Se încarcă redirecționarea...", describe: (item) => item.from },
  create: { title: "Adaugă redirecționare", description: "O adresă veche a site-ului și unde duce acum." },
  path: (id) => (isNumericId(id) ? `${REDIRECTS_KEY}/${id}` : null),
  useRefresh: refreshKey(REDIRECTS_KEY),
  Form: RedirectForm,
};

export const EditRedirect = editScreen(REDIRECT_EDITOR);
export const NewRedirect = newScreen(REDIRECT_EDITOR);
