"use client";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import {
  IMAGE_SETTINGS_GUIDANCE,
  LENGTH_FIELDS,
  normalizeImageSettings,
  validateImageSettings,
  type ImageSettings,
  type ImageSettingsErrors,
  type LengthField,
} from "./image-settings";

type Props = {
  initial: ImageSettings;
  initialAlt: string;
  onCancel: () => void;
  onSave: (settings: ImageSettings, alt: string) => void;
};

const LABELS: Record<LengthField, string> = {
  width: "Lățime",
  height: "Înălțime",
  marginTop: "Margine sus",
  marginBottom: "Margine jos",
  marginLeft: "Margine stânga",
  marginRight: "Margine dreapta",
};

const PLACEHOLDERS: Record<LengthField, string> = {
  width: "ex. 600px, 100%, auto",
  height: "auto",
  marginTop: "0",
  marginBottom: "16px",
  marginLeft: "0",
  marginRight: "0",
};

const FLOATS: Array<{ value: ImageSettings["float"]; label: string }> = [
  { value: "none", label: "Fără (în linie cu textul)" },
  { value: "left", label: "Stânga (textul o înconjoară)" },
  { value: "right", label: "Dreapta (textul o înconjoară)" },
  { value: "centered", label: "Centrat" },
];

const INPUT =
  "block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-ink shadow-sm ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-50 disabled:text-muted";

/**
 * Image settings (SPEC 2.2, 3, 5): opened by a click (selecting the image) or a double-click on an
 * image, or by "Setări imagine" on one selected with the keyboard; closes on Anulează or Salvează.
 * Values are validated by image-settings.ts. Mounted only while open (a fresh form each time).
 */
export function ImageSettingsDialog({ initial, initialAlt, onCancel, onSave }: Props) {
  const [values, setValues] = useState<ImageSettings>(() => ({ ...initial, float: initial.float || "none" }));
  const [alt, setAlt] = useState(initialAlt);
  const [errors, setErrors] = useState<ImageSettingsErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const fieldId = (name: string) => `${uid}-${name}`;

  const set = <K extends keyof ImageSettings>(key: K, value: ImageSettings[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problems = validateImageSettings(values);
    const first = (Object.keys(problems) as Array<keyof ImageSettingsErrors>).find((key) => problems[key]);
    if (first) {
      setErrors(problems);
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    onSave(normalizeImageSettings(values), alt.trim());
  };

  const centered = values.float === "centered";
  const formId = `${uid}-form`;

  return (
    <Modal
      open
      onClose={onCancel}
      title="Setări imagine"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Anulează
          </Button>
          <Button type="submit" form={formId}>
            Salvează
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <ul className="space-y-1 rounded-lg bg-brand-100/60 px-4 py-3 text-sm text-brand-900" aria-label="Recomandări">
          {IMAGE_SETTINGS_GUIDANCE.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-brand-500" />
              {line}
            </li>
          ))}
        </ul>

        <div className="grid gap-4 sm:grid-cols-2">
          {(["width", "height"] as const).map((field) => (
            <LengthInput key={field} id={fieldId(field)} label={LABELS[field]} placeholder={PLACEHOLDERS[field]} value={values[field]} error={errors[field]} onChange={(v) => set(field, v)} />
          ))}
        </div>

        <div className="space-y-1.5">
          <label htmlFor={fieldId("float")} className="block text-sm font-medium text-ink">
            Aliniere
          </label>
          <select
            id={fieldId("float")}
            value={values.float || "none"}
            aria-invalid={Boolean(errors.float) || undefined}
            aria-describedby={errors.float ? `${fieldId("float")}-error` : undefined}
            onChange={(event) => set("float", event.target.value as ImageSettings["float"])}
            className={`${INPUT} ${errors.float ? "ring-red-500" : "ring-slate-300"}`}
          >
            {FLOATS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          {errors.float ? (
            <p id={`${fieldId("float")}-error`} role="alert" className="text-sm text-red-600">
              {errors.float}
            </p>
          ) : null}
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">Margini</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {LENGTH_FIELDS.filter((f) => f.startsWith("margin")).map((field) => {
              const side = field === "marginLeft" || field === "marginRight";
              return (
                <LengthInput
                  key={field}
                  id={fieldId(field)}
                  label={LABELS[field]}
                  placeholder={PLACEHOLDERS[field]}
                  value={centered && side ? "auto" : values[field]}
                  disabled={centered && side}
                  error={errors[field]}
                  onChange={(v) => set(field, v)}
                />
              );
            })}
          </div>
          {centered ? <p className="text-xs text-muted">Imaginea centrată are marginile laterale „auto”.</p> : null}
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor={fieldId("alt")} className="block text-sm font-medium text-ink">
            Text alternativ (descrierea imaginii)
          </label>
          <input id={fieldId("alt")} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} className={`${INPUT} ring-slate-300`} placeholder="Ce arată imaginea" />
        </div>

        <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-ink">
          <input
            id={fieldId("mobile")}
            type="checkbox"
            checked={values.mobileFullImg}
            aria-describedby={`${fieldId("mobile")}-hint`}
            onChange={(event) => set("mobileFullImg", event.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
          />
          <div>
            <label htmlFor={fieldId("mobile")} className="font-medium">
              Imagine pe toată lățimea pe mobil
            </label>
            <p id={`${fieldId("mobile")}-hint`} className="text-xs text-muted">
              Pe ecrane sub 640px imaginea ocupă toată lățimea, fără float și fără margini laterale.
            </p>
          </div>
        </div>
      </form>
    </Modal>
  );
}

function LengthInput({
  id,
  label,
  value,
  placeholder,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT} ${error ? "ring-red-500" : "ring-slate-300"}`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
