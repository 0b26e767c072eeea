"use client";
import { useId, useState } from "react";
import { LINK_MSG, normalizeLinkHref } from "@/lib/editor/link";

type Props = {
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
};

/** The small link prompt of the toolbar: http(s), mailto and tel only (a bare domain becomes https). */
export function LinkForm({ initial, hasLink, onApply, onRemove }: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState("");
  const id = useId();

  const apply = () => {
    const href = normalizeLinkHref(value);
    if (!href) {
      setError(LINK_MSG.invalid);
      return;
    }
    onApply(href);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Adresa linkului
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://exemplu.ro"
        value={value}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError("");
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        className={`block w-full rounded-lg border-0 px-3 py-2 text-sm shadow-sm ring-1 ring-inset ${error ? "ring-red-500" : "ring-slate-300"} focus:ring-2 focus:ring-brand-600`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted">Exemple: https://site.ro, mailto:nume@site.ro, tel:+40700000000</p>
      )}
      <div className="flex gap-2 pt-1">
        <button
          type="button"
          onClick={apply}
          className="inline-flex h-9 flex-1 items-center justify-center rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Aplică linkul
        </button>
        {hasLink ? (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-semibold text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          >
            Elimină linkul
          </button>
        ) : null}
      </div>
    </div>
  );
}
