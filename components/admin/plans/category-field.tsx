"use client";
import { useId, useState, type KeyboardEvent } from "react";
import { useSWRConfig } from "swr";
import { Icon } from "@/components/admin/icons";
import { Button } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { Field, Select, TextInput } from "@/components/ui/field";
import { errorMessage } from "@/lib/api/client";
import { useCategories, type Category } from "@/lib/api/hooks";
import { CATEGORIES_KEY, createCategory, deleteCategory, PLAN_UI, sortCategories } from "@/lib/api/plans";

type Props = {
  /** The selected category id as the select holds it ("" = no category, a complete package). */
  value: string;
  onChange: (value: string) => void;
  error?: string | false;
  /** The loaded plan's category name, shown until the category list arrives. */
  currentName?: string | null;
};

/**
 * The category select with inline management (SPEC 5 and 8): Enter or the add button creates a
 * category and selects it; each category can be deleted after a confirmation. Failures are alerts.
 */
export function CategoryField({ value, onChange, error, currentName }: Props) {
  const { data: categories, error: loadError, mutate: reload } = useCategories();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState("");
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const inputId = useId();

  const list = categories ?? [];
  const missingCurrent = value !== "" && !list.some((c) => String(c.id) === value);

  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(PLAN_UI.categoryNameRequired);
      return;
    }
    if (adding) return;
    setAdding(true);
    try {
      const created = await createCategory(trimmed);
      await mutate<Category[]>(CATEGORIES_KEY, (current) => sortCategories([...(current ?? []).filter((c) => c.id !== created.id), created]), {
        revalidate: false,
      });
      onChange(String(created.id));
      setName("");
      setAnnouncement(`Categoria „${created.name}” a fost adăugată și selectată.`);
    } catch (failure) {
      window.alert(errorMessage(failure, PLAN_UI.categoryAddError));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (category: Category) => {
    if (!confirmDelete(PLAN_UI.categoryDeleteConfirm(category.name))) return;
    setDeletingId(category.id);
    try {
      await deleteCategory(category.id);
      await mutate<Category[]>(CATEGORIES_KEY, (current) => (current ?? []).filter((c) => c.id !== category.id), { revalidate: false });
      if (value === String(category.id)) onChange("");
      setAnnouncement(`Categoria „${category.name}” a fost ștearsă.`);
    } catch (failure) {
      window.alert(errorMessage(failure, PLAN_UI.categoryDeleteError));
    } finally {
      setDeletingId(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // never submits the plan form
    void add();
  };

  return (
    <div className="space-y-4">
      <Field id="plan-category" label="Categorie" error={error} hint="Un pachet fără categorie apare la Pachete Complete.">
        <Select id="plan-category" name="category_id" value={value} invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)}>
          <option value="">{PLAN_UI.noCategory}</option>
          {missingCurrent && !categories ? <option value={value}>{currentName ?? "Se încarcă..."}</option> : null}
          {list.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </Select>
      </Field>

      <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
        <label htmlFor={inputId} className="block text-sm font-medium text-ink">
          Categorie nouă
        </label>
        <div className="mt-1.5 flex gap-2">
          <TextInput
            id={inputId}
            value={name}
            maxLength={100}
            placeholder="Ex: Social Media"
            invalid={Boolean(nameError)}
            hasHint
            onChange={(e) => {
              setName(e.target.value);
              if (nameError) setNameError("");
            }}
            onKeyDown={onKeyDown}
            className="min-w-0"
          />
          <Button variant="secondary" onClick={() => void add()} disabled={adding} aria-busy={adding || undefined} className="shrink-0">
            <Icon name="plus" className="h-4 w-4" />
            {adding ? "Se adaugă..." : "Adaugă"}
          </Button>
        </div>
        {nameError ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {nameError}
          </p>
        ) : null}
        <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-muted">
          Scrieți numele și apăsați Enter pentru a adăuga categoria.
        </p>

        {loadError ? (
          <p className="mt-3 text-sm text-red-700" role="alert">
            Nu s-au putut încărca categoriile.{" "}
            <button type="button" className="font-semibold underline" onClick={() => void reload()}>
              Încercați din nou
            </button>
          </p>
        ) : list.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Categorii existente">
            {list.map((category) => (
              <li key={category.id} className="inline-flex items-center gap-1 rounded-full bg-white py-1 pl-3 pr-1 text-sm text-ink ring-1 ring-inset ring-slate-300">
                <span className="max-w-48 truncate">{category.name}</span>
                <button
                  type="button"
                  onClick={() => void remove(category)}
                  disabled={deletingId === category.id}
                  aria-label={`Șterge categoria ${category.name}`}
                  title={`Șterge categoria ${category.name}`}
                  className="rounded-full p-1 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-40"
                >
                  <Icon name="close" className="h-3.5 w-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
