"use client";
import { useId, useState } from "react";
import { isHexColor, normalizeColor, toHexColor, type PaletteColor } from "@/lib/editor/colors";

type Props = {
  palette: readonly PaletteColor[];
  current: string | null;
  customColors: readonly string[];
  onPick: (color: string) => void;
  onClear: () => void;
  onAddCustom: (color: string) => void | Promise<void>;
  /** Removes a colour from the shared list (for every editor). */
  onRemoveCustom: (color: string) => void | Promise<void>;
};

function Swatch({ color, name, selected, onPick }: { color: string; name: string; selected: boolean; onPick: () => void }) {
  return (
    <button
      type="button"
      title={name}
      aria-pressed={selected}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      className={`h-7 w-7 rounded-md ring-1 ring-inset ring-black/15 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        selected ? "outline-2 outline-offset-2 outline-brand-600" : ""
      }`}
      style={{ background: color }}
    >
      <span className="sr-only">{name}</span>
    </button>
  );
}

/** A custom colour after "Elimină culori": a click takes it off the shared list. */
function RemoveSwatch({ color, onRemove }: { color: string; onRemove: () => void }) {
  const name = `Elimină culoarea personalizată ${color}`;
  return (
    <button
      type="button"
      title={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRemove}
      className="relative inline-flex h-7 w-7 items-center justify-center rounded-md ring-1 ring-inset ring-black/15 hover:ring-2 hover:ring-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      style={{ background: color }}
    >
      <span aria-hidden="true" className="inline-flex h-4 w-4 items-center justify-center rounded-full bg-white text-[11px] font-bold leading-none text-red-700 shadow ring-1 ring-black/10">
        ×
      </span>
      <span className="sr-only">{name}</span>
    </button>
  );
}

/** Palette, the shared custom colours and a native colour input to add a new one (SPEC 3, 7). */
export function ColorPicker({ palette, current, customColors, onPick, onClear, onAddCustom, onRemoveCustom }: Props) {
  const [draft, setDraft] = useState("#6d28d9");
  const [managing, setManaging] = useState(false);
  const selected = current ? toHexColor(current) : null;
  const inputId = useId();

  return (
    <div className="space-y-3">
      <div>
        <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">Paletă</p>
        <div className="grid grid-cols-6 gap-2">
          {palette.map((c) => (
            <Swatch key={c.value} color={c.value} name={`${c.name} (${c.value})`} selected={selected === c.value} onPick={() => onPick(c.value)} />
          ))}
        </div>
      </div>
      <div>
        <div className="mb-1.5 flex items-center justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">Culori personalizate</p>
          {customColors.length || managing ? (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => setManaging((value) => !value)}
              className="rounded px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {managing ? "Gata" : "Elimină culori"}
            </button>
          ) : null}
        </div>
        {customColors.length ? (
          <div className="grid grid-cols-6 gap-2">
            {customColors.map((c) =>
              managing ? (
                <RemoveSwatch key={c} color={c} onRemove={() => void onRemoveCustom(c)} />
              ) : (
                <Swatch key={c} color={c} name={`Culoare personalizată ${c}`} selected={selected === toHexColor(c)} onPick={() => onPick(c)} />
              ),
            )}
          </div>
        ) : (
          <p className="text-xs text-muted">Nu există încă nicio culoare personalizată.</p>
        )}
      </div>
      <div className="flex items-center gap-2 border-t border-slate-100 pt-3">
        <label htmlFor={inputId} className="sr-only">
          Alege o culoare nouă
        </label>
        <input
          id={inputId}
          type="color"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-9 w-11 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
        />
        <button
          type="button"
          disabled={!isHexColor(draft)}
          onClick={() => {
            void onAddCustom(draft);
            onPick(normalizeColor(draft));
          }}
          className="inline-flex h-9 flex-1 items-center justify-center rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Adaugă culoarea
        </button>
      </div>
      <button
        type="button"
        onClick={onClear}
        className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Fără culoare
      </button>
    </div>
  );
}
