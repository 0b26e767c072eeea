"use client";
import { ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { SETTINGS_KEY, type SiteSettingsDto } from "@/lib/api/settings";
import { useFreshResource } from "@/lib/api/resource";
import { SETTINGS_MSG } from "@/lib/validation/settings";
import { SettingsForm } from "./settings-form";

/** "Setări": loaded fresh on every visit, so the version sent back on save is current (QUALITY D1). */
export function SettingsScreen() {
  const toast = useToast();
  const { data, error, loading, reload, replace } = useFreshResource<SiteSettingsDto>(SETTINGS_KEY);
  return (
    <>
      <PageHeader
        title="Setări"
        description="Datele agenției afișate pe site (subsol, pagini legale, date structurate, e-mailuri) și containerul Google Tag Manager. Se aplică pe toate paginile la salvare, fără o nouă compilare."
      />
      <div aria-live="polite">
        {loading ? (
          <Spinner label="Se încarcă setările..." />
        ) : error || !data ? (
          <ErrorState message={SETTINGS_MSG.loadError} onRetry={reload} />
        ) : (
          <SettingsForm
            key={data.updated_at ?? "never-saved"}
            current={data}
            onSaved={(saved) => {
              toast.success(SETTINGS_MSG.saved);
              replace(saved);
            }}
          />
        )}
      </div>
    </>
  );
}
