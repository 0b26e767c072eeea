"use client";
import { Icon } from "@/components/admin/icons";
import { BLOG_CATEGORIES } from "@/lib/constants";

type Props = {
  idPrefix: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
};

/**
 * The nine blog categories of SPEC 9 as toggle chips (real checkboxes, so keyboard and screen
 * readers work as usual). A category stored earlier that is no longer in the list stays selectable.
 */
export function BlogCategoriesField({ idPrefix, value, onChange, error, required }: Props) {
  const extra = value.filter((name) => !(BLOG_CATEGORIES as readonly string[]).includes(name));
  const options = [...BLOG_CATEGORIES, ...extra];
  const errorId = `${idPrefix}-categories-error`;
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? options.filter((o) => o === name || value.includes(o)) : value.filter((v) => v !== name));

  return (
    <fieldset aria-describedby={error ? errorId : `${idPrefix}-categories-hint`}>
      <legend className="text-sm font-medium text-ink">
        Categorii
        {required ? <span className="ml-0.5 text-red-600" aria-hidden="true">*</span> : null}
      </legend>
      <p id={`${idPrefix}-categories-hint`} className="mt-0.5 text-xs text-muted">
        Alegeți una sau mai multe; articolul apare la fiecare filtru ales din blog.
      </p>
      <div className="mt-2.5 flex flex-wrap gap-2">
        {options.map((name, index) => {
          const checked = value.includes(name);
          return (
            <label
              key={name}
              className={`relative inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full px-3 py-1.5 text-sm ring-1 ring-inset transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                checked
                  ? "bg-brand-600 font-semibold text-white ring-brand-600 hover:bg-brand-700"
                  : `bg-white text-ink hover:bg-slate-50 ${error ? "ring-red-300" : "ring-slate-300"}`
              }`}
            >
              <input
                id={`${idPrefix}-category-${index}`}
                type="checkbox"
                name="categories"
                value={name}
                checked={checked}
                onChange={(e) => toggle(name, e.target.checked)}
                aria-invalid={Boolean(error) || undefined}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {checked ? <Icon name="check" className="h-3.5 w-3.5" /> : null}
              {name}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
