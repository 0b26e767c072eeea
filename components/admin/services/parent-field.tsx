"use client";
import { Field, Select } from "@/components/ui/field";
import { SERVICE_UI, useParentOptions } from "@/lib/api/services";

type Props = {
  id: string;
  /** "" = a main service, else the parent's id. */
  value: string;
  onChange: (value: string) => void;
  /** The edited service: left out of its own choices. */
  excludeId?: number | null;
  /** A main service with sub-services cannot become a sub-service (two levels only). */
  locked?: boolean;
  error?: string;
};

/** The parent select (SPEC 5): blank is a main service; choices from GET /services/admin-parent-services. */
export function ParentField({ id, value, onChange, excludeId, locked, error }: Props) {
  const { data, error: loadError, isLoading, mutate } = useParentOptions(excludeId);
  const options = data ?? [];
  const missing = value !== "" && !options.some((o) => String(o.id) === value);

  const hint = locked
    ? "Acest serviciu are sub-servicii, deci rămâne serviciu principal."
    : "Lăsați „Serviciu principal” pentru un serviciu de prim nivel.";

  return (
    <div className="space-y-2">
      <Field id={id} label="Serviciu părinte" error={error} hint={hint}>
        <Select
          id={id}
          name="parent_id"
          value={value}
          invalid={Boolean(error)}
          disabled={locked || isLoading}
          aria-busy={isLoading || undefined}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{SERVICE_UI.mainService}</option>
          {missing ? <option value={value}>{isLoading || !data ? "Se încarcă..." : `Serviciul #${value}`}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.title}
            </option>
          ))}
        </Select>
      </Field>
      {loadError ? (
        <p role="alert" className="text-sm text-red-700">
          {SERVICE_UI.parentsError}{" "}
          <button type="button" className="font-semibold underline" onClick={() => void mutate()}>
            Încercați din nou
          </button>
        </p>
      ) : null}
    </div>
  );
}
