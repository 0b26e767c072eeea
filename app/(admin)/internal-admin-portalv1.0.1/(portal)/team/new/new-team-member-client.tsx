"use client";
import { TeamForm } from "@/components/admin/team/team-form";
import { TEAM_LIST, useTeamSaved } from "@/components/admin/team/use-team-saved";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/states";

export function NewTeamMemberClient() {
  const onSaved = useTeamSaved();
  return (
    <>
      <PageHeader
        title="Adaugă un membru nou"
        description="Toate câmpurile sunt obligatorii, inclusiv fotografia."
        actions={
          <ButtonLink href={TEAM_LIST} variant="ghost">
            ← Înapoi la echipă
          </ButtonLink>
        }
      />
      <TeamForm cancelHref={TEAM_LIST} onSaved={onSaved} />
    </>
  );
}
