"use client";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select, TextInput } from "@/components/ui/field";
import { useApi, type Plan } from "@/lib/api/hooks";
import { FILTER_KEYS, hasInboxFilters, isDay, parseInboxFilters, type InboxFilters } from "@/lib/validation/leads";
import { Icon } from "../icons";
import { usePhoneLayout } from "../use-phone-layout";
import { FiltersToggle, foldedFilterCount } from "./filters-toggle";
import { StatusOptions } from "./status-options";

/**
 * The inbox's view and filters as the address carries them (?suspect=true&q=&status=&package=&from=&to=&page=).
 * A value the API would refuse (an old or edited address) is left out rather than breaking the list.
 */
export function filtersFromSearch(params: URLSearchParams): InboxFilters {
  const filters: InboxFilters = {};
  for (const key of ["suspect", ...FILTER_KEYS]) {
    const value = params.get(key);
    if (!value) continue;
    const one = parseInboxFilters(new URLSearchParams({ [key]: value }));
    if ("filters" in one) Object.assign(filters, one.filters);
  }
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return filters;
}

type Props = {
  filters: InboxFilters;
  onApply: (filters: InboxFilters) => void;
};

/**
 * Search and filters above the inbox; "Filtrează" applies them (page 1), "Resetează" clears them. On a
 * phone the filter fields fold behind "Filtre (n)" so the messages start on the first screen; from `sm`
 * up the panel's wrapper is `display: contents` and its fields sit in the bar's grid as before.
 */
export function InboxFilterBar({ filters, onApply }: Props) {
  const [draft, setDraft] = useState<InboxFilters>(filters);
  const [shown, setShown] = useState(filters);
  // The address changed (Back, a link): the fields follow it.
  if (shown !== filters) {
    setShown(filters);
    setDraft(filters);
  }
  const { data: plans } = useApi<Plan[]>("/packages/public");
  const names = Array.isArray(plans) ? plans.map((p) => p.name) : [];
  const packages = [...new Set([...names, ...(filters.package ? [filters.package] : [])])];
  const dateError = draft.from && draft.to && draft.from > draft.to ? "Data de început este după data de sfârșit." : null;

  const phone = usePhoneLayout();
  const [unfolded, setUnfolded] = useState(false);
  // A date error keeps the fields in view: folded, "Filtrează" would be disabled for no visible reason.
  const expanded = unfolded || Boolean(dateError);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const set = (key: keyof InboxFilters, value: string) => setDraft((d) => ({ ...d, [key]: value || undefined }));

  function fold() {
    // A field that disappears under the focus would drop it to the page: it goes to the button that shows the fields again.
    if (phone && panel.current?.contains(document.activeElement)) toggle.current?.focus();
    setUnfolded(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (dateError) return;
    // The view (inbox or suspects) stays; only the filters change.
    const clean: InboxFilters = filters.suspect ? { suspect: true } : {};
    for (const key of FILTER_KEYS) {
      const value = draft[key]?.trim();
      if (!value) continue;
      if ((key === "from" || key === "to") && !isDay(value)) continue;
      (clean as Record<string, string>)[key] = value;
    }
    onApply(clean);
    fold(); // on a phone the filtered list, not the fields, is what comes next
  }

  return (
    <form
      role="search"
      aria-label="Filtrează mesajele"
      onSubmit={submit}
      className="mb-4 grid grid-cols-1 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 xl:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <Field id="inbox-q" label="Caută">
          <TextInput
            id="inbox-q"
            type="search"
            maxLength={100}
            placeholder="Nume, e-mail, telefon sau companie"
            value={draft.q ?? ""}
            onChange={(e) => set("q", e.target.value)}
          />
        </Field>
      </div>
      <FiltersToggle
        ref={toggle}
        count={foldedFilterCount(filters)}
        expanded={expanded}
        controls={panelId}
        onToggle={() => (expanded ? fold() : setUnfolded(true))}
      />
      {/* `hidden` (the attribute) once the script knows it is a phone; the classes fold it before that. */}
      <div ref={panel} id={panelId} hidden={phone && !expanded} className={`grid-cols-1 gap-3 sm:contents ${expanded ? "grid" : "hidden"}`}>
        <Field id="inbox-status" label="Stare">
          <Select id="inbox-status" value={draft.status ?? ""} onChange={(e) => set("status", e.target.value)}>
            <option value="">Toate stările</option>
            <StatusOptions />
          </Select>
        </Field>
        <Field id="inbox-package" label="Pachet">
          <Select id="inbox-package" value={draft.package ?? ""} title={draft.package} onChange={(e) => set("package", e.target.value)}>
            <option value="">Toate pachetele</option>
            {packages.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="inbox-from" label="De la data">
          <TextInput id="inbox-from" type="date" value={draft.from ?? ""} max={draft.to} onChange={(e) => set("from", e.target.value)} />
        </Field>
        <Field id="inbox-to" label="Până la data" error={dateError ?? false}>
          <TextInput id="inbox-to" type="date" value={draft.to ?? ""} min={draft.from} invalid={Boolean(dateError)} onChange={(e) => set("to", e.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 xl:justify-end xl:self-end">
        <Button type="submit" disabled={Boolean(dateError)}>
          <Icon name="search" className="h-4 w-4" />
          Filtrează
        </Button>
        {hasInboxFilters(filters) ? (
          <Button type="button" variant="secondary" onClick={() => onApply({})}>
            Resetează filtrele
          </Button>
        ) : null}
      </div>
    </form>
  );
}
