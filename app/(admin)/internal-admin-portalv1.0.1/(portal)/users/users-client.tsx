"use client";
import { useState } from "react";
import { Icon } from "@/components/admin/icons";
import { usePortalSession } from "@/components/admin/portal-session";
import { UsersTable } from "@/components/admin/users/users-table";
import { ButtonLink } from "@/components/ui/button";
import { confirmDelete } from "@/components/ui/confirm";
import { EmptyState, ErrorState, PageHeader, Spinner } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api/client";
import { useUsers } from "@/lib/api/hooks";
import { deleteUser, USERS_MSG, type UserRow } from "@/lib/api/users";
import { ADMIN_BASE } from "@/lib/constants";

export function UsersClient() {
  const { user: me } = usePortalSession();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useUsers();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  // The stored session carries the id since login; an older one is matched by e-mail.
  const isOwn = (row: UserRow) => (me.id !== undefined ? row.id === me.id : row.email.toLowerCase() === me.email.toLowerCase());

  async function remove(row: UserRow) {
    if (isOwn(row) || !confirmDelete(USERS_MSG.deleteConfirm)) return;
    setDeletingId(row.id);
    try {
      await deleteUser(row.id);
      await mutate((list) => list?.filter((u) => u.id !== row.id), { revalidate: true });
      toast.success(USERS_MSG.deleted);
    } catch (err) {
      toast.error(errorMessage(err, USERS_MSG.deleteError));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <>
      <PageHeader
        title="Utilizatori"
        description="Conturile care au acces la portal și rolul fiecăruia."
        actions={
          <ButtonLink href={`${ADMIN_BASE}/users/new`}>
            <Icon name="plus" />
            Adaugă utilizator
          </ButtonLink>
        }
      />
      <div aria-live="polite" aria-busy={isLoading}>
        {error ? (
          <ErrorState message={USERS_MSG.listError} onRetry={() => void mutate()} />
        ) : !data ? (
          <Spinner label="Se încarcă utilizatorii..." />
        ) : data.length === 0 ? (
          <EmptyState
            title="Nu există utilizatori"
            description="Adăugați primul cont pentru echipa dvs."
            actionHref={`${ADMIN_BASE}/users/new`}
            actionLabel="Adaugă utilizator"
          />
        ) : (
          <UsersTable users={data} isOwn={isOwn} deletingId={deletingId} onDelete={(row) => void remove(row)} />
        )}
      </div>
    </>
  );
}
