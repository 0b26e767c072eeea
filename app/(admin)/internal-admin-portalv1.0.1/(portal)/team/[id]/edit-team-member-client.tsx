"use client";
import { TeamForm } from "@/components/admin/team/team-form";
import { TEAM_LIST, useTeamSaved } from "@/components/admin/team/use-team-saved";
import { ItemLoadError } from "@/components/admin/item-load-error";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader, Spinner } from "@/components/ui/states";
import { useFreshResource } from "@/lib/api/resource";
import { TEAM_UI, teamMemberPath, type TeamMember } from "@/lib/api/team";

const validId = (id: string) => /^\d{1,9}$/.test(id);

/** Any signed-in user may open and save an existing member (our reading of SPEC 6). */
export function EditTeamMemberClient({ id }: { id: string }) {
  const onSaved = useTeamSaved();
  const { data: member, error, loading, reload, replace } = useFreshResource<TeamMember>(validId(id) ? teamMemberPath(id) : null);
  return (
    <>
      <PageHeader
        title="Editează membrul echipei"
        description={member ? member.name : undefined}
        actions={
          <ButtonLink href={TEAM_LIST} variant="ghost">
            ← Înapoi la echipă
          </ButtonLink>
        }
      />
      <div aria-live="polite">
        {loading ? (
          <Spinner label="Se încarcă membrul echipei..." />
        ) : error || !member ? (
          <ItemLoadError
            error={error}
            missing={!validId(id)}
            notFoundMessage={TEAM_UI.notFound}
            loadErrorMessage={TEAM_UI.loadError}
            listHref={TEAM_LIST}
            listLabel="Înapoi la echipă"
            onRetry={reload}
          />
        ) : (
          <TeamForm key={member.id} member={member} cancelHref={TEAM_LIST} onSaved={onSaved} onNewerLoaded={replace} />
        )}
      </div>
    </>
  );
}
