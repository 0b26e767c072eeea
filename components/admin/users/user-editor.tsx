"use client";
import { editScreen, newScreen, refreshKey } from "@/components/admin/editor-shell/editor-screens";
import { isNumericId, type EditorModel } from "@/components/admin/editor-shell/editor-model";
import { usePortalSession } from "@/components/admin/portal-session";
import { createUser, updateUser, USERS_KEY, USERS_MSG, type UserRow } from "@/lib/api/users";
import { updateStoredUser } from "@/lib/auth/client-session";
import { ADMIN_BASE } from "@/lib/constants";
import { UserForm } from "./user-form";

/** The user editor (admins only, SPEC 6): /users/new and /users/{id}. */
export const USER_EDITOR: EditorModel<UserRow> = {
  list: { href: `${ADMIN_BASE}/users`, back: "Înapoi la listă" },
  messages: { notFound: USERS_MSG.notFound, loadError: USERS_MSG.loadError, created: USERS_MSG.created, saved: USERS_MSG.updated },
  edit: { title: "Editează utilizatorul", loading: "Se încarcă utilizatorul...", describe: (user) => user.email },
  create: { title: "Adaugă utilizator", description: "Contul nou se poate autentifica imediat cu adresa de email și parola alese." },
  path: (id) => (isNumericId(id) ? `${USERS_KEY}/${id}` : null),
  useRefresh: refreshKey(USERS_KEY),
  Form: function UserEditorForm({ item, cancelHref, onSaved }) {
    const { user: me } = usePortalSession();
    const isSelf = item ? (me.id !== undefined ? me.id === item.id : me.email.toLowerCase() === item.email.toLowerCase()) : false;
    return (
      <UserForm
        user={item}
        isSelf={isSelf}
        cancelHref={cancelHref}
        onSaved={onSaved}
        onSubmit={async (payload) => {
          if (!item) return createUser(payload);
          const saved = await updateUser(item.id, payload);
          // The sidebar shows the signed-in user's name and role from browser storage: keep it current.
          if (isSelf) updateStoredUser({ id: saved.id, name: saved.name, email: saved.email, role: saved.role });
          return saved;
        }}
      />
    );
  },
};

export const EditUser = editScreen(USER_EDITOR);
export const NewUser = newScreen(USER_EDITOR);
