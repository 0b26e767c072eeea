"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { usePortalSession } from "@/components/admin/portal-session";
import { TeamTable } from "@/components/admin/team/team-table";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { deleteTeamMember, TEAM_UI, useTeam, type TeamMember } from "@/lib/api/team";
import { ADMIN_BASE } from "@/lib/constants";

const NEW_MEMBER = `${ADMIN_BASE}/team/new`;

/** The team list (SPEC 2.2): photo, name, title, keyword; delete for admins only. */
export function TeamListClient() {
  const { isAdmin } = usePortalSession();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useTeam();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const onDelete = async (member: TeamMember) => {
    if (!confirmDelete(TEAM_UI.deleteConfirm)) return;
    setDeletingId(member.id);
    try {
      await deleteTeamMember(member.id);
      await mutate((list) => list?.filter((m) => m.id !== member.id), { revalidate: true });
      toast.success(TEAM_UI.deleted);
    } catch {
      toast.error(TEAM_UI.deleteError);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Echipa"
        description="Membrii echipei afișați pe pagina Echipa și pe prima pagină."
        actions={
          <ButtonLink href={NEW_MEMBER}>
            <Icon name="plus" className="h-4 w-4" />
            Adaugă membru
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={TEAM_UI.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă echipa..." />
        ) : data.length === 0 ? (
          <EmptyState
            icon={<Icon name="team" className="h-10 w-10" />}
            title={TEAM_UI.empty}
            description="Adăugați primul membru pentru a-l prezenta pe site."
            actionHref={NEW_MEMBER}
            actionLabel="Adaugă primul membru"
          />
        ) : (
          <TeamTable members={data} canDelete={isAdmin} deletingId={deletingId} onDelete={(member) => void onDelete(member)} />
        )}
      </div>
    </>
  );
}
