import type { ComponentType, ReactNode } from "react";

/** What the shell gives an entity's form: the loaded version (absent on the new-item screen) and where it goes. */
export type EditorFormProps<T> = {
  item?: T;
  cancelHref: string;
  /** The shell's toast, list refresh and return to the list; `saved` is what the save answered. */
  onSaved: (saved: unknown, created: boolean) => void;
  /** The edit screen shows the version "Încarcă versiunea nouă" loaded (its header names the item). */
  onNewerLoaded?: (item: T) => void;
};

/**
 * An entity's editor, the only thing a content type writes besides its form: the shell
 * (components/admin/editor-shell) draws the edit and new-item screens from it, with loading,
 * not-found, load error and retry, the header and the return to the list after a save.
 * `L` is what the API answers when it is not the item itself (a list the item is found in).
 */
export type EditorModel<T, L = T> = {
  /** The list both screens come from and lead back to ("Înapoi la articole"). */
  list: { href: string; back: string };
  messages: { notFound: string; loadError: string; created: string; saved: string };
  edit: {
    title: string;
    /** The spinner's words while the item loads. */
    loading: string;
    /** The header's line under the title: which item this is. */
    describe?: (item: T) => string;
    /** More header actions, before the back link. */
    actions?: (item: T) => ReactNode;
    /** A line between the header and the form. */
    summary?: (item: T) => ReactNode;
  };
  create: { title: string; description: string };
  /** The API path the edit screen loads, or null when the address cannot name an item. */
  path: (id: string) => string | null;
  /** When the API has no read by id: the item within what `path` answered. */
  find?: (loaded: L, id: string) => T | undefined;
  /** A hook: what refreshes the lists showing the entity after a save. */
  useRefresh: () => () => unknown;
  Form: ComponentType<EditorFormProps<T>>;
};

/** Only numeric ids reach the API: a slug in the address would load by slug instead. */
export const isNumericId = (id: string) => /^\d{1,9}$/.test(id);
