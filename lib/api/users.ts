"use client";
import type { UserRow } from "./hooks";
import { api } from "./client";

export type { UserRow };

/** The portal's Users screens (SPEC 2.2, 8): keys, calls and the messages they show. */
export const USERS_KEY = "/users";

export const USERS_MSG = {
  listError: "Nu s-au putut prelua utilizatorii",
  loadError: "Nu s-a putut încărca utilizatorul",
  notFound: "Utilizatorul nu a fost găsit.",
  saveError: "Nu s-a putut salva utilizatorul",
  deleteError: "Nu s-a putut șterge utilizatorul",
  deleteConfirm: "Sunteți sigur că doriți să ștergeți acest utilizator?",
  ownAccount: "Nu vă puteți șterge propriul cont",
  created: "Utilizatorul a fost creat.",
  updated: "Utilizatorul a fost actualizat.",
  deleted: "Utilizatorul a fost șters.",
} as const;

export const ROLE_LABELS = { admin: "Admin", editor: "Editor" } as const;

/** What the form sends: on edit a blank password is left out, so the current one stays. */
export type UserPayload = { name: string; email: string; role: "admin" | "editor"; password?: string };


export const createUser = (payload: UserPayload) => api.post<UserRow>("/auth/register", payload);
export const updateUser = (id: number, payload: UserPayload) => api.put<UserRow>(`${USERS_KEY}/${id}`, payload);
export const deleteUser = (id: number) => api.delete<{ message: string }>(`${USERS_KEY}/${id}`);
